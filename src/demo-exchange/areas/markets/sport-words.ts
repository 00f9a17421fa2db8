import type { DatabaseSync } from 'node:sqlite';
import { containsPattern, count } from '../../kit/sql';
import type { Clause } from './market-words';

/**
 * The Markets list shows each market's sport, so its search finds a word in the sport's name too ("Football",
 * "Tennis Match"). Sports are a few dozen rows, tested with LIKE as short words are (market-words.ts); their
 * markets are looked up by the markets' sport index. The markets' trigram index (search-index.ts) holds no
 * sport names: a whole-list search with a word in a sport's name is made as a filtered list's search is.
 * The one search lists sports on their own and looks for markets by their own and their events' names only.
 */

/** The sports whose name holds a word (one parameter: a LIKE pattern). */
const SPORTS_HOLDING = `SELECT _id FROM sports WHERE name LIKE ? ESCAPE '\\'`;

/** Whether some word of a search is in some sport's name. */
export const someWordInSportName = (db: DatabaseSync, words: readonly string[]): boolean =>
  words.length > 0 &&
  db.prepare(`SELECT 1 FROM sports WHERE ${words.map(() => `name LIKE ? ESCAPE '\\'`).join(' OR ')} LIMIT 1`).get(...words.map(containsPattern)) !== undefined;

/**
 * A word's clause on a market `m` (market-words.ts `marketWordClause`), or the word in the market's sport's
 * name, in the same shape: tested on each market, or the sport's markets looked up as a set.
 */
export const orInSport = (clause: Clause, word: string, testEach: boolean): Clause => ({
  sql: testEach
    ? `(${clause.sql} OR m.sportId IN (${SPORTS_HOLDING}))`
    : `(${clause.sql} OR m.rowid IN (SELECT rowid FROM markets WHERE sportId IN (${SPORTS_HOLDING})))`,
  params: [...clause.params, containsPattern(word)],
});

/** About how many markets have a sport whose name holds a word: those sports' events times `marketsPerEvent`. */
export const sportReach = (db: DatabaseSync, word: string, marketsPerEvent: number): number =>
  count(db, `SELECT COUNT(*) * ? AS n FROM events WHERE sportId IN (${SPORTS_HOLDING})`, [marketsPerEvent, containsPattern(word)]);
