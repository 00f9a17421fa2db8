import type { DatabaseSync } from 'node:sqlite';
import type { SelectionStatus } from '@shared/catalogue';
import type { LiveMarket } from '@shared/contract/live';
import { MARKET_VIEW, toMarket } from '../areas/markets/market-rows';
import { text } from '../kit/sql';
import { marketOffOfRow, offRefusal } from '../money/bet-rules';

/**
 * The live markets, read with the catalogue's own market view (names, ancestors' switches, effective delay,
 * "takes bets" by the catalogue's rule). Chosen once: the first `limit` open or suspended markets, in play
 * first, then popular, then oldest; re-read by id afterwards, so a trader's change shows within a refresh.
 */
export const chooseLiveMarketIds = (db: DatabaseSync, limit: number): string[] =>
  db
    .prepare(
      `SELECT _id FROM markets WHERE status IN ('open', 'suspended')
       ORDER BY inPlay DESC, popular DESC, COALESCE(popularSequence, 1e9), rowid LIMIT ?`,
    )
    .all(limit)
    .map((row) => text(row._id));

export const readLiveMarkets = (db: DatabaseSync, ids: readonly string[], now: number): LiveMarket[] => {
  if (ids.length === 0) return [];
  const json = JSON.stringify(ids);
  const rows = db.prepare(MARKET_VIEW('(SELECT * FROM markets WHERE _id IN (SELECT value FROM json_each(?)))', '')).all(json);
  const selections = new Map<string, LiveMarket['selections']>();
  for (const row of db
    .prepare('SELECT _id, marketId, name, status FROM selections WHERE marketId IN (SELECT value FROM json_each(?)) ORDER BY marketId, sequence')
    .all(json)) {
    const list = selections.get(text(row.marketId)) ?? [];
    list.push({ selectionId: text(row._id), name: text(row.name), status: text(row.status) as SelectionStatus });
    selections.set(text(row.marketId), list);
  }
  // Each market's off (its event's start, and whether the event is traded in play): the exchange's own off rule decides.
  const offs = new Map(
    db
      .prepare('SELECT m._id, e.openDate, e.inPlayCapable FROM markets m JOIN events e ON e._id = m.eventId WHERE m._id IN (SELECT value FROM json_each(?))')
      .all(json)
      .map((row) => [text(row._id), row] as const),
  );
  const at = new Date(now);
  const byId = new Map(
    rows.map((row) => {
      const market = toMarket(row);
      const live: LiveMarket = {
        marketId: market._id,
        sportId: market.sportId,
        competitionId: market.competitionId,
        eventId: market.eventId,
        family: market.family,
        sportName: market.sportName,
        competitionName: market.competitionName,
        eventName: market.eventName,
        name: market.name,
        status: market.status,
        inPlay: market.inPlay,
        takesBets: market.takesBets,
        delaySeconds: market.effectiveDelaySeconds,
        closedAtOff: offRefusal(marketOffOfRow({ ...offs.get(market._id), family: market.family }), at) !== undefined,
        selections: selections.get(market._id) ?? [],
        ts: now,
      };
      return [market._id, live] as const;
    }),
  );
  // In the order asked for (the monitors' default order); markets deleted since are simply gone.
  return ids.flatMap((id) => {
    const market = byId.get(id);
    return market ? [market] : [];
  });
};

/** Did anything a monitor shows change? (`ts` aside.) */
export const marketChanged = (a: LiveMarket, b: LiveMarket): boolean =>
  a.status !== b.status ||
  a.takesBets !== b.takesBets ||
  a.inPlay !== b.inPlay ||
  a.delaySeconds !== b.delaySeconds ||
  a.closedAtOff !== b.closedAtOff ||
  a.name !== b.name ||
  a.eventName !== b.eventName ||
  a.selections.length !== b.selections.length ||
  a.selections.some((s, i) => s.status !== b.selections[i]?.status || s.name !== b.selections[i]?.name);
