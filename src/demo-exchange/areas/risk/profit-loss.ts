import type { DatabaseSync } from 'node:sqlite';
import { DESK_PROFIT_LOSS_MARKETS, type ProfitLossLine } from '@shared/contract/risk';
import { ApiError } from '../../http/api-error';
import { int, text, textOrNull } from '../../kit/sql';
import { findAccountByUserName } from '../../money/accounts';
import { NO_ACCOUNT } from './users';

/** The settlement's calendar day in a zone `offset` minutes ahead of UTC (a validated integer, so inlined). */
const localDay = (offset: number) => `substr(datetime(st.settledAt, '${Math.trunc(offset)} minutes'), 1, 10)`;

const GROUPS = {
  sport: () => ({ key: 's._id', name: 's.name' }),
  event: () => ({ key: 'e._id', name: 'e.name' }),
  market: () => ({ key: 'm._id', name: "m.name || ' · ' || e.name" }),
  day: (offset: number) => ({ key: localDay(offset), name: localDay(offset) }),
} as const;

/** Where a calendar day of a zone `offset` minutes ahead of UTC starts, as a UTC instant. */
const dayStart = (date: string, offset: number): string => new Date(Date.parse(`${date}T00:00:00.000Z`) - offset * 60_000).toISOString();

/**
 * An account's P/L from settlements (live ones, and rollbacks, which cancel theirs), grouped by sport,
 * event, market or day, over settlement dates (calendar days of the caller's zone, `tz_offset` minutes
 * ahead of UTC): for an agent, its share of its downline's results; for a punter, its own results. Each
 * line also sums every party's postings on its markets (punters, agents, house): 0 when the books reconcile.
 */
export const agentProfitLoss = (
  db: DatabaseSync,
  query: { userName: string; by: keyof typeof GROUPS; from?: string | undefined; to?: string | undefined; tz_offset?: number | undefined },
): ProfitLossLine[] => {
  const { from, to } = query;
  const offset = query.tz_offset ?? 0;
  const account = findAccountByUserName(db, query.userName);
  if (!account) throw new ApiError(404, NO_ACCOUNT);
  const group = GROUPS[query.by](offset);
  const range = `${from ? 'AND st.settledAt >= ?' : ''} ${to ? 'AND st.settledAt < ?' : ''}`;
  const dates = [...(from ? [dayStart(from, offset)] : []), ...(to ? [dayStart(nextDay(to), offset)] : [])];
  return db
    .prepare(
      `SELECT ${group.key} AS key, ${group.name} AS name, COUNT(DISTINCT m._id) AS markets,
         SUM(CASE WHEN p.accountId = ? THEN p.amount ELSE 0 END) AS profitLoss, SUM(p.amount) AS reconciliation
       FROM ledger_postings p JOIN settlements st ON p.refType = 'settlement' AND st.settlementId = p.refId
       JOIN markets m ON m._id = st.marketId JOIN events e ON e._id = m.eventId JOIN sports s ON s._id = m.sportId
       WHERE st.marketId IN (SELECT st2.marketId FROM ledger_postings p2 JOIN settlements st2 ON p2.refType = 'settlement' AND st2.settlementId = p2.refId WHERE p2.accountId = ?) ${range}
       GROUP BY ${group.key} ORDER BY name`,
    )
    .all(account._id, account._id, ...dates)
    .map((row) => ({ key: text(row.key), name: text(row.name), markets: int(row.markets), profitLoss: int(row.profitLoss), reconciliation: int(row.reconciliation) }));
};

const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Per settled market of a desk's family (the latest ones), with its manager: the house side's P/L (punters' losses
 * less their winnings, shared by the house and the agents) and the house account's own share (its postings of the
 * settlement). The console groups these rows by manager for its by-trader table.
 */
export const traderProfitLoss = (db: DatabaseSync, family: string) =>
  db
    .prepare(
      `SELECT m._id, m.name, e.name AS eventName, u.userName AS manager, st.betCount, st.punterLost - st.punterWon AS house, st.settledAt,
         (SELECT COALESCE(SUM(p.amount), 0) FROM ledger_postings p JOIN accounts a ON a._id = p.accountId
          WHERE p.refType = 'settlement' AND p.refId = st.settlementId AND a.level = 'admin') AS houseShare
       FROM settlements st JOIN markets m ON m._id = st.marketId JOIN events e ON e._id = m.eventId JOIN market_types t ON t._id = m.marketTypeId
       LEFT JOIN market_managers mm ON mm.marketId = m._id LEFT JOIN users u ON u._id = mm.userId
       WHERE st.status = 'live' AND t.family = ? ORDER BY st.settledAt DESC LIMIT ?`,
    )
    .all(family, DESK_PROFIT_LOSS_MARKETS)
    .map((row) => ({
      marketId: text(row._id),
      marketName: text(row.name),
      eventName: text(row.eventName),
      manager: textOrNull(row.manager),
      bets: int(row.betCount),
      houseProfitLoss: int(row.house),
      houseShareProfitLoss: int(row.houseShare),
      settledAt: text(row.settledAt),
    }));
