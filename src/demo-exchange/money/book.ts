import type { DatabaseSync } from 'node:sqlite';
import type { MatchedBet } from '@shared/money/matched-bet';
import { lineBook, lineBookOfSteps, lineExposure, runnerBook, runnerExposure, type LineBet, type LinePosition, type RunnerBet } from '@shared/money/exposure';
import { deductionAt, type StruckBet } from '@shared/money/rule4';
import { marketFacts, type MarketFacts } from './market-facts';

/**
 * A matched bet as the books read it, with its place in the exchange's order of bets (`seq`: the order they
 * were struck) and when it was asked for (`placedAt`): together the Rule 4 in force for it (`deductionAt`).
 */
export interface OpenBet extends MatchedBet, StruckBet {}

export const asRunner = (bet: OpenBet): RunnerBet => ({ outcomeId: bet.outcomeId, side: bet.side === 'lay' ? 'lay' : 'back', odds: bet.odds ?? 1, stake: bet.stake });
export const asLine = (bet: OpenBet): LineBet => ({ side: bet.side === 'no' ? 'no' : 'yes', line: bet.line ?? 0, rate: bet.rate ?? 0, stake: bet.stake });

/** The punter's P/L on a runner market if none of the runners bet on wins: every back loses, every lay wins. */
const noWinnerPnl = (bets: readonly RunnerBet[]): number => bets.reduce((sum, bet) => sum + (bet.side === 'back' ? -bet.stake : bet.stake), 0);

/**
 * The lowest and highest P/L of a runner book (the punter's P/L per outcome when it alone wins) over every
 * result its market can have: one winner; or, on a market paying `winners` places, any 1 to `winners` of
 * its runners placed (the result entry takes fewer: a field can have fewer finishers than places). A set of
 * placed runners makes the no-winner P/L plus each placed runner's extra, so the worst set takes the
 * smallest extras in turn, and the best the largest.
 */
export const runnerExtremes = (pnls: readonly number[], noWinner: number, winners: number): { lowest: number; highest: number } => {
  if (pnls.length === 0) return { lowest: 0, highest: 0 };
  if (winners <= 1) return { lowest: Math.min(...pnls), highest: Math.max(...pnls) };
  const extras = pnls.map((pnl) => pnl - noWinner).sort((a, b) => a - b);
  const places = Math.min(winners, extras.length);
  let lowest = Number.POSITIVE_INFINITY;
  let highest = Number.NEGATIVE_INFINITY;
  let smallest = noWinner;
  let largest = noWinner;
  for (let k = 0; k < places; k += 1) {
    smallest += extras[k] ?? 0;
    largest += extras[extras.length - 1 - k] ?? 0;
    lowest = Math.min(lowest, smallest);
    highest = Math.max(highest, largest);
  }
  return { lowest, highest };
};

/**
 * A runner bet as settlement pays it: undefined when it is void (on a removed runner, a non-runner: it makes 0
 * whatever wins); otherwise with the Rule 4 deduction of the withdrawals recorded after it was struck (by the
 * exchange's order of bets), taken from its winnings.
 */
export const pricedRunnerBet = (facts: MarketFacts, bet: OpenBet): RunnerBet | undefined =>
  facts.removedIds.has(bet.outcomeId) ? undefined : { ...asRunner(bet), deduction: deductionAt(facts.withdrawals, bet) };

/** Does the market have a non-runner (a removed selection, or a race's withdrawal)? Without one a bet is priced as it was struck. */
export const hasNonRunners = (facts: MarketFacts): boolean => facts.removedIds.size > 0 || facts.withdrawals.length > 0;

/** A punter's (or the whole market's) runner bets as settlement pays them (`pricedRunnerBet`), void ones left out. */
export const pricedRunnerBets = (facts: MarketFacts, bets: readonly OpenBet[]): RunnerBet[] =>
  hasNonRunners(facts) ? bets.flatMap((bet) => pricedRunnerBet(facts, bet) ?? []) : bets.map(asRunner);

/**
 * The worst case of these bets over every outcome the market can still have (every set of placed runners on
 * a Place market; a removed runner wins nothing), priced as settlement prices them (`pricedRunnerBets`): what
 * the punter must have reserved.
 */
export const exposureOf = (facts: MarketFacts, bets: readonly OpenBet[]): number => {
  if (facts.kind === 'line') return lineExposure(bets.map(asLine));
  const runners = pricedRunnerBets(facts, bets);
  if (facts.winners <= 1) return runnerExposure(facts.outcomes.map((o) => o.id), runners);
  if (runners.length === 0) return 0;
  const { lowest } = runnerExtremes([...runnerBook(facts.outcomes.map((o) => o.id), runners).values()], noWinnerPnl(runners), facts.winners);
  return lowest < 0 ? -lowest : 0;
};

/** The columns of `bets` a book reads (`toOpenBet`). */
export const OPEN_BET_COLUMNS = 'side, outcomeId, odds, rate, line, stake, seq, placedAt';

export const toOpenBet = (row: Record<string, unknown>): OpenBet => {
  // Without its place in the order of bets and its time a bet's Rule 4 cannot be priced: a query that forgets a column fails here, loudly.
  if (typeof row.seq !== 'number' && typeof row.seq !== 'bigint') throw new Error('A bet read for a book needs its seq.');
  if (typeof row.placedAt !== 'string') throw new Error('A bet read for a book needs its placedAt.');
  return {
    side: row.side as OpenBet['side'],
    outcomeId: String(row.outcomeId),
    odds: row.odds === null ? null : Number(row.odds),
    rate: row.rate === null ? null : Number(row.rate),
    line: row.line === null ? null : Number(row.line),
    stake: Number(row.stake),
    seq: Number(row.seq),
    placedAt: row.placedAt,
  };
};

export const openBetsOf = (db: DatabaseSync, accountId: string, marketId: string): OpenBet[] =>
  db.prepare(`SELECT ${OPEN_BET_COLUMNS} FROM bets WHERE marketId = ? AND accountId = ? AND status = 'matched'`).all(marketId, accountId).map(toOpenBet);

export const openBetsOnMarket = (db: DatabaseSync, marketId: string): OpenBet[] =>
  db.prepare(`SELECT ${OPEN_BET_COLUMNS} FROM bets WHERE marketId = ? AND status = 'matched'`).all(marketId).map(toOpenBet);

/** The house's side of a market's matched bets: its P/L per outcome (runner) or per result position (line). */
export type HouseBook =
  | { readonly kind: 'runner'; readonly outcomes: ReadonlyArray<{ outcomeId: string; name: string; pnl: number }>; readonly betCount: number; readonly stake: number; readonly worst: number }
  | { readonly kind: 'line'; readonly positions: readonly LinePosition[]; readonly betCount: number; readonly stake: number; readonly worst: number };

const negate = (n: number) => (n === 0 ? 0 : -n);

const lineHouseBook = (punters: readonly LinePosition[], betCount: number, stake: number): HouseBook => {
  const positions = punters.map((p) => ({ from: p.from, pnl: negate(p.pnl) }));
  return { kind: 'line', positions, betCount, stake, worst: Math.max(0, ...positions.map((p) => -p.pnl)) };
};

/**
 * The house's book of a market's matched bets. On a runner market the bets are priced as settlement pays them
 * (`pricedRunnerBets`: a non-runner is no outcome and its bets are void, Rule 4 is taken off the others), so
 * each outcome's P/L is the opposite of what its punters are reserved and settled on; the bet count and stake
 * still count every matched bet.
 */
export const houseBook = (facts: MarketFacts, bets: readonly OpenBet[]): HouseBook => {
  const stake = bets.reduce((sum, bet) => sum + bet.stake, 0);
  if (facts.kind === 'line') return lineHouseBook(lineBook(bets.map(asLine)), bets.length, stake);
  const runners = pricedRunnerBets(facts, bets);
  const book = runnerBook(facts.outcomes.map((o) => o.id), runners);
  const outcomes = facts.outcomes.map((o) => ({ outcomeId: o.id, name: o.name, pnl: negate(book.get(o.id) ?? 0) }));
  // The house's worst is the punters' best result: on a Place market, their best set of placed runners.
  const { highest } = runnerExtremes(outcomes.map((o) => -o.pnl), noWinnerPnl(runners), facts.winners);
  return { kind: 'runner', outcomes, betCount: bets.length, stake, worst: Math.max(0, highest) };
};

/**
 * A line market's bets summed per line by SQLite (lineStepOf, bet by bet, in SQL: the rate rounded down
 * per bet exactly as lineBetResult does): the book of 10,000 bets from a few dozen rows.
 */
const RATED = 'CAST(stake * COALESCE(rate, 0) / 100.0 + 1e-9 AS INTEGER)';
const lineStepsOnMarket = (db: DatabaseSync, marketId: string) =>
  db
    .prepare(
      `SELECT COALESCE(line, 0) AS line, SUM(CASE WHEN side = 'no' THEN stake ELSE -stake END) AS low,
              SUM(CASE WHEN side = 'no' THEN -${RATED} ELSE ${RATED} END) AS high, COUNT(*) AS n, SUM(stake) AS stake
       FROM bets WHERE marketId = ? AND status = 'matched' GROUP BY COALESCE(line, 0)`,
    )
    .all(marketId)
    .map((row) => ({ line: Number(row.line ?? 0), low: Number(row.low), high: Number(row.high), n: Number(row.n), stake: Number(row.stake) }));

/** A market's house book from its matched bets; undefined when the market does not exist. */
export const marketBook = (db: DatabaseSync, marketId: string): HouseBook | undefined => {
  const facts = marketFacts(db, marketId);
  if (!facts) return undefined;
  if (facts.kind !== 'line') return houseBook(facts, openBetsOnMarket(db, marketId));
  const steps = lineStepsOnMarket(db, marketId);
  return lineHouseBook(lineBookOfSteps(steps), steps.reduce((sum, s) => sum + s.n, 0), steps.reduce((sum, s) => sum + s.stake, 0));
};
