import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { searchWords } from '@shared/search/words';
import { containsPattern, count } from '../../kit/sql';
import { marketSearchClause, MATCHING_EVENTS, MATCHING_NAMES } from './search-count';

/**
 * A market search word by word, as every list searches (`searchWords`): a market is found when each word is
 * in its name or its event's name, or is its access code typed in full ("Chennai Match Odds", "Odds Match",
 * "<code> chennai"). Words of three characters or more are looked up in the trigram indexes
 * (search-index.ts, search-count.ts); shorter ones cannot be and are tested on the markets the others find.
 */

/** Trigrams need three characters; a shorter word is tested market by market (it matches most markets anyway). */
export const MIN_INDEXED = 3;

/** FTS5 phrase syntax: the text in double quotes, its own quotes doubled; trigram phrases match substrings. */
export const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

export interface MarketWords {
  readonly all: readonly string[];
  /** Three characters or more: the trigram indexes find them. */
  readonly indexed: readonly string[];
  readonly short: readonly string[];
}

export const marketWords = (search: string): MarketWords => {
  const all = searchWords(search);
  return { all, indexed: all.filter((word) => word.length >= MIN_INDEXED), short: all.filter((word) => word.length < MIN_INDEXED) };
};

/** An FTS5 query finding every one of these words, each anywhere in the indexed text (a trigram phrase is a substring). */
export const everyWord = (words: readonly string[]) => words.map(phrase).join(' AND ');
const anyWord = (words: readonly string[]) => words.map(phrase).join(' OR ');

export interface Clause {
  readonly sql: string;
  readonly params: SQLInputValue[];
}

/** The distinct market names holding a word too short for trigrams (a few hundred names at most; one parameter: a LIKE pattern). */
const NAMES_HOLDING = `SELECT name FROM market_names WHERE name LIKE ? ESCAPE '\\'`;
/** The events whose name holds a word too short for trigrams (a tenth as many as the markets; one parameter: a LIKE pattern). */
const EVENTS_HOLDING = `SELECT _id FROM events WHERE name LIKE ? ESCAPE '\\'`;

/**
 * A word too short for trigrams in a market's (`m`) name or its event's name: LIKE, the word literal. Tested
 * on each market (`testEach`), or looked up as the set of markets bearing a name or of an event that holds it:
 * names compare as the markets' do (NOCASE), as LIKE does, so both find the same markets. No access code is
 * that short.
 */
const shortWordClause = (word: string, testEach: boolean): Clause => {
  const pattern = containsPattern(word);
  return {
    sql: testEach
      ? `(m.name LIKE ? ESCAPE '\\' OR m.eventId IN (${EVENTS_HOLDING}))`
      : `m.rowid IN (SELECT rowid FROM markets WHERE name IN (${NAMES_HOLDING}) UNION SELECT rowid FROM markets WHERE eventId IN (${EVENTS_HOLDING}))`,
    params: [pattern, pattern],
  };
};

/**
 * About how many markets hold a word too short for trigrams, read off the names and the events, never the
 * markets: those bearing a name that holds it, plus the events holding it times `marketsPerEvent`. 0 when no
 * name and no event holds it (then no market does).
 */
export const shortWordReach = (db: DatabaseSync, word: string, marketsPerEvent: number): number => {
  const pattern = containsPattern(word);
  return count(
    db,
    `SELECT (SELECT COALESCE(SUM(n), 0) FROM market_names WHERE name LIKE ? ESCAPE '\\') + (SELECT COUNT(*) FROM events WHERE name LIKE ? ESCAPE '\\') * ? AS n`,
    [pattern, pattern, marketsPerEvent],
  );
};

/**
 * One word of a search, for a market `m`: in its name or its event's name, or its access code. `testEach`
 * chooses the shape of the word's clause (search-count.ts `marketSearchClause`; `shortWordClause`).
 */
export const marketWordClause = (word: string, testEach: boolean): Clause =>
  word.length >= MIN_INDEXED ? marketSearchClause(phrase(word), word.toUpperCase(), testEach) : shortWordClause(word, testEach);

/** Every word, each tested on the market (`m`). */
export const everyWordClause = (words: MarketWords): Clause => {
  const clauses = words.all.map((word) => marketWordClause(word, true));
  return { sql: clauses.map((clause) => clause.sql).join(' AND '), params: clauses.flatMap((clause) => clause.params) };
};

/**
 * The markets holding every word in their names (their codes aside), from the markets' own index `s` (at
 * least one indexed word), short words tested on the market `m`. Rows come in rowid order, so a page stops early.
 */
export const textMatches = (words: MarketWords): Clause => {
  const short = words.short.map((word) => shortWordClause(word, true));
  return {
    sql: `SELECT s.rowid AS rid FROM markets_search s JOIN markets m ON m.rowid = s.rowid WHERE s.markets_search MATCH ?${short.map((clause) => ` AND ${clause.sql}`).join('')}`,
    params: [everyWord(words.indexed), ...short.flatMap((clause) => clause.params)],
  };
};

/**
 * How many markets a search of several words finds in the whole catalogue (at least one indexed word), from
 * the names' and events' own indexes, as search-count.ts counts one word, never walking the markets' index:
 * - the markets bearing a name that holds every word: a few distinct names, each with its count;
 * - the other markets that can match, each tested against every word: those of an event holding one of the
 *   indexed words (a word missing from the name must be in the event, or be the code), those whose code is
 *   one of the words, and, with short words, those whose name holds every indexed word (the short word may be
 *   in the event).
 */
export const countEveryWord = (db: DatabaseSync, words: MarketWords): number => {
  const all = everyWord(words.indexed);
  const shortPatterns = words.short.map(containsPattern);
  const fullNames = `${MATCHING_NAMES}${shortPatterns.map(() => ` AND name LIKE ? ESCAPE '\\'`).join('')}`;
  const candidates: Clause[] = [
    { sql: `SELECT rowid FROM markets WHERE eventId IN (${MATCHING_EVENTS})`, params: [anyWord(words.indexed)] },
    { sql: `SELECT rowid FROM markets WHERE accessCode IN (${words.indexed.map(() => '?').join(', ')})`, params: words.indexed.map((word) => word.toUpperCase()) },
    ...(words.short.length > 0 ? [{ sql: `SELECT rowid FROM markets WHERE name IN (${MATCHING_NAMES})`, params: [all] }] : []),
  ];
  const every = everyWordClause(words);
  return count(
    db,
    `SELECT (SELECT COALESCE(SUM(n), 0) FROM market_names WHERE name IN (${fullNames}))
          + (SELECT COUNT(*) FROM markets m WHERE m.rowid IN (${candidates.map((c) => c.sql).join(' UNION ')}) AND m.name NOT IN (${fullNames}) AND ${every.sql}) AS n`,
    [all, ...shortPatterns, ...candidates.flatMap((c) => c.params), all, ...shortPatterns, ...every.params],
  );
};
