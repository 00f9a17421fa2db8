import type { DatabaseSync } from 'node:sqlite';
import type { ExportFile } from '@shared/contract/files';
import { SITE_USER_ORDER, type SiteUser } from '@shared/contract/white-labels';
import { cellText, moneyCell, writeXlsx, type XlsxOptions } from '@shared/files/xlsx';
import { toMajor } from '@shared/money/amounts';
import { toCsv } from '../../files/csv';
import { rowsExport } from '../../files/rows-export';
import { ApiError, fieldMessage } from '../../http/api-error';
import { orderSql, pageOf, searchIn, type Paging } from '../../kit/paging';
import { count, int, text, textOrNull, Where, type Row } from '../../kit/sql';
import { childAccounts } from './child-money';
import { SITE_MESSAGES as M } from './messages';
import { latestFile } from './site-files';
import { CAN_BET_SQL, getWhiteLabel } from './white-labels';

const toSiteUser = (row: Row): SiteUser => ({
  _id: text(row._id),
  userName: text(row.userName),
  name: text(row.name),
  level: text(row.level),
  status: text(row.status),
  statusReason: textOrNull(row.statusReason),
  canBet: int(row.canBet) === 1,
  balance: toMajor(int(row.balance)),
  exposure: toMajor(int(row.exposure)),
});

const FROM = 'FROM accounts a JOIN account_balances b ON b.accountId = a._id';
const ORDER_SQL = { userName: 'a.userName', balance: 'b.balance', exposure: 'b.exposure' } as const;

export const listSiteUsers = (db: DatabaseSync, input: Paging & { whiteLabelId: string }) => {
  getWhiteLabel(db, input.whiteLabelId);
  return pageOf(
    db,
    input,
    {
      from: FROM,
      where: new Where().add('a.whiteLabelId = ?', input.whiteLabelId),
      search: searchIn('a.userName', 'a.name'),
      page: (sql) => `SELECT a.*, ${CAN_BET_SQL} AS canBet, b.balance, b.exposure ${FROM} ${sql} ORDER BY ${orderSql(SITE_USER_ORDER, ORDER_SQL, 'a._id', input)} LIMIT ? OFFSET ?`,
    },
    toSiteUser,
  );
};

/**
 * Locks every user of the site who may bet from betting (status bettingLocked with the reason): the site's
 * May bet, so the dialog's count and this answer are one number. Agents never bet and keep their status, as
 * do users already locked or suspended (`alreadyLocked` counts those, agents left out). Locked users may
 * still log in and see their balance.
 */
export const lockChildren = (db: DatabaseSync, id: string, reason: string, now = new Date()) => {
  const site = getWhiteLabel(db, id);
  const alreadyLocked = count(db, `SELECT COUNT(*) AS n FROM accounts a WHERE a.whiteLabelId = ? AND a.level = 'punter' AND NOT ${CAN_BET_SQL}`, [id]);
  const locked = Number(db.prepare(`UPDATE accounts AS a SET status = 'bettingLocked', statusReason = ?, updatedAt = ? WHERE a.whiteLabelId = ? AND ${CAN_BET_SQL}`).run(reason, now.toISOString(), id).changes);
  return { site, result: { locked, alreadyLocked, total: site.users.total } };
};

/**
 * Deletes the site's records of its users: the accounts leave the site and are suspended for good. The
 * ledger is append-only, so their history stays there (and in the backup and export files). Refused
 * while any of them holds money or open bets, or before a backup exists.
 */
export const deleteRecords = (db: DatabaseSync, id: string, now = new Date()) => {
  const site = getWhiteLabel(db, id);
  const accounts = childAccounts(db, id);
  const holding = accounts.filter((a) => a.balance !== 0 || a.exposure !== 0).length;
  if (holding > 0) throw new ApiError(409, M.balancesLeft(holding));
  if (accounts.length > 0 && !latestFile(db, id, 'backup')) throw new ApiError(409, M.noBackup);
  const closed = Number(
    db
      .prepare("UPDATE accounts SET status = 'suspended', statusReason = ?, whiteLabelId = NULL, updatedAt = ? WHERE whiteLabelId = ?")
      .run(`White label ${site.name} closed: records deleted`, now.toISOString(), id).changes,
  );
  return { site, closed };
};

/** An account and its whole downline join the site; none of them may belong to another site. */
export const assignSubtree = (db: DatabaseSync, id: string, rootUserName: string, now = new Date()) => {
  const site = getWhiteLabel(db, id);
  if (site.status === 'closed') throw new ApiError(409, M.closed);
  const root = db.prepare('SELECT _id, userName, level FROM accounts WHERE userName = ?').get(rootUserName);
  // Refusals of the name typed, on its field (422: the request is well formed, the name fits no account that may join).
  if (!root) throw new ApiError(422, fieldMessage('rootUserName', 'No account has this user name.'));
  if (text(root.level) === 'admin') throw new ApiError(422, fieldMessage('rootUserName', 'The house cannot join a site: name an agent or super agent.'));
  const tree = `WITH RECURSIVE tree(id) AS (SELECT ? UNION ALL SELECT a._id FROM accounts a JOIN tree t ON a.parentId = t.id)`;
  const elsewhere = count(db, `${tree} SELECT COUNT(*) AS n FROM accounts a JOIN tree t ON t.id = a._id WHERE a.whiteLabelId IS NOT NULL AND a.whiteLabelId <> ?`, [text(root._id), id]);
  if (elsewhere > 0) throw new ApiError(409, `${elsewhere} of these accounts belong to another white label.`);
  const assigned = Number(
    db.prepare(`${tree} UPDATE accounts SET whiteLabelId = ?, updatedAt = ? WHERE _id IN (SELECT id FROM tree) AND whiteLabelId IS NULL`).run(text(root._id), id, now.toISOString()).changes,
  );
  return { site, assigned, rootUserName: text(root.userName) };
};

/** The records' columns: every row is of the one site, so its currency is in the money headers ("Balance (INR)"). */
const columnsOf = (currency: string) => [
  { header: 'User name', width: 16 },
  { header: 'Name', width: 22 },
  { header: 'Level', width: 11 },
  { header: 'Status', width: 14 },
  { header: `Balance (${currency})`, width: 16 },
  { header: `Exposure (${currency})`, width: 16 },
  { header: 'Postings', width: 10 },
];

/**
 * The site's records (its users, their money and how many ledger postings each has) as Excel or CSV. The
 * sheet's money is grouped as the caller asks (`grouping`, the user's choice), international by default.
 */
export const exportRecords = (db: DatabaseSync, id: string, format: 'xlsx' | 'csv', options: XlsxOptions = {}, now = new Date()): ExportFile & { rows: number } => {
  const site = getWhiteLabel(db, id);
  const postings = db.prepare('SELECT COUNT(*) AS n FROM ledger_postings WHERE accountId = ?');
  // Money in the site's currency with its two decimals: a number formatted so in the sheet, text in the CSV.
  const rows = childAccounts(db, id).map((a) => [a.userName, a.name, a.level, a.status, moneyCell(toMajor(a.balance)), moneyCell(toMajor(a.exposure)), int(postings.get(a._id)?.n)]);
  const columns = columnsOf(site.currency);
  const base = `records-${site.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${now.toISOString().slice(0, 10)}`;
  if (format === 'csv') {
    const csv = toCsv([columns.map((c) => c.header), ...rows.map((row) => row.map((cell) => (typeof cell === 'object' ? cellText(cell) : cell)))]);
    return rowsExport(base, 'csv', csv, rows.length);
  }
  return rowsExport(base, 'xlsx', writeXlsx({ name: 'Records', columns, rows }, options), rows.length);
};
