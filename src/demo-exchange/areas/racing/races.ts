import type { DatabaseSync } from 'node:sqlite';
import type { MarketStatus } from '@shared/catalogue';
import type { RacingRaceRow } from '@shared/contract/racing';
import { pageOf, searchIn, type Paging } from '../../kit/paging';
import { text, Where, type Row } from '../../kit/sql';

const RACING_MARKETS = `FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.family = 'racing'`;

type RaceMarket = RacingRaceRow['markets'][number];

/** The racing markets of these races, each race's in its order of markets (Win before Place as created). */
const marketsOf = (db: DatabaseSync, eventIds: readonly string[]): Map<string, RaceMarket[]> => {
  const byRace = new Map<string, RaceMarket[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return byRace;
  const rows = db
    .prepare(`SELECT m._id, m.name, m.status, m.eventId ${RACING_MARKETS} AND m.eventId IN (${eventIds.map(() => '?').join(', ')}) ORDER BY m.sequence, m.rowid`)
    .all(...eventIds);
  for (const r of rows) byRace.get(text(r.eventId))?.push({ marketId: text(r._id), name: text(r.name), status: text(r.status) as MarketStatus });
  return byRace;
};

const toRace = (r: Row) => ({ eventId: text(r._id), eventName: text(r.name), course: text(r.course), openDate: text(r.openDate) });

/**
 * The races (events with at least one racing market) by off time, the earliest first, each with every one
 * of its racing markets. Paged by races: however many markets there are, a page never splits a race.
 */
export const listRaces = (db: DatabaseSync, paging: Paging) => {
  const from = `FROM events e JOIN competitions c ON c._id = e.competitionId`;
  const where = new Where().add(`EXISTS (SELECT 1 ${RACING_MARKETS} AND m.eventId = e._id)`);
  const page = (w: string) => `SELECT e._id, e.name, e.openDate, c.name AS course ${from} ${w} ORDER BY e.openDate, e.name, e._id LIMIT ? OFFSET ?`;
  const races = pageOf(db, paging, { from, where, search: searchIn('e.name', 'c.name'), page }, toRace);
  const markets = marketsOf(db, races.data.map((r) => r.eventId));
  return { ...races, data: races.data.map((race) => ({ ...race, markets: markets.get(race.eventId) ?? [] })) };
};
