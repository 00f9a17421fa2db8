import type { DatabaseSync } from 'node:sqlite';
import { hasNonRunners, marketBook, runnerExtremes } from '../../money/book';
import { marketFacts, type MarketFacts } from '../../money/market-facts';
import { houseWorstCase } from './market-book';

/**
 * A runner market's matched bets summed by SQLite per runner and side: the stake, and the winnings each bet
 * is paid if its runner wins, rounded down bet by bet exactly as the house book rounds them
 * (`stake × (odds − 1)`, down to the paisa; a bet without odds wins nothing). Any side but a lay is a back,
 * as the book reads it.
 */
const RUNNER_SUMS_SQL = `SELECT outcomeId, CASE WHEN side = 'lay' THEN 'lay' ELSE 'back' END AS side, COUNT(*) AS n, SUM(stake) AS stake,
    SUM(CAST(stake * (COALESCE(odds, 1) - 1) + 1e-9 AS INTEGER)) AS won
  FROM bets WHERE marketId = ? AND status = 'matched' GROUP BY 1, 2`;

/** What the risk list shows of a market's open book besides the punters' exposure (minor units). */
export interface OpenBookSummary {
  readonly openBets: number;
  readonly stake: number;
  /** What the house loses on the market's worst outcome (0: it wins whatever happens). */
  readonly houseWorstCase: number;
}

const NO_BOOK: OpenBookSummary = { openBets: 0, stake: 0, houseWorstCase: 0 };

/**
 * A runner market with every runner still in (no bet to void, no Rule 4), from the sums: the punters' P/L when
 * runner R wins is what every bet makes when it loses (a back loses its stake, a lay wins it) plus, for the bets
 * on R, the difference winning makes. The house's worst case is the same figure as the house book of the bets
 * (`houseBook`): the punters' best result, over every set of placed runners on a Place market.
 */
const runnerSummaryFromSums = (db: DatabaseSync, facts: MarketFacts): OpenBookSummary => {
  let openBets = 0;
  let stakes = 0;
  let ifNoneWins = 0;
  const extra = new Map<string, number>(facts.outcomes.map((o) => [o.id, 0]));
  for (const row of db.prepare(RUNNER_SUMS_SQL).all(facts.marketId)) {
    const stake = Number(row.stake);
    const won = Number(row.won);
    const back = row.side === 'back';
    openBets += Number(row.n);
    stakes += stake;
    ifNoneWins += back ? -stake : stake;
    const id = String(row.outcomeId);
    if (extra.has(id)) extra.set(id, (extra.get(id) ?? 0) + (back ? won + stake : -won - stake));
  }
  const { highest } = runnerExtremes([...extra.values()].map((e) => ifNoneWins + e), ifNoneWins, facts.winners);
  return { openBets, stake: stakes, houseWorstCase: Math.max(0, highest) };
};

/**
 * One market's open book as the risk list shows it: its matched bets, their stake and the house's worst case,
 * the figure the drill-down shows (nothing for a market gone from the catalogue). Read for each row of the list
 * every second, so summed by SQLite rather than read bet by bet where the sums say it all: a runner market
 * with every runner in, and a fancy line (per line, `marketBook`); a market with a non-runner is priced bet
 * by bet as settlement pays it.
 */
export const openBookSummary = (db: DatabaseSync, marketId: string): OpenBookSummary => {
  const facts = marketFacts(db, marketId);
  if (!facts) return NO_BOOK;
  if (facts.kind === 'runner' && !hasNonRunners(facts)) return runnerSummaryFromSums(db, facts);
  const book = marketBook(db, marketId);
  return book ? { openBets: book.betCount, stake: book.stake, houseWorstCase: houseWorstCase(book) } : NO_BOOK;
};
