import { lineBetResult } from '../money/exposure';
import type { MatchedBet } from '../money/matched-bet';
import { afterDeduction } from '../money/rule4';

/**
 * What one matched bet gets when its market settles: the punter's P/L in minor units (positive: the
 * punter wins) and how it came about, so the screens can show it per bet. Every amount is rounded
 * towards the house (down for the punter), the same rounding the exposure books use.
 *
 * Rules (stored with the result, shown on the Results screen):
 * - runner markets: the winners win; several winners of a dead heat divide the stake between them (a
 *   back bet on one of k tied runners wins on 1/k of its stake and loses the rest); a bet on a removed
 *   (withdrawn) runner is void;
 * - Rule 4 (racing): winnings on the other runners lose the deduction in force when the bet was struck;
 * - line markets (fancy): YES at L wins when the result ≥ L, NO at N wins when the result < N;
 * - a void factor f voids that fraction of every bet: P/L × (1 − f).
 */
export type SettlingBet = MatchedBet;

export type SettlementRule =
  | {
      readonly kind: 'runner';
      readonly winnerIds: readonly string[];
      /** Several winners tie for the place (racing): the stake is divided. False: each winner pays in full (sportsbook). */
      readonly deadHeat: boolean;
      /** Selections withdrawn or removed: bets on them are void. */
      readonly removedIds: readonly string[];
    }
  | { readonly kind: 'line'; readonly value: number };

export interface BetTerms {
  /** Rule 4 in force for this bet, pence per pound of winnings (0–90). */
  readonly deduction: number;
  /** Fraction of the bet voided (0 ≤ f < 1). */
  readonly voidFactor: number;
}

export type BetOutcome = 'won' | 'lost' | 'void';

export interface SettledBet {
  readonly outcome: BetOutcome;
  readonly pnl: number;
  /** The stake divisor of a dead heat (1 when none). */
  readonly deadHeat: number;
  readonly deduction: number;
}

const EPSILON = 1e-9;
const towardsHouse = (amount: number): number => {
  const rounded = Math.floor(amount + EPSILON);
  return rounded === 0 ? 0 : rounded;
};

const runnerPnl = (bet: SettlingBet, rule: Extract<SettlementRule, { kind: 'runner' }>, deduction: number): { pnl: number; deadHeat: number } => {
  const odds = bet.odds ?? 1;
  const wins = rule.winnerIds.includes(bet.outcomeId);
  if (!wins) return { pnl: bet.side === 'lay' ? bet.stake : -bet.stake, deadHeat: 1 };
  const tied = rule.deadHeat ? Math.max(1, rule.winnerIds.length) : 1;
  // Winnings on the winning part of the stake, after Rule 4; the other part loses (back) or is kept (lay).
  const winnings = afterDeduction(Math.floor((bet.stake * (odds - 1)) / tied + EPSILON), deduction);
  const losingPart = (bet.stake * (tied - 1)) / tied;
  const pnl = bet.side === 'lay' ? -winnings + Math.floor(losingPart + EPSILON) : winnings - Math.ceil(losingPart - EPSILON);
  return { pnl, deadHeat: tied };
};

/** Line bets settle exactly as the line book prices them (so a loss never exceeds what was reserved). */
const linePnl = (bet: SettlingBet, value: number): number =>
  lineBetResult({ side: bet.side === 'no' ? 'no' : 'yes', line: bet.line ?? 0, rate: bet.rate ?? 0, stake: bet.stake }, value);

export const settleBet = (bet: SettlingBet, rule: SettlementRule, terms: BetTerms): SettledBet => {
  if (rule.kind === 'runner' && rule.removedIds.includes(bet.outcomeId)) return { outcome: 'void', pnl: 0, deadHeat: 1, deduction: 0 };
  const deduction = rule.kind === 'runner' && rule.winnerIds.includes(bet.outcomeId) ? terms.deduction : 0;
  const full = rule.kind === 'line' ? { pnl: linePnl(bet, rule.value), deadHeat: 1 } : runnerPnl(bet, rule, deduction);
  const pnl = terms.voidFactor > 0 ? towardsHouse(full.pnl * (1 - terms.voidFactor)) : full.pnl;
  const outcome: BetOutcome = terms.voidFactor >= 1 ? 'void' : full.pnl > 0 ? 'won' : full.pnl < 0 ? 'lost' : 'void';
  return { outcome, pnl: pnl === 0 ? 0 : pnl, deadHeat: full.deadHeat, deduction };
};
