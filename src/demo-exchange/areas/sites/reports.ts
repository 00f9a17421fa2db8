import type { DatabaseSync } from 'node:sqlite';
import { BET_HISTORY_ORDER, type Countable, type ReportQuery } from '@shared/contract/site-tools';
import { toMajor } from '@shared/money/amounts';
import { findAccountByUserName } from '../../money/accounts';
import { ApiError, fieldMessage } from '../../http/api-error';
import { orderSql, pageOf, searchIn, type Paging } from '../../kit/paging';
import { count, int, text, textOrNull, Where, type Row } from '../../kit/sql';

/** The exchange's own accounts (no white label) keep rupees. */
const EXCHANGE_CURRENCY = 'INR';

const COUNTS: Record<Countable, string> = {
  whiteLabels: 'SELECT COUNT(*) AS n FROM white_labels',
  siteUsers: 'SELECT COUNT(*) AS n FROM accounts WHERE whiteLabelId IS NOT NULL',
  domains: 'SELECT COUNT(*) AS n FROM domains',
  pendingDomains: "SELECT COUNT(*) AS n FROM domains WHERE status = 'pending'",
  exchanges: 'SELECT COUNT(*) AS n FROM site_exchanges',
  projects: 'SELECT COUNT(*) AS n FROM projects',
};

export const countOf = (db: DatabaseSync, of: Countable) => ({ of, count: count(db, COUNTS[of], []) });

/** YYYY/MM/DD in the caller's time zone (tz_offset minutes east of UTC) to the UTC instant it starts. */
const startOfDay = (date: string, tzOffset: number, plusDays = 0) => {
  const [y, m, d] = date.split('/').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays) - tzOffset * 60_000).toISOString();
};

/**
 * Spec §3's report query over the white labels: per site (or one, by remote_id) its users, the bets
 * placed in [start, end] (whole days in the caller's zone), their stake and the players' settled result.
 * game_id narrows to one market. Paged by max and offset.
 */
export const siteReport = (db: DatabaseSync, q: ReportQuery) => {
  const from = startOfDay(q.start, q.tz_offset);
  const to = startOfDay(q.end, q.tz_offset, 1);
  if (from >= to) throw new ApiError(400, 'The report ends before it starts.');
  const where = new Where().add('b.placedAt >= ?', from).add('b.placedAt < ?', to).add("b.status IN ('matched', 'settled')");
  if (q.game_id) where.add('b.marketId = ?', q.game_id);
  const sites = new Where();
  if (q.remote_id) sites.add('w._id = ?', q.remote_id);
  const bets = `SELECT a.whiteLabelId AS wl, COUNT(*) AS bets, SUM(b.stake) AS stake, SUM(COALESCE(b.result, 0)) AS result FROM bets b JOIN accounts a ON a._id = b.accountId ${where.sql()} GROUP BY a.whiteLabelId`;
  const total = count(db, `SELECT COUNT(*) AS n FROM white_labels w ${sites.sql()}`, sites.params);
  const rows = db
    .prepare(
      `SELECT w._id, w.name, w.currency, (SELECT COUNT(*) FROM accounts a WHERE a.whiteLabelId = w._id) AS users, COALESCE(x.bets, 0) AS bets, COALESCE(x.stake, 0) AS stake, COALESCE(x.result, 0) AS result
       FROM white_labels w LEFT JOIN (${bets}) x ON x.wl = w._id ${sites.sql()} ORDER BY w.name LIMIT ? OFFSET ?`,
    )
    .all(...where.params, ...sites.params, q.max, q.offset)
    .map((row) => ({ whiteLabelId: text(row._id), name: text(row.name), currency: text(row.currency), users: int(row.users), bets: int(row.bets), stake: toMajor(int(row.stake)), playerResult: toMajor(int(row.result)) }));
  return { rows, total, realm: q.realm, from, to };
};

const toBet = (row: Row) => ({
  _id: text(row._id),
  userName: text(row.userName),
  marketId: text(row.marketId),
  outcomeName: text(row.outcomeName),
  side: text(row.side),
  price: row.odds !== null ? Number(row.odds) : row.rate !== null ? Number(row.rate) : null,
  stake: toMajor(int(row.stake)),
  status: text(row.status),
  reason: textOrNull(row.reason),
  result: row.result === null ? null : toMajor(int(row.result)),
  placedAt: text(row.placedAt),
});

const BET_ORDER_SQL = { placedAt: 'b.placedAt', userName: 'a.userName', price: 'COALESCE(b.odds, b.rate)', stake: 'b.stake', result: 'b.result' } as const;

/** Bets, newest first unless asked otherwise: a white label's, or one user's. */
export const betHistory = (db: DatabaseSync, input: Paging & { whiteLabelId?: string | undefined; userName?: string | undefined }) => {
  const from = 'FROM bets b JOIN accounts a ON a._id = b.accountId';
  const where = new Where();
  if (input.whiteLabelId) where.add('a.whiteLabelId = ?', input.whiteLabelId);
  if (input.userName) where.add('a.userName = ?', input.userName);
  return pageOf(db, input, { from, where, search: searchIn('a.userName', 'b.outcomeName'), page: (sql) => `SELECT b.*, a.userName ${from} ${sql} ORDER BY ${orderSql(BET_HISTORY_ORDER, BET_ORDER_SQL, 'b.seq', input)} LIMIT ? OFFSET ?` }, toBet);
};

export const playerReport = (db: DatabaseSync, userName: string) => {
  const account = findAccountByUserName(db, userName);
  // On the field the name was typed in, as a form shows it.
  if (!account) throw new ApiError(422, fieldMessage('userName', 'No such user.'));
  const money = db.prepare('SELECT balance, exposure FROM account_balances WHERE accountId = ?').get(account._id);
  const bets = db
    .prepare(
      `SELECT SUM(status = 'matched') AS matched, SUM(status = 'settled') AS settled, SUM(status = 'refused') AS refused, SUM(status = 'voided') AS voided,
              SUM(CASE WHEN status IN ('matched', 'settled') THEN stake ELSE 0 END) AS stake, SUM(COALESCE(result, 0)) AS result, MAX(placedAt) AS lastBetAt
       FROM bets WHERE accountId = ?`,
    )
    .get(account._id);
  const site = account.whiteLabelId ? db.prepare('SELECT name, currency FROM white_labels WHERE _id = ?').get(account.whiteLabelId) : undefined;
  return {
    userName: account.userName,
    name: account.name,
    level: account.level,
    status: account.status,
    whiteLabelName: site ? text(site.name) : null,
    currency: site ? text(site.currency) : EXCHANGE_CURRENCY,
    balance: toMajor(int(money?.balance)),
    exposure: toMajor(int(money?.exposure)),
    bets: { matched: int(bets?.matched), settled: int(bets?.settled), refused: int(bets?.refused), voided: int(bets?.voided) },
    stake: toMajor(int(bets?.stake)),
    result: toMajor(int(bets?.result)),
    lastBetAt: textOrNull(bets?.lastBetAt),
  };
};

/** Which market an access code opens (the codes the access-code export prints). */
export const verifyAccessCode = (db: DatabaseSync, accessCode: string) => {
  const row = db.prepare('SELECT m._id, m.name, m.status, e.name AS eventName FROM markets m JOIN events e ON e._id = m.eventId WHERE m.accessCode = ?').get(accessCode);
  if (!row) return { valid: false, message: `No market has the access code ${accessCode}.`, market: null };
  return { valid: true, message: `${accessCode} opens ${text(row.name)} (${text(row.eventName)}).`, market: { _id: text(row._id), name: text(row.name), eventName: text(row.eventName), status: text(row.status) } };
};

/** The live feed connection main reports for this session, on connect and on every reconnect. */
export const updateConnection = (db: DatabaseSync, sessionId: string, connectionId: string, reconnect: boolean, now = new Date()) => {
  db.prepare('UPDATE sessions SET connectionId = ?, connectedAt = ?, reconnects = reconnects + ? WHERE sid = ?').run(connectionId, now.toISOString(), reconnect ? 1 : 0, sessionId);
  const row = db.prepare('SELECT connectionId, connectedAt, reconnects FROM sessions WHERE sid = ?').get(sessionId);
  return { connectionId: text(row?.connectionId), connectedAt: text(row?.connectedAt), reconnects: int(row?.reconnects) };
};
