import type { DatabaseSync } from 'node:sqlite';
import { count, Where, type Row } from '../../kit/sql';
import { marketCount } from './market-count';
import { countEveryWord, everyWordClause, marketWordClause, marketWords, MIN_INDEXED, phrase, shortWordReach, textMatches, type Clause, type MarketWords } from './market-words';
import { countMarketsMatching } from './search-count';
import { orInSport, someWordInSportName, sportReach } from './sport-words';

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

export { MIN_INDEXED, phrase } from './market-words';

/**
 * Whether the markets' own index finds what a search of the whole Markets list finds (`searchWholeCatalogue`):
 * the search has a word it can look up (three characters or more) and no word in a sport's name, which the
 * index does not hold (sport-words.ts).
 */
export const indexFindsWholeListSearch = (db: DatabaseSync, search: string): boolean => {
  const words = marketWords(search);
  return words.indexed.length > 0 && !someWordInSportName(db, words.all);
};

const rids = (rows: readonly Row[]) => rows.map((row) => Number(row.rid));

/**
 * Markets found by a word that is their access code (read off a printout) and holding every other word, which
 * their names alone do not find: they come first.
 */
const foundByCode = (db: DatabaseSync, words: MarketWords): number[] => {
  const every = everyWordClause(words);
  const codes = words.indexed.map((word) => word.toUpperCase());
  const found = rids(db.prepare(`SELECT m.rowid AS rid FROM markets m WHERE m.accessCode IN (${codes.map(() => '?').join(', ')}) AND ${every.sql} ORDER BY m.rowid`).all(...codes, ...every.params));
  if (found.length === 0) return [];
  const text = textMatches(words);
  const byText = db.prepare(`${text.sql} AND s.rowid = ?`);
  return found.filter((rid) => !byText.get(...text.params, rid));
};

/**
 * One page of the markets a search finds in the whole catalogue (at least one indexed word), as rowids: those
 * found by their code first, then those whose names hold every word, in creation order, from the markets'
 * index (it stops at the page). `byCode`: the first part, for the count.
 */
const pageOfMatches = (db: DatabaseSync, words: MarketWords, start: number, length: number) => {
  const byCode = foundByCode(db, words);
  const text = textMatches(words);
  const fromIndex = rids(db.prepare(`${text.sql} ORDER BY s.rowid LIMIT ? OFFSET ?`).all(...text.params, length, Math.max(0, start - byCode.length)));
  return { byCode, page: [...(start === 0 ? byCode : []), ...fromIndex].slice(0, length) };
};

/**
 * The first markets the search finds (the one search's markets), in a whole-catalogue search's order. Words
 * all too short for trigrams ("FC 1", "14 30") are found as a list finds them (`everyWordFound`), in creation
 * order: the rarest looked up as a set when it is rare, else the markets read in creation order, each tested,
 * until `take` are found (words that common find them within the first rows). At 200,000 markets: 5–35 ms.
 */
export const firstMarketsFound = (db: DatabaseSync, search: string, take: number): number[] => {
  const words = marketWords(search);
  if (words.indexed.length > 0) return pageOfMatches(db, words, 0, take).page;
  if (words.all.length === 0) return [];
  const where = whereEveryWord(new Where(), everyWordFound(db, words, { withinParent: false, inSport: false }));
  return rids(db.prepare(`SELECT m.rowid AS rid FROM markets m ${where.sql()} ORDER BY m.rowid LIMIT ?`).all(...where.params, take));
};

/**
 * A search of the whole catalogue (no other filter, at least one indexed word, none in a sport's name:
 * `indexFindsWholeListSearch`), the case that has to be fast at 200,000 markets: one page of rowids from the
 * index, stopping early, and the count from the names' own indexes: one word as search-count.ts counts it,
 * several as market-words.ts does.
 */
export const searchWholeCatalogue = (db: DatabaseSync, search: string, start: number, length: number, view: (page: string) => string) => {
  const words = marketWords(search);
  const { byCode, page } = pageOfMatches(db, words, start, length);
  const [only] = words.all;
  const matches = words.all.length === 1 && only !== undefined ? countMarketsMatching(db, phrase(only)) + byCode.length : countEveryWord(db, words);
  const rows = page.length === 0 ? [] : db.prepare(view(`(SELECT m.*, m.rowid AS rid FROM markets m WHERE m.rowid IN (${page.map(() => '?').join(', ')}))`)).all(...page);
  const order = new Map(page.map((id, index) => [id, index]));
  return { rows: rows.sort((a, b) => (order.get(Number(a.rid)) ?? 0) - (order.get(Number(b.rid)) ?? 0)), recordsFiltered: matches };
};

/** How many markets an event has on average: what a short word's events are worth in markets (`shortWordReach`). */
const marketsPerEvent = (db: DatabaseSync): number => marketCount(db) / Math.max(1, count(db, 'SELECT COUNT(*) AS n FROM events', []));

interface WordScope {
  /** Within a sport, competition or event: few markets. */
  readonly withinParent: boolean;
  /** A word may be in the market's sport's name too (the Markets list; sport-words.ts). */
  readonly inSport: boolean;
}

/**
 * Every word of a search as clauses on the markets `m`. Within a parent (few markets) each market is tested
 * against each word. Otherwise the word that finds fewest markets is looked up as a set, unless it is in a
 * quarter of all markets or more (making that many matches first costs more than testing), and every other
 * word is tested on what it finds. A word of three characters or more is counted in the names' and events'
 * trigram indexes, a shorter one off the names and events themselves (`shortWordReach`), the markets of the
 * sports holding it off their events (`sportReach`): "FC 1" looks up the few markets of events holding "FC"
 * instead of testing every market.
 */
const everyWordFound = (db: DatabaseSync, words: MarketWords, { withinParent, inSport }: WordScope): Clause[] => {
  const perEvent = withinParent || (words.short.length === 0 && !inSport) ? 0 : marketsPerEvent(db);
  const reachInNames = (word: string) => (word.length >= MIN_INDEXED ? countMarketsMatching(db, phrase(word)) : shortWordReach(db, word, perEvent));
  const reach = (word: string) => reachInNames(word) + (inSport ? sportReach(db, word, perEvent) : 0);
  const found = withinParent ? [] : words.all.map((word) => ({ word, n: reach(word) }));
  const rarest = found.reduce<(typeof found)[number] | undefined>((least, next) => (least && least.n <= next.n ? least : next), undefined);
  const lookedUp = rarest && rarest.n * 4 < marketCount(db) ? rarest.word : undefined;
  return words.all.map((word) => {
    const clause = marketWordClause(word, word !== lookedUp);
    return inSport ? orInSport(clause, word, word !== lookedUp) : clause;
  });
};

const whereEveryWord = (where: Where, clauses: readonly Clause[]): Where => {
  for (const clause of clauses) where.add(clause.sql, ...clause.params);
  return where;
};

/**
 * The Markets list's search when the markets' own index cannot make it (a filter: by status, within an event…;
 * or a word in a sport's name), word by word, `m` the list's markets: a trader types parts of a market's name,
 * its event's and its sport's, in any order, or an access code read off a printout.
 */
export const searchMarkets = (db: DatabaseSync, where: Where, search: string, withinParent: boolean): void => {
  whereEveryWord(where, everyWordFound(db, marketWords(search), { withinParent, inSport: true }));
};
