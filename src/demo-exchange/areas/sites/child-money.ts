import type { DatabaseSync } from 'node:sqlite';
import type { ChildBalance } from '@shared/contract/white-labels';
import { toMajor } from '@shared/money/amounts';
import { toCsv } from '../../files/csv';
import { ApiError } from '../../http/api-error';
import { int, text } from '../../kit/sql';
import { postBatch, type Posting } from '../../money/ledger';
import { SITE_MESSAGES as M } from './messages';
import { latestFile, storeFile } from './site-files';
import { getWhiteLabel } from './white-labels';

/** One user of a white label with its money (minor units) and the account its balance moves up to. */
export interface ChildAccount {
  readonly _id: string;
  readonly userName: string;
  readonly name: string;
  readonly level: string;
  readonly status: string;
  readonly balance: number;
  readonly exposure: number;
  readonly targetId: string;
  readonly targetUserName: string;
}

const houseOf = (db: DatabaseSync) => {
  const row = db.prepare("SELECT _id, userName FROM accounts WHERE level = 'admin' AND parentId IS NULL ORDER BY createdAt LIMIT 1").get();
  if (!row) throw new ApiError(409, 'The exchange has no house account to move balances to.');
  return { _id: text(row._id), userName: text(row.userName) };
};

/**
 * Every account of the site, each with where its balance goes: "up" is the nearest account above it
 * that is not the site's (the site's parent in the tree), or the house at the top.
 */
export const childAccounts = (db: DatabaseSync, whiteLabelId: string): ChildAccount[] => {
  const rows = db
    .prepare(
      `SELECT a._id, a.userName, a.name, a.level, a.status, a.parentId, p.userName AS parentUserName, p.whiteLabelId AS parentLabel, b.balance, b.exposure
       FROM accounts a JOIN account_balances b ON b.accountId = a._id LEFT JOIN accounts p ON p._id = a.parentId
       WHERE a.whiteLabelId = ? ORDER BY a.userName`,
    )
    .all(whiteLabelId);
  const byId = new Map(rows.map((row) => [text(row._id), row]));
  let house: { _id: string; userName: string } | undefined;
  const targetOf = (row: (typeof rows)[number]): { _id: string; userName: string } => {
    let current = row;
    for (let hops = 0; hops <= rows.length; hops += 1) {
      const parentId = current.parentId === null ? null : text(current.parentId);
      if (parentId === null) return (house ??= houseOf(db));
      const inside = byId.get(parentId);
      if (!inside || text(current.parentLabel) !== whiteLabelId) return { _id: parentId, userName: text(current.parentUserName) };
      current = inside;
    }
    return (house ??= houseOf(db));
  };
  return rows.map((row) => {
    const target = targetOf(row);
    return { _id: text(row._id), userName: text(row.userName), name: text(row.name), level: text(row.level), status: text(row.status), balance: int(row.balance), exposure: int(row.exposure), targetId: target._id, targetUserName: target.userName };
  });
};

/** CAN_BET_SQL on an account read: only an active punter bets (an agent never does). */
const canBet = (a: ChildAccount) => a.level === 'punter' && a.status === 'active';

const sum = (accounts: readonly ChildAccount[], pick: (a: ChildAccount) => number) => accounts.reduce((total, a) => total + pick(a), 0);

/** Where these accounts' balances go up to; the house when there are none (what the transfer dialog names). */
const transferTargets = (db: DatabaseSync, accounts: readonly ChildAccount[]) => [...new Set(accounts.map((a) => a.targetUserName))].join(', ') || houseOf(db).userName;

export const childBalance = (db: DatabaseSync, id: string): ChildBalance => {
  const site = getWhiteLabel(db, id);
  const accounts = childAccounts(db, id);
  const credit = accounts.filter((a) => a.balance > 0);
  const debit = accounts.filter((a) => a.balance < 0);
  const backup = latestFile(db, id, 'backup');
  return {
    whiteLabelId: id,
    name: site.name,
    status: site.status,
    users: site.users,
    money: site.money,
    inCredit: { users: credit.length, amount: toMajor(sum(credit, (a) => a.balance)) },
    inDebit: { users: debit.length, amount: toMajor(sum(debit, (a) => a.balance)) },
    withExposure: accounts.filter((a) => a.exposure > 0).length,
    transferTo: transferTargets(db, accounts),
    lastBackup: backup ? { fileId: backup.fileId, fileName: backup.fileName, createdAt: backup.createdAt } : null,
  };
};

const money = (minor: number) => toMajor(minor).toFixed(2);

/** Every user's balance and exposure as a CSV kept by the exchange: written before any money moves. */
export const writeBackup = (db: DatabaseSync, id: string, by: string | null, now = new Date()) => {
  const site = getWhiteLabel(db, id);
  const accounts = childAccounts(db, id);
  const total = sum(accounts, (a) => a.balance);
  const csv = toCsv([
    ['White label', site.name],
    ['Written at (UTC)', now.toISOString()],
    ['Users', accounts.length],
    // One site's users, so one currency: the money headers name it.
    [`Total balance (${site.currency})`, money(total)],
    [],
    ['User name', 'Name', 'Level', 'Status', `Balance (${site.currency})`, `Exposure (${site.currency})`, 'Moves to'],
    ...accounts.map((a) => [a.userName, a.name, a.level, a.status, money(a.balance), money(a.exposure), a.targetUserName]),
  ]);
  // A name in any script names its file ("टेस्ट साइट" too, not an empty slug): the download sends it as UTF-8.
  const slug = site.name.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return storeFile(db, { whiteLabelId: id, kind: 'backup', fileName: `backup-${slug}-${now.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.csv`, contentType: 'text/csv', content: Buffer.from(csv), rows: accounts.length, totalMinor: total, by }, now);
};

/**
 * Closes a site's books: the backup is written first, then one balanced ledger batch moves every
 * non-zero balance to the account above the site. Refused while a user may still bet or has open bets.
 * The batch's key is the site's: its money can move up once, whatever is retried.
 */
export const transferBalances = (db: DatabaseSync, id: string, by: string | null, now = new Date()) => {
  const site = getWhiteLabel(db, id);
  if (site.status === 'closed') throw new ApiError(409, M.closed);
  const accounts = childAccounts(db, id);
  const mayBet = accounts.filter(canBet).length;
  if (mayBet > 0) throw new ApiError(409, M.notLocked(mayBet));
  const exposed = accounts.filter((a) => a.exposure > 0).length;
  if (exposed > 0) throw new ApiError(409, M.openExposure(exposed));
  const backup = writeBackup(db, id, by, now);
  const moving = accounts.filter((a) => a.balance !== 0);
  const postings: Posting[] = moving.flatMap((a) => [
    { accountId: a._id, amount: -a.balance, kind: 'transfer', note: `White label ${site.name} closed: balance moved up` },
    { accountId: a.targetId, amount: a.balance, kind: 'transfer', note: `From ${a.userName} (white label ${site.name})` },
  ]);
  const batch = postBatch(db, { idempotencyKey: `white-label-close:${id}`, kind: 'transfer', refType: 'whiteLabel', refId: id, by, postings }, now);
  db.prepare("UPDATE white_labels SET status = 'closed', updatedAt = ? WHERE _id = ?").run(now.toISOString(), id);
  const amount = toMajor(sum(moving, (a) => a.balance));
  return {
    backup,
    transfer: { batchId: batch.batchId, replayed: batch.replayed, users: moving.length, amount, transferTo: transferTargets(db, moving) },
  };
};
