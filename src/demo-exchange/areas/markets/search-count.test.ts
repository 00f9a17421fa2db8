import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { count, isUniqueViolation } from '../../kit/sql';
import { countMarketsMatching, MARKET_NAME_INDEX_SQL, MARKET_SEARCH_COUNT_SQL, marketSearchClause } from './search-count';
import { MARKET_SEARCH_INDEX_SQL, phrase } from './search-index';

/** Only what the indexes' triggers read of the catalogue's tables. */
const newDatabase = () => {
  const db = new DatabaseSync(':memory:');
  // Names compare as the catalogue's do (NOCASE), unique within an event.
  db.exec(`CREATE TABLE events (_id TEXT PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE);
           CREATE TABLE markets (_id TEXT PRIMARY KEY, eventId TEXT NOT NULL REFERENCES events (_id), name TEXT NOT NULL COLLATE NOCASE,
             accessCode TEXT NOT NULL UNIQUE, UNIQUE (eventId, name));
           CREATE INDEX markets_event ON markets (eventId);`);
  return db;
};

/** What the markets' own index counts and finds: the reference. */
const indexCount = (db: DatabaseSync, text: string) => count(db, 'SELECT COUNT(*) AS n FROM markets_search WHERE markets_search MATCH ?', [phrase(text)]);
const indexFinds = (db: DatabaseSync, text: string) => db.prepare('SELECT rowid FROM markets_search WHERE markets_search MATCH ? ORDER BY rowid').all(phrase(text)).map((row) => Number(row.rowid));
const codeOfOne = (db: DatabaseSync): string[] => db.prepare('SELECT accessCode FROM markets ORDER BY rowid DESC LIMIT 1').all().map((row) => String(row.accessCode));
const SEARCH_INDEXES = MARKET_SEARCH_INDEX_SQL + MARKET_SEARCH_COUNT_SQL + MARKET_NAME_INDEX_SQL;
/** What a filtered list's search clause finds, in either shape, with an access code. */
const clauseFinds = (db: DatabaseSync, text: string, code: string, testEach: boolean) => {
  const clause = marketSearchClause(phrase(text), code, testEach);
  return db.prepare(`SELECT m.rowid FROM markets m WHERE ${clause.sql} ORDER BY m.rowid`).all(...clause.params).map((row) => Number(row.rowid));
};

const MARKET_NAMES = ['Match Odds', 'Over/Under 1.5', 'Over/Under 2.5', 'Bookmaker', 'To Win the Toss', 'Tied Match', 'Match odds', 'MATCH ODDS', 'Bookmaker Élite', 'bookmaker élite'];
const EVENT_NAMES = ['Arsenal v Chelsea', 'India v Australia', 'Snooker A12 v Snooker B34', 'Over the Line Cup', 'Match of the Day'];
const SEARCHES = ['match', 'Over/Under', 'under 2', 'odds', 'v Ch', 'snooker', 'line', 'tch', 'India v', 'Toss', 'zzz', 'the', 'MATCH O', 'élite', 'ÉLITE'];

type Step =
  | { kind: 'addEvent'; name: number }
  | { kind: 'addMarket'; event: number; name: number }
  | { kind: 'renameMarket'; market: number; name: number }
  | { kind: 'renameEvent'; event: number; name: number }
  | { kind: 'moveMarket'; market: number; event: number }
  | { kind: 'deleteMarket'; market: number }
  | { kind: 'deleteEvent'; event: number };

const index = fc.nat({ max: 40 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('addEvent' as const), name: index }),
  fc.record({ kind: fc.constant('addMarket' as const), event: index, name: index }),
  fc.record({ kind: fc.constant('addMarket' as const), event: index, name: index }),
  fc.record({ kind: fc.constant('renameMarket' as const), market: index, name: index }),
  fc.record({ kind: fc.constant('renameEvent' as const), event: index, name: index }),
  fc.record({ kind: fc.constant('moveMarket' as const), market: index, event: index }),
  fc.record({ kind: fc.constant('deleteMarket' as const), market: index }),
  fc.record({ kind: fc.constant('deleteEvent' as const), event: index }),
);

const pick = <T,>(list: readonly T[], i: number): T | undefined => (list.length === 0 ? undefined : list[i % list.length]);
const ids = (db: DatabaseSync, table: string) => db.prepare(`SELECT _id FROM ${table} ORDER BY rowid`).all().map((row) => String(row._id));

/** Applies one step; steps that name nothing there yet do nothing, and the catalogue refuses a name twice in an event. */
const apply = (db: DatabaseSync, s: Step, serial: number) => {
  try {
    applyStep(db, s, serial);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
};

const applyStep = (db: DatabaseSync, s: Step, serial: number) => {
  const events = ids(db, 'events');
  const markets = ids(db, 'markets');
  const eventName = (i: number) => `${EVENT_NAMES[i % EVENT_NAMES.length]}${i >= EVENT_NAMES.length ? ` ${i % 3}` : ''}`;
  const marketName = (i: number) => MARKET_NAMES[i % MARKET_NAMES.length] ?? '';
  if (s.kind === 'addEvent') db.prepare('INSERT INTO events (_id, name) VALUES (?, ?)').run(`e${serial}`, eventName(s.name));
  const event = 'event' in s ? pick(events, s.event) : undefined;
  const market = 'market' in s ? pick(markets, s.market) : undefined;
  if (s.kind === 'addMarket' && event) db.prepare('INSERT INTO markets (_id, eventId, name, accessCode) VALUES (?, ?, ?, ?)').run(`m${serial}`, event, marketName(s.name), `X${serial}`);
  if (s.kind === 'renameMarket' && market) db.prepare('UPDATE markets SET name = ? WHERE _id = ?').run(marketName(s.name), market);
  if (s.kind === 'renameEvent' && event) db.prepare('UPDATE events SET name = ? WHERE _id = ?').run(eventName(s.name), event);
  if (s.kind === 'moveMarket' && market && event) db.prepare('UPDATE markets SET eventId = ? WHERE _id = ?').run(event, market);
  if (s.kind === 'deleteMarket' && market) db.prepare('DELETE FROM markets WHERE _id = ?').run(market);
  if (s.kind === 'deleteEvent' && event) {
    db.prepare('DELETE FROM markets WHERE eventId = ?').run(event);
    db.prepare('DELETE FROM events WHERE _id = ?').run(event);
  }
};

describe('the market search by distinct market names and event names', () => {
  it('counts and finds what the markets’ own index finds (a filtered list’s search in both shapes), through adds, renames, moves and deletes (property-based)', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), fc.boolean(), (steps, indexFirst) => {
        const db = newDatabase();
        // Built over an empty catalogue (kept by triggers) or over one already there (the migration's fill).
        if (indexFirst) db.exec(SEARCH_INDEXES);
        steps.forEach((s, serial) => apply(db, s, serial));
        if (!indexFirst) db.exec(SEARCH_INDEXES);
        for (const search of SEARCHES) {
          expect(countMarketsMatching(db, phrase(search)), search).toBe(indexCount(db, search));
          // With a code no market has, and with the code of a market the phrase may not find (it is found too).
          for (const code of ['NO-SUCH-CODE', ...codeOfOne(db)]) {
            const byCode = db.prepare('SELECT rowid FROM markets WHERE accessCode = ?').all(code).map((row) => Number(row.rowid));
            const expected = [...new Set([...indexFinds(db, search), ...byCode])].sort((a, b) => a - b);
            expect(clauseFinds(db, search, code, true), search).toEqual(expected);
            expect(clauseFinds(db, search, code, false), search).toEqual(expected);
          }
        }
        // No distinct name is kept without a market bearing it, and each one's count is right (a name in any case).
        expect(db.prepare('SELECT lower(name) AS name, n FROM market_names ORDER BY 1').all()).toEqual(db.prepare('SELECT lower(name) AS name, COUNT(*) AS n FROM markets GROUP BY name ORDER BY 1').all());
        db.close();
      }),
      { numRuns: 150 },
    );
  });

  it('keeps one row per name whatever its case, through a rename of the case alone and the fill of mixed spellings', () => {
    for (const indexFirst of [true, false]) {
      const db = newDatabase();
      if (indexFirst) db.exec(SEARCH_INDEXES);
      db.prepare("INSERT INTO events (_id, name) VALUES ('e1', 'Arsenal v Chelsea'), ('e2', 'India v Australia')").run();
      db.prepare("INSERT INTO markets (_id, eventId, name, accessCode) VALUES ('m1', 'e1', 'Match odds', 'X1'), ('m2', 'e2', 'MATCH ODDS', 'X2')").run();
      if (!indexFirst) db.exec(SEARCH_INDEXES);
      db.prepare("UPDATE markets SET name = 'Match Odds' WHERE _id = 'm1'").run();
      expect(countMarketsMatching(db, phrase('match odds'))).toBe(2);
      db.prepare("DELETE FROM markets WHERE _id = 'm2'").run();
      expect(countMarketsMatching(db, phrase('match odds'))).toBe(1);
      db.prepare("DELETE FROM markets WHERE _id = 'm1'").run();
      expect(db.prepare('SELECT COUNT(*) AS n FROM market_names').get()?.n).toBe(0);
      expect(countMarketsMatching(db, phrase('match odds'))).toBe(0);
      db.close();
    }
  });
});
