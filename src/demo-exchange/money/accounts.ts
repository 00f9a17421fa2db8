import type { DatabaseSync } from 'node:sqlite';
import type { AccountLevel, AccountStatus, ChainLink } from '@shared/money/accounts';
import { newObjectId } from '../db/ids';

export interface AccountRow {
  readonly _id: string;
  readonly userName: string;
  readonly name: string;
  readonly level: AccountLevel;
  readonly parentId: string | null;
  readonly share: number;
  readonly status: AccountStatus;
  readonly statusReason: string | null;
  readonly whiteLabelId: string | null;
}

const toAccount = (row: Record<string, unknown>): AccountRow => ({
  _id: String(row._id),
  userName: String(row.userName),
  name: String(row.name),
  level: row.level as AccountLevel,
  parentId: row.parentId === null ? null : String(row.parentId),
  share: Number(row.share),
  status: row.status as AccountStatus,
  statusReason: row.statusReason === null ? null : String(row.statusReason),
  whiteLabelId: row.whiteLabelId === null ? null : String(row.whiteLabelId),
});

export const getAccount = (db: DatabaseSync, id: string): AccountRow | undefined => {
  const row = db.prepare('SELECT * FROM accounts WHERE _id = ?').get(id);
  return row ? toAccount(row) : undefined;
};

export const findAccountByUserName = (db: DatabaseSync, userName: string): AccountRow | undefined => {
  const row = db.prepare('SELECT * FROM accounts WHERE userName = ?').get(userName);
  return row ? toAccount(row) : undefined;
};

export interface NewAccount {
  readonly userName: string;
  readonly name: string;
  readonly level: AccountLevel;
  readonly parentId: string | null;
  readonly share?: number;
  readonly whiteLabelId?: string | null;
}

/** An insert statement prepared once: seeding 5,000 accounts must not prepare it 5,000 times. */
export const accountCreator = (db: DatabaseSync) => {
  const insert = db.prepare(
    'INSERT INTO accounts (_id, userName, name, level, parentId, share, whiteLabelId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  return (account: NewAccount, now: Date = new Date()): string => {
    const id = newObjectId(now);
    const at = now.toISOString();
    insert.run(id, account.userName, account.name, account.level, account.parentId, account.share ?? 0, account.whiteLabelId ?? null, at, at);
    return id;
  };
};

export const createAccount = (db: DatabaseSync, account: NewAccount, now: Date = new Date()): string => accountCreator(db)(account, now);

export const setAccountStatus = (db: DatabaseSync, id: string, status: AccountStatus, reason: string | null, now: Date = new Date()): void => {
  db.prepare('UPDATE accounts SET status = ?, statusReason = ?, updatedAt = ? WHERE _id = ?').run(status, reason, now.toISOString(), id);
};

/** The account and every account above it, nearest first, up to the admin. */
export const uplineOf = (db: DatabaseSync, accountId: string): AccountRow[] =>
  db
    .prepare(
      `WITH RECURSIVE chain(id, depth) AS (SELECT ?, 0 UNION ALL SELECT a.parentId, c.depth + 1 FROM accounts a JOIN chain c ON a._id = c.id WHERE a.parentId IS NOT NULL)
       SELECT a.* FROM chain c JOIN accounts a ON a._id = c.id ORDER BY c.depth`,
    )
    .all(accountId)
    .map(toAccount);

/**
 * Who shares a punter's result, nearest first, with their shares: every account above the punter holds
 * its own share, and the top of the chain (the admin) takes what the others leave, so the shares add up
 * to exactly 100.
 */
export const chainOf = (db: DatabaseSync, punterId: string): ChainLink[] => {
  const upline = uplineOf(db, punterId).slice(1);
  let taken = 0;
  return upline.map((account, index) => {
    const last = index === upline.length - 1;
    const share = last ? Math.max(0, 100 - taken) : Math.min(account.share, 100 - taken);
    taken += share;
    return { accountId: account._id, level: account.level, share };
  });
};
