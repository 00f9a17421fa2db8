import type { DatabaseSync } from 'node:sqlite';
import { containsPattern, type Where } from '../../kit/sql';
import { countMarketsMatching, marketSearchClause } from './search-count';

/**
 * A trigram full-text index over each market's name and its event's name (SQLite FTS5), so a search for
 * any part of a name is an index lookup instead of a scan of 200,000 markets. Contentless: it holds only
 * the trigrams, keyed by the market's rowid; triggers keep it in step with markets and event renames.
 * Keyed by rowid, as `events_search` is by the event's (search-count.ts): a VACUUM may renumber the rowids
 * of a table with a TEXT primary key, so the demo runs none; one added would have to rebuild these indexes.
 */
export const MARKET_SEARCH_INDEX_SQL = `
  CREATE VIRTUAL TABLE markets_search USING fts5(name, eventName, content = '', contentless_delete = 1, tokenize = 'trigram');
  INSERT INTO markets_search (rowid, name, eventName) SELECT m.rowid, m.name, e.name FROM markets m JOIN events e ON e._id = m.eventId;
  CREATE TRIGGER markets_search_insert AFTER INSERT ON markets BEGIN
    INSERT INTO markets_search (rowid, name, eventName) VALUES (NEW.rowid, NEW.name, (SELECT name FROM events WHERE _id = NEW.eventId));
  END;
  CREATE TRIGGER markets_search_update AFTER UPDATE OF name, eventId ON markets BEGIN
    DELETE FROM markets_search WHERE rowid = OLD.rowid;
    INSERT INTO markets_search (rowid, name, eventName) VALUES (NEW.rowid, NEW.name, (SELECT name FROM events WHERE _id = NEW.eventId));
  END;
  CREATE TRIGGER markets_search_delete AFTER DELETE ON markets BEGIN
    DELETE FROM markets_search WHERE rowid = OLD.rowid;
  END;
  CREATE TRIGGER markets_search_event_rename AFTER UPDATE OF name ON events BEGIN
    DELETE FROM markets_search WHERE rowid IN (SELECT rowid FROM markets WHERE eventId = NEW._id);
    INSERT INTO markets_search (rowid, name, eventName) SELECT rowid, name, NEW.name FROM markets WHERE eventId = NEW._id;
  END;
`;

/** Trigrams need three characters; a shorter search falls back to a scan (it matches most markets anyway). */
export const MIN_INDEXED = 3;

/** FTS5 phrase syntax: the text in double quotes, its own quotes doubled; trigram phrases match substrings. */
export const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

const MATCHING = `SELECT rowid FROM markets_search WHERE markets_search MATCH ?`;

/**
 * A search of the whole catalogue (no other filter), the case that has to be fast at 200,000 markets: the
 * names' own indexes count the matches (search-count.ts) and this index hands over one page of rowids in
 * creation order, stopping early.
 * An access code typed in full is found too (it comes first).
 */
export const searchWholeCatalogue = (db: DatabaseSync, search: string, start: number, length: number, view: (page: string) => string) => {
  const text = phrase(search);
  const code = db.prepare('SELECT rowid AS rid FROM markets WHERE accessCode = ?').get(search.toUpperCase());
  // A market found by its code and not by its names is one more match, shown first.
  const extra = code && !db.prepare(`${MATCHING} AND rowid = ?`).get(text, Number(code.rid)) ? [Number(code.rid)] : [];
  const matches = countMarketsMatching(db, text) + extra.length;
  const fromIndex = db
    .prepare(`${MATCHING} ORDER BY rowid LIMIT ? OFFSET ?`)
    .all(text, length, Math.max(0, start - extra.length))
    .map((row) => Number(row.rowid));
  const ids = [...(start === 0 ? extra : []), ...fromIndex].slice(0, length);
  const rows = ids.length === 0 ? [] : db.prepare(view(`(SELECT m.*, m.rowid AS rid FROM markets m WHERE m.rowid IN (${ids.map(() => '?').join(', ')}))`)).all(...ids);
  const order = new Map(ids.map((id, index) => [id, index]));
  return { rows: rows.sort((a, b) => (order.get(Number(a.rid)) ?? 0) - (order.get(Number(b.rid)) ?? 0)), recordsFiltered: matches };
};

/**
 * A trader searches by market name, by event name, or types an access code read off a printout. `testEach`:
 * test each market of the list's filters against the search (search-count.ts `marketSearchClause`).
 */
export const searchMarkets = (where: Where, search: string, testEach: boolean): void => {
  if (search.length >= MIN_INDEXED) {
    const clause = marketSearchClause(phrase(search), search.toUpperCase(), testEach);
    where.add(clause.sql, ...clause.params);
    return;
  }
  const pattern = containsPattern(search);
  where.add(`(m.name LIKE ? ESCAPE '\\' OR m.accessCode = ? OR m.eventId IN (SELECT _id FROM events WHERE name LIKE ? ESCAPE '\\'))`, pattern, search.toUpperCase(), pattern);
};
