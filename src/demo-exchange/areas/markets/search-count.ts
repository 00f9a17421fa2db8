import type { DatabaseSync } from 'node:sqlite';
import { count } from '../../kit/sql';

/**
 * What counts a whole-catalogue search's matches fast: the markets' names are few (Match Odds, Over/Under
 * 2.5… stand in every event) and their events' names are a tenth of the markets, so each gets a trigram
 * index of its own. Counting "Over/Under 2.5" in the markets' own index (search-index.ts) walks 20,000
 * matches at 200,000 markets (40–60 ms); here it is one distinct name's count and the markets of the events
 * that match (a few ms). The same tokenizer as the markets' index, so both find the same markets.
 *
 * - `market_names`: each distinct market name and how many markets bear it, kept by triggers on markets
 *   (a name's row goes when its last market does); `market_names_search` indexes those names. Names compare
 *   as markets' names do (NOCASE), so "Match odds" and "Match Odds" are one row, as they are one search.
 *   The triggers add a name with a plain INSERT (not OR IGNORE, which an outer INSERT OR REPLACE on
 *   markets would turn into a replace that resets the count).
 * - `events_search`: event names by the event's rowid, kept by triggers on events.
 *
 * A filtered list's search (by status, within an event…) finds its markets through them too
 * (`marketSearchClause`): materialising the markets' index's 20,000 matches for a filter was 110–320 ms.
 */
export const MARKET_SEARCH_COUNT_SQL = `
  CREATE TABLE market_names (id INTEGER PRIMARY KEY, name TEXT NOT NULL COLLATE NOCASE UNIQUE, n INTEGER NOT NULL);
  CREATE VIRTUAL TABLE market_names_search USING fts5(name, content = '', contentless_delete = 1, tokenize = 'trigram');
  CREATE VIRTUAL TABLE events_search USING fts5(name, content = '', contentless_delete = 1, tokenize = 'trigram');

  INSERT INTO market_names (name, n) SELECT name, COUNT(*) FROM markets GROUP BY name;
  INSERT INTO market_names_search (rowid, name) SELECT id, name FROM market_names;
  INSERT INTO events_search (rowid, name) SELECT rowid, name FROM events;

  CREATE TRIGGER market_names_insert AFTER INSERT ON market_names BEGIN
    INSERT INTO market_names_search (rowid, name) VALUES (NEW.id, NEW.name);
  END;
  CREATE TRIGGER market_names_delete AFTER DELETE ON market_names BEGIN
    DELETE FROM market_names_search WHERE rowid = OLD.id;
  END;
  CREATE TRIGGER market_names_market_insert AFTER INSERT ON markets BEGIN
    INSERT INTO market_names (name, n) SELECT NEW.name, 0 WHERE NOT EXISTS (SELECT 1 FROM market_names WHERE name = NEW.name);
    UPDATE market_names SET n = n + 1 WHERE name = NEW.name;
  END;
  CREATE TRIGGER market_names_market_delete AFTER DELETE ON markets BEGIN
    UPDATE market_names SET n = n - 1 WHERE name = OLD.name;
    DELETE FROM market_names WHERE name = OLD.name AND n = 0;
  END;
  CREATE TRIGGER market_names_market_rename AFTER UPDATE OF name ON markets WHEN NEW.name IS NOT OLD.name BEGIN
    UPDATE market_names SET n = n - 1 WHERE name = OLD.name;
    DELETE FROM market_names WHERE name = OLD.name AND n = 0;
    INSERT INTO market_names (name, n) SELECT NEW.name, 0 WHERE NOT EXISTS (SELECT 1 FROM market_names WHERE name = NEW.name);
    UPDATE market_names SET n = n + 1 WHERE name = NEW.name;
  END;

  CREATE TRIGGER events_search_insert AFTER INSERT ON events BEGIN
    INSERT INTO events_search (rowid, name) VALUES (NEW.rowid, NEW.name);
  END;
  CREATE TRIGGER events_search_rename AFTER UPDATE OF name ON events BEGIN
    DELETE FROM events_search WHERE rowid = OLD.rowid;
    INSERT INTO events_search (rowid, name) VALUES (NEW.rowid, NEW.name);
  END;
  CREATE TRIGGER events_search_delete AFTER DELETE ON events BEGIN
    DELETE FROM events_search WHERE rowid = OLD.rowid;
  END;
`;

/** The distinct market names a trigram phrase finds (one parameter: the phrase). */
export const MATCHING_NAMES = `SELECT name FROM market_names WHERE id IN (SELECT rowid FROM market_names_search WHERE market_names_search MATCH ?)`;
/** The events whose name a trigram phrase finds (one parameter: the phrase). */
export const MATCHING_EVENTS = `SELECT _id FROM events WHERE rowid IN (SELECT rowid FROM events_search WHERE events_search MATCH ?)`;

/**
 * How many markets a trigram phrase (search-index.ts `phrase`) finds in their name or their event's name:
 * the markets bearing a matching name, plus those of matching events whose own name does not match.
 */
export const countMarketsMatching = (db: DatabaseSync, phrase: string): number =>
  count(
    db,
    `SELECT (SELECT COALESCE(SUM(n), 0) FROM market_names WHERE id IN (SELECT rowid FROM market_names_search WHERE market_names_search MATCH ?))
          + (SELECT COUNT(*) FROM markets m WHERE m.eventId IN (${MATCHING_EVENTS}) AND m.name NOT IN (${MATCHING_NAMES})) AS n`,
    [phrase, phrase, phrase],
  );

/**
 * A filtered list's search (`m` the markets of the list): a market whose name or event's name holds the
 * phrase, or whose access code is the text. Two shapes of the same condition, for SQLite's planner:
 * - `testEach`: each market of the filter is tested; right when the filter holds few markets (a sport,
 *   competition or event) or when most markets match anyway;
 * - otherwise the set of matching markets is looked up by name, by event and by code, and the filter then
 *   narrows it: a status alone, tested market by market, would mean 180,000 tests for a rare phrase.
 */
export const marketSearchClause = (phrase: string, code: string, testEach: boolean): { sql: string; params: string[] } => ({
  sql: testEach
    ? `(m.name IN (${MATCHING_NAMES}) OR m.eventId IN (${MATCHING_EVENTS}) OR m.accessCode = ?)`
    : `m.rowid IN (SELECT rowid FROM markets WHERE name IN (${MATCHING_NAMES})
         UNION SELECT rowid FROM markets WHERE eventId IN (${MATCHING_EVENTS})
         UNION SELECT rowid FROM markets WHERE accessCode = ?)`,
  params: [phrase, phrase, code],
});

/** Looks up the markets of a matching name (the set form of `marketSearchClause`). */
export const MARKET_NAME_INDEX_SQL = `CREATE INDEX markets_name ON markets (name);`;
