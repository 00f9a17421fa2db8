import type { DatabaseSync } from 'node:sqlite';
import { ACCOUNT_ORDER, type AccountRow } from '@shared/contract/risk';
import type { AccountStatus } from '@shared/money/accounts';
import { ApiError } from '../../http/api-error';
import { orderSql, pageOf, searchEveryWord, type Paging } from '../../kit/paging';
import { int, text, textOrNull, Where, type Row } from '../../kit/sql';
import { chainOf, findAccountByUserName, setAccountStatus, uplineOf } from '../../money/accounts';

const ACCOUNT_VIEW = `SELECT a._id, a.userName, a.name, a.level, a.status, a.statusReason, p.userName AS parent, b.balance, b.exposure
  FROM accounts a LEFT JOIN accounts p ON p._id = a.parentId JOIN account_balances b ON b.accountId = a._id`;

const toAccountRow = (row: Row): AccountRow => ({
  accountId: text(row._id),
  userName: text(row.userName),
  name: text(row.name),
  level: text(row.level) as AccountRow['level'],
  status: text(row.status) as AccountRow['status'],
  statusReason: textOrNull(row.statusReason),
  parent: textOrNull(row.parent),
  balance: int(row.balance),
  exposure: int(row.exposure),
});

export const NO_ACCOUNT = 'No betting account has that user name.';

const ORDER_SQL = { userName: 'a.userName', name: 'a.name', balance: 'b.balance', exposure: 'b.exposure' } as const;

/** Accounts holding every word of the search in their name, user name or agent's user name (or as their id), in the order asked for. */
export const searchAccounts = (db: DatabaseSync, paging: Paging) =>
  pageOf(
    db,
    paging,
    {
      from: 'FROM accounts a LEFT JOIN accounts p ON p._id = a.parentId',
      where: new Where(),
      search: searchEveryWord({ contains: ['a.userName', 'a.name', 'p.userName'], equals: ['a._id'] }),
      page: (w) => `${ACCOUNT_VIEW} ${w} ORDER BY ${orderSql(ACCOUNT_ORDER, ORDER_SQL, 'a._id', paging)} LIMIT ? OFFSET ?`,
    },
    toAccountRow,
  );

export const accountRow = (db: DatabaseSync, userName: string): AccountRow => {
  const row = db.prepare(`${ACCOUNT_VIEW} WHERE a.userName = ?`).get(userName);
  if (!row) throw new ApiError(404, NO_ACCOUNT);
  return toAccountRow(row);
};

/** The account and everyone above it to the house, nearest first, with the share each holds of its downline. */
export const chainOfUser = (db: DatabaseSync, userName: string) => {
  const account = findAccountByUserName(db, userName);
  if (!account) throw new ApiError(404, NO_ACCOUNT);
  const shares = new Map(chainOf(db, account._id).map((link) => [link.accountId, link.share]));
  return uplineOf(db, account._id).map((a) => ({ userName: a.userName, name: a.name, level: a.level, share: a.level === 'punter' ? 0 : (shares.get(a._id) ?? a.share) }));
};

/** Sets a punter's (or agent's) status with its reason; answers the account before and after. */
export const changeStatus = (db: DatabaseSync, userName: string, status: AccountStatus, reason: string) => {
  const before = accountRow(db, userName);
  setAccountStatus(db, before.accountId, status, reason);
  return { before, after: accountRow(db, userName) };
};

