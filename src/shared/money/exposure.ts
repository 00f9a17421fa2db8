/**
 * Exposure: the worst a book of bets can lose over every outcome of its market. One function per outcome
 * space; every market family maps onto one of the two:
 * - runner markets (match odds, bookmaker, sportsbook, racing, virtual, binary: yes/no, lottery: digits
 *   0–9): exactly one outcome wins; a bet backs or lays one outcome at decimal odds;
 * - line markets (fancy): the result is a whole number; YES at line L wins when result ≥ L, NO at line N
 *   wins when result < N, each at a rate in points per 100.
 * Amounts are integer minor units; P/L is the punter's (positive: the punter wins).
 */
import { afterDeduction } from './rule4';

export interface RunnerBet {
  readonly outcomeId: string;
  readonly side: 'back' | 'lay';
  /** Decimal odds (> 1). Bookmaker rates in points become 1 + rate / 100. */
  readonly odds: number;
  readonly stake: number;
  /**
   * Rule 4 (racing): pence per pound taken from the bet's winnings, the deduction in force when it was struck
   * (`deductionAt`); none when absent. A back wins less, a lay pays less.
   */
  readonly deduction?: number;
}

export interface LineBet {
  readonly side: 'yes' | 'no';
  readonly line: number;
  /** Points per 100: YES at 90 wins 90 per 100 staked; NO at 110 loses 110 per 100 staked. */
  readonly rate: number;
  readonly stake: number;
}

/** Rounded towards the house: the punter never gets a fraction of a paisa more than the odds give. */
const win = (stake: number, odds: number): number => Math.floor(stake * (odds - 1) + 1e-9);
const rated = (stake: number, rate: number): number => Math.floor((stake * rate) / 100 + 1e-9);

/** What a runner bet's winnings come to when its runner wins: rounded down, then Rule 4 rounded down (as settlement pays it). */
const winnings = (bet: RunnerBet): number => (bet.deduction ? afterDeduction(win(bet.stake, bet.odds), bet.deduction) : win(bet.stake, bet.odds));

/** What one runner bet wins or loses when `winner` wins alone: exactly what settlement gives it then. */
export const runnerBetResult = (bet: RunnerBet, winner: string): number => {
  const wins = bet.outcomeId === winner;
  if (bet.side === 'back') return wins ? winnings(bet) : -bet.stake;
  return wins ? -winnings(bet) : bet.stake;
};

/** What one line bet wins or loses at result `result`. */
export const lineBetResult = (bet: LineBet, result: number): number => {
  if (bet.side === 'yes') return result >= bet.line ? rated(bet.stake, bet.rate) : -bet.stake;
  return result < bet.line ? bet.stake : -rated(bet.stake, bet.rate);
};

/** The punter's P/L per outcome of a runner market, in O(bets + outcomes). Outcomes not bet on are included. */
export const runnerBook = (outcomes: readonly string[], bets: readonly RunnerBet[]): Map<string, number> => {
  // Each bet adds one amount to "every other outcome" and another to its own: keep the first as a base.
  let base = 0;
  const own = new Map<string, number>(outcomes.map((id) => [id, 0]));
  for (const bet of bets) {
    const ifWins = runnerBetResult(bet, bet.outcomeId);
    const ifLoses = bet.side === 'back' ? -bet.stake : bet.stake;
    base += ifLoses;
    own.set(bet.outcomeId, (own.get(bet.outcomeId) ?? 0) + ifWins - ifLoses);
  }
  return new Map([...own].map(([id, extra]) => [id, base + extra]));
};

/** A line market's result is whole runs, 0 or more. */
export const LOWEST_LINE_RESULT = 0;

/** Whether any result lies below this lowest line (none lies below a line of 0). */
export const hasResultBelow = (lowestLine: number | undefined): boolean => lowestLine !== undefined && lowestLine > LOWEST_LINE_RESULT;

/**
 * The result ranges of a line book between its lines (sorted, distinct), lowest first, each with a result
 * inside it (`at`) and its name: "Below 45", "45 to 47", "48 or more"; no "Below 0" (no result lies there).
 * One range per position of the book.
 */
export const lineRanges = (lines: readonly number[]): Array<{ at: number; name: string }> => {
  const first = lines[0];
  if (first === undefined) return [];
  const below = hasResultBelow(first) ? [{ at: first - 1, name: `Below ${first}` }] : [];
  return [...below, ...lines.map((line, i) => ({ at: line, name: i + 1 < lines.length ? `${line} to ${(lines[i + 1] ?? line) - 1}` : `${line} or more` }))];
};

/** One step of a line book: from `from` (inclusive) upward until the next position, the punter's P/L. */
export interface LinePosition {
  readonly from: number;
  readonly pnl: number;
}

/**
 * One line's share of a line book: what the bets struck at `line` make for the punter when the result is
 * below it (`low`) and when it is at or above it (`high`). Bets of one line add up: a book can be built from
 * the sums (the exchange sums them in SQL) as well as from the bets.
 */
export interface LineStep {
  readonly line: number;
  readonly low: number;
  readonly high: number;
}

export const lineStepOf = (bet: LineBet): LineStep => ({ line: bet.line, low: lineBetResult(bet, bet.line - 1), high: lineBetResult(bet, bet.line) });

/** The line book of these steps (any order, a line may repeat): below every line, then one position per line. */
export const lineBookOfSteps = (steps: readonly LineStep[]): LinePosition[] => {
  if (steps.length === 0) return [];
  // Below every line, YES bets lose and NO bets win; crossing a line L flips the bets struck at L.
  const change = new Map<number, number>();
  let below = 0;
  for (const step of steps) {
    below += step.low;
    change.set(step.line, (change.get(step.line) ?? 0) + step.high - step.low);
  }
  const lines = [...change.keys()].sort((a, b) => a - b);
  // Below a lowest line of 0 there is no result to have: that position is left out.
  const positions: LinePosition[] = hasResultBelow(lines[0]) ? [{ from: Number.NEGATIVE_INFINITY, pnl: below }] : [];
  let pnl = below;
  for (const line of lines) {
    pnl += change.get(line) ?? 0;
    positions.push({ from: line, pnl });
  }
  return positions;
};

/**
 * The punter's P/L at every result position of a line market, as steps: P/L only changes at a line, so
 * the book is one position below the lowest line (unless that line is 0) plus one per distinct line.
 * O(bets log bets).
 */
export const lineBook = (bets: readonly LineBet[]): LinePosition[] => lineBookOfSteps(bets.map(lineStepOf));

/** The worst case for the punter (what must be reserved): 0 when no outcome loses. */
const worst = (pnls: Iterable<number>): number => {
  let min = 0;
  for (const pnl of pnls) if (pnl < min) min = pnl;
  return min === 0 ? 0 : -min;
};

export const runnerExposure = (outcomes: readonly string[], bets: readonly RunnerBet[]): number =>
  bets.length === 0 ? 0 : worst(runnerBook(outcomes, bets).values());

export const lineExposure = (bets: readonly LineBet[]): number => worst(lineBook(bets).map((p) => p.pnl));
