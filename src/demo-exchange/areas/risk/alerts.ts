import type { DatabaseSync } from 'node:sqlite';
import { ALERT_SCOPES, ANY_TARGET, type AlertScope, type AlertState, type AlertThreshold, type RiskBreach } from '@shared/contract/risk';
import { ApiError } from '../../http/api-error';
import { int, text } from '../../kit/sql';

/** Most breaches answered per scope (largest exposure first); one more is asked for, to tell a cut list. */
export const MAX_BREACHES = 50;

const thresholdsOf = (db: DatabaseSync, userId: string): AlertThreshold[] =>
  db
    .prepare(
      `SELECT t.scope, t.target, t.amount, COALESCE(m.name || ' · ' || e.name, a.userName) AS name FROM risk_alert_thresholds t
       LEFT JOIN markets m ON t.scope = 'market' AND m._id = t.target LEFT JOIN events e ON e._id = m.eventId
       LEFT JOIN accounts a ON t.scope = 'user' AND a.userName = t.target
       WHERE t.userId = ? ORDER BY t.scope, t.target = '*' DESC, name`,
    )
    .all(userId)
    .map((row) => ({ scope: text(row.scope) as AlertScope, target: text(row.target), amount: int(row.amount), name: row.name === null ? (text(row.target) === ANY_TARGET ? 'Every one' : text(row.target)) : text(row.name) }));

/**
 * Markets whose punters' exposure (their reservations added up) and punters whose exposure is above the
 * threshold that applies: the market's or punter's own, else the default ('*'); none without either. At most
 * MAX_BREACHES of each, and the scopes whose list was cut there.
 */
const breachesOf = (db: DatabaseSync, userId: string): { breaches: RiskBreach[]; cut: AlertScope[] } => {
  const markets = db
    .prepare(
      `SELECT x.marketId AS target, m.name || ' · ' || e.name AS name, m.status, x.exposure, COALESCE(own.amount, def.amount) AS threshold
       FROM (SELECT marketId, SUM(exposure) AS exposure FROM market_exposure GROUP BY marketId) x
       JOIN markets m ON m._id = x.marketId JOIN events e ON e._id = m.eventId
       LEFT JOIN risk_alert_thresholds own ON own.userId = ?1 AND own.scope = 'market' AND own.target = x.marketId
       LEFT JOIN risk_alert_thresholds def ON def.userId = ?1 AND def.scope = 'market' AND def.target = '*'
       WHERE x.exposure > COALESCE(own.amount, def.amount) ORDER BY x.exposure DESC LIMIT ${MAX_BREACHES + 1}`,
    )
    .all(userId);
  const users = db
    .prepare(
      `SELECT a.userName AS target, a.userName || ' (' || a.name || ')' AS name, a.status, b.exposure, COALESCE(own.amount, def.amount) AS threshold
       FROM account_balances b JOIN accounts a ON a._id = b.accountId
       LEFT JOIN risk_alert_thresholds own ON own.userId = ?1 AND own.scope = 'user' AND own.target = a.userName
       LEFT JOIN risk_alert_thresholds def ON def.userId = ?1 AND def.scope = 'user' AND def.target = '*'
       WHERE a.level = 'punter' AND b.exposure > COALESCE(own.amount, def.amount) ORDER BY b.exposure DESC LIMIT ${MAX_BREACHES + 1}`,
    )
    .all(userId);
  const toBreach = (scope: AlertScope) => (row: Record<string, unknown>) => ({ scope, target: text(row.target), name: text(row.name), status: text(row.status), exposure: int(row.exposure), threshold: int(row.threshold) });
  const kept = (rows: Record<string, unknown>[], scope: AlertScope) => rows.slice(0, MAX_BREACHES).map(toBreach(scope));
  const listed = { market: markets, user: users } satisfies Record<AlertScope, unknown[]>;
  return { breaches: [...kept(markets, 'market'), ...kept(users, 'user')], cut: ALERT_SCOPES.filter((scope) => listed[scope].length > MAX_BREACHES) };
};

export const alertState = (db: DatabaseSync, userId: string): AlertState => {
  const { breaches, cut } = breachesOf(db, userId);
  return { thresholds: thresholdsOf(db, userId), breaches, breachesCut: cut };
};

/** Sets (or with null removes) one threshold of a staff user; the target must be a market id or a punter's user name, or '*'. */
export const saveThreshold = (db: DatabaseSync, userId: string, input: { scope: AlertScope; target: string; amount: number | null }): AlertState => {
  if (input.target !== ANY_TARGET) {
    const exists =
      input.scope === 'market'
        ? db.prepare('SELECT 1 FROM markets WHERE _id = ?').get(input.target)
        : db.prepare("SELECT 1 FROM accounts WHERE userName = ? AND level = 'punter'").get(input.target);
    if (!exists) throw new ApiError(404, input.scope === 'market' ? 'No market has that id.' : 'No punter has that user name.');
  }
  if (input.amount === null) db.prepare('DELETE FROM risk_alert_thresholds WHERE userId = ? AND scope = ? AND target = ?').run(userId, input.scope, input.target);
  else
    db.prepare(
      `INSERT INTO risk_alert_thresholds (userId, scope, target, amount, updatedAt) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (userId, scope, target) DO UPDATE SET amount = excluded.amount, updatedAt = excluded.updatedAt`,
    ).run(userId, input.scope, input.target, input.amount, new Date().toISOString());
  return alertState(db, userId);
};
