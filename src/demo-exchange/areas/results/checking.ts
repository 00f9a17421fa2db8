import type { DatabaseSync } from 'node:sqlite';
import type { CheckingMarket } from '@shared/contract/results';
import type { UserRow } from '../../db/users';
import { int, text } from '../../kit/sql';
import { entriesOfRound, marketResultOf } from '../../settlement/market-result';
import { SETTLEMENT_MESSAGES as M } from '../../settlement/messages';
import { familiesOf, marketResultView } from './views';

const queueWhere = (families: readonly string[]) => `r.status IN ('pending', 'checking') AND t.family IN (${families.map(() => '?').join(', ') || "''"})`;
const QUEUE_FROM = 'FROM market_results r JOIN markets m ON m._id = r.marketId JOIN events e ON e._id = m.eventId JOIN market_types t ON t._id = m.marketTypeId';

/** Events with results waiting for a second user (pending) or disputed (checking), with how many markets. */
export const checkingEvents = (db: DatabaseSync, user: UserRow) => {
  const families = familiesOf(user);
  return db
    .prepare(`SELECT e._id AS eventId, e.name AS eventName, COUNT(*) AS markets ${QUEUE_FROM} WHERE ${queueWhere(families)} GROUP BY e._id ORDER BY MIN(r.updatedAt)`)
    .all(...families)
    .map((row) => ({ eventId: text(row.eventId), eventName: text(row.eventName), markets: int(row.markets) }));
};

/**
 * The checking queue: each market's entries of its current round, who and when. A disputed result shows
 * every entry (both sides of the mismatch); a pending one shows its value only to its maker (blind check).
 */
export const checkingMarkets = (db: DatabaseSync, user: UserRow, eventId?: string): CheckingMarket[] => {
  const families = familiesOf(user);
  const ids = db
    .prepare(`SELECT r.marketId ${QUEUE_FROM} WHERE ${queueWhere(families)} ${eventId ? 'AND m.eventId = ?' : ''} ORDER BY r.updatedAt LIMIT 200`)
    .all(...families, ...(eventId ? [eventId] : []))
    .map((row) => text(row.marketId));
  return ids.flatMap((marketId) => {
    const view = marketResultView(db, marketId, user._id);
    const result = marketResultOf(db, marketId);
    if (!view || !result) return [];
    // Shown as the market's own result view shows it: every entry of a dispute, else one's own entry alone (the
    // virtual model's too is verified blind).
    const shown = (e: { userId: string }) => result.status === 'checking' || e.userId === user._id;
    const entries = entriesOfRound(db, marketId, result.round).map((e) => ({
      userName: e.userName,
      label: shown(e) ? e.label : M.hiddenUntilVerified,
      voidFactor: shown(e) ? e.voidFactor : 0,
      at: e.enteredAt,
    }));
    return [{ ...view, entries }];
  });
};
