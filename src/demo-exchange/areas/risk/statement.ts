import type { DatabaseSync } from 'node:sqlite';
import type { AccountSummary, StatementLine } from '@shared/contract/risk';
import type { PostingKind } from '@shared/money/accounts';
import { ApiError } from '../../http/api-error';
import { findAccountByUserName, getAccount } from '../../money/accounts';
import { moneyOf } from '../../money/ledger';
import { int, text } from '../../kit/sql';

const KIND_WORDS: Partial<Record<PostingKind, string>> = {
  betSettlement: 'Settlement',
  shareSettlement: 'Share of settlement',
  settlementRollback: 'Settlement rolled back',
  casinoDebit: 'Casino bet',
  casinoCredit: 'Casino payout',
  casinoRollback: 'Casino bet refunded',
};

export const accountSummary = (db: DatabaseSync, userName: string): AccountSummary => {
  const account = findAccountByUserName(db, userName);
  if (!account) throw new ApiError(404, 'No betting account has that user name.');
  const money = moneyOf(db, account._id) ?? { balance: 0, exposure: 0, available: 0 };
  const parent = account.parentId ? (getAccount(db, account.parentId)?.userName ?? null) : null;
  return { accountId: account._id, userName: account.userName, name: account.name, level: account.level, status: account.status, parent, ...money };
};

export interface StatementRequest {
  readonly start: number;
  readonly length: number;
  readonly atSeq?: number | undefined;
  readonly beforeSeq?: number | undefined;
}

/** Where the page of `length` lines (newest first) that holds line `seq` of this account starts. */
const pageStartOf = (db: DatabaseSync, accountId: string, seq: number, length: number, beforeSeq: number): number => {
  if (!db.prepare('SELECT 1 FROM ledger_postings WHERE seq = ? AND accountId = ? AND seq < ?').get(seq, accountId, beforeSeq)) throw new ApiError(404, `Statement line ${seq} is not one of this account's.`);
  const newer = int(db.prepare('SELECT COUNT(*) AS n FROM ledger_postings WHERE accountId = ? AND seq > ? AND seq < ?').get(accountId, seq, beforeSeq)?.n);
  return Math.floor(newer / length) * length;
};

/**
 * An account's statement, newest first: each ledger posting with the balance after it (a running sum in
 * posting order), and what it was for; settlement lines name their market, version and result, casino lines
 * their round and table. With `atSeq`, the page that holds that line; with `beforeSeq`, only the lines older
 * than that one (counted in `recordsFiltered`), so that pages read one after another (an export) keep their
 * places while new lines are posted.
 *
 * Only the page's postings are read and described. The balance after its newest line is the account's
 * balance (the ledger's own, kept by its insert trigger: the sum of every posting) less the postings newer
 * than the page, an indexed sum over the `start` lines before it (none for the first page); each older line
 * takes its newer neighbour's amount off. A window sum over every posting, joined before the page was cut,
 * took 50 ms at 10,000 postings.
 */
export const accountStatement = (db: DatabaseSync, userName: string, { start: asked, length, atSeq, beforeSeq }: StatementRequest) => {
  const account = accountSummary(db, userName);
  const count = (below?: number) =>
    int((below === undefined ? db.prepare('SELECT COUNT(*) AS n FROM ledger_postings WHERE accountId = ?').get(account.accountId) : db.prepare('SELECT COUNT(*) AS n FROM ledger_postings WHERE accountId = ? AND seq < ?').get(account.accountId, below))?.n);
  const total = count();
  const shown = beforeSeq === undefined ? total : count(beforeSeq);
  const below = beforeSeq ?? Number.MAX_SAFE_INTEGER;
  const start = atSeq === undefined ? asked : pageStartOf(db, account.accountId, atSeq, length, below);
  const rows = db
    .prepare(
      `SELECT p.seq, p.createdAt, p.kind, p.amount, p.note, s.version, s.label, m.name AS marketName, e.name AS eventName,
              r.seq AS roundSeq, t.name AS tableName
       FROM (SELECT seq, createdAt, kind, amount, note, refType, refId FROM ledger_postings WHERE accountId = ? AND seq < ? ORDER BY seq DESC LIMIT ? OFFSET ?) p
       LEFT JOIN settlements s ON p.refType = 'settlement' AND s.settlementId = p.refId
       LEFT JOIN markets m ON m._id = s.marketId LEFT JOIN events e ON e._id = m.eventId
       LEFT JOIN casino_rounds r ON p.refType = 'casinoRound' AND r._id = p.refId LEFT JOIN casino_events t ON t._id = r.eventId
       ORDER BY p.seq DESC`,
    )
    .all(account.accountId, below, length, start);
  const newest = rows[0];
  const newer = newest ? int(db.prepare('SELECT COALESCE(SUM(amount), 0) AS s FROM ledger_postings WHERE accountId = ? AND seq > ?').get(account.accountId, int(newest.seq))?.s) : 0;
  let balance = account.balance - newer;
  const balances = rows.map((row) => {
    const after = balance;
    balance -= int(row.amount);
    return after;
  });
  const data: StatementLine[] = rows.map((row, i) => {
    const kind = text(row.kind) as PostingKind;
    const market = row.marketName ? `${text(row.marketName)}, ${text(row.eventName)}` : '';
    const words = KIND_WORDS[kind] ?? kind;
    const round = row.tableName ? `round ${int(row.roundSeq)} of ${text(row.tableName)}` : '';
    const description = market ? `${words} v${int(row.version)}: ${market} (${text(row.label)})` : round ? `${words}: ${round}` : text(row.note) || words;
    return { seq: int(row.seq), at: text(row.createdAt), kind, amount: int(row.amount), balance: balances[i] ?? 0, description };
  });
  return { account, data, recordsTotal: total, recordsFiltered: shown, start };
};
