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

/** A word too short for trigrams in a market's (`m`) name or its event's name: LIKE, the word literal. No access code is that short. */
const shortWordClause = (word: string): Clause => {
  const pattern = containsPattern(word);
  return { sql: `(m.name LIKE ? ESCAPE '\\' OR m.eventId IN (SELECT _id FROM events WHERE name LIKE ? ESCAPE '\\'))`, params: [pattern, pattern] };
};

/**
 * One word of a search, for a market `m`: in its name or its event's name, or its access code. `testEach`
 * chooses the shape of an indexed word's clause (search-count.ts `marketSearchClause`).
 */
export const marketWordClause = (word: string, testEach: boolean): Clause =>
  word.length >= MIN_INDEXED ? marketSearchClause(phrase(word), word.toUpperCase(), testEach) : shortWordClause(word);

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
  const short = words.short.map(shortWordClause);
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
