import { lineBetResult } from '../money/exposure';
import type { MatchedBet } from '../money/matched-bet';
import { afterDeduction } from '../money/rule4';
import type { DeadHeat } from './dead-heat';

/**
 * What matched bets get when their market settles: the punter's P/L in minor units (positive: the punter
 * wins) and how it came about, so the screens can show it per bet. Amounts are rounded towards the house
 * (down for the punter), the same rounding the exposure books use, once per punter and market: a punter's
 * bets are settled together (`settlePunter`), their exact P/L added up and rounded down once (what is
 * posted), and each bet shows its exact P/L rounded down, plus a paisa on the bets that dropped the largest
 * fractions until the bets add up to the posting.
 *
 * Rules (stored with the result, shown on the Results screen):
 * - runner markets: the winners win; in a dead heat (runners tied for the last paid place) the k tied
 *   runners share the r places left after the runners placed outright: a bet on one of them wins on r/k of
 *   its stake and loses the rest (a Win market's dead heat: 1/k), exactly the average of what it makes over
 *   every way of placing r of the tied runners; a bet on a removed (withdrawn) runner is void;
 * - Rule 4 (racing): winnings on the other runners lose the deduction in force when the bet was struck;
 * - line markets (fancy): YES at L wins when the result ≥ L, NO at N wins when the result < N;
 * - a void factor f voids that fraction of every bet: P/L × (1 − f).
 */
export type SettlingBet = MatchedBet;

export type SettlementRule =
  | {
      readonly kind: 'runner';
      /** Every runner paid: placed outright, or tied in the dead heat. */
      readonly winnerIds: readonly string[];
      /** Runners among the winners tied for the last paid place(s), sharing the places left; null: each winner pays in full (a sportsbook's winners, a Place market's placed runners). */
      readonly deadHeat: DeadHeat | null;
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
  /** The runners tied in the dead heat this bet's runner was in (1 when none): the bet settles on deadHeatPlaces / deadHeat of its stake. */
  readonly deadHeat: number;
  /** The places those tied runners shared (1 when none, and in a Win market's dead heat: ÷ deadHeat). */
  readonly deadHeatPlaces: number;
  readonly deduction: number;
}

/** One punter's bets on a market, settled together: `pnl` is what is posted, and the bets' P/L add up to it. */
export interface PunterSettlement {
  readonly pnl: number;
  readonly bets: readonly SettledBet[];
}

/** A bet to settle with the Rule 4 deduction in force when it was struck (pence per pound, 0 outside racing). */
export interface PunterBet {
  readonly bet: SettlingBet;
  readonly deduction: number;
}

const EPSILON = 1e-9;
const towardsHouse = (amount: number): number => {
  const rounded = Math.floor(amount + EPSILON);
  return rounded === 0 ? 0 : rounded;
};

/** The dead heat of a rule: the runners tied (k) and the places they share (r); none is 1 runner for 1 place. */
const tieOf = (rule: SettlementRule): { tiedIds: readonly string[]; tied: number; places: number } => {
  const deadHeat = rule.kind === 'runner' ? rule.deadHeat : null;
  return deadHeat && deadHeat.tiedIds.length > 0 ? { tiedIds: deadHeat.tiedIds, tied: deadHeat.tiedIds.length, places: deadHeat.places } : { tiedIds: [], tied: 1, places: 1 };
};

/** What a runner bet makes when its runner wins alone (Rule 4 taken from the winnings) or loses: as the exposure books price it. */
const outrightPnl = (bet: SettlingBet, wins: boolean, deduction: number): number => {
  if (!wins) return bet.side === 'lay' ? bet.stake : -bet.stake;
  const winnings = afterDeduction(Math.floor(bet.stake * ((bet.odds ?? 1) - 1) + EPSILON), deduction);
  return bet.side === 'lay' ? -winnings : winnings;
};

/** One bet's P/L before the void factor and rounding. */
interface Unrounded {
  /**
   * The P/L times the runners tied, a whole number: in a dead heat of k runners sharing r places a bet on
   * one of them makes its winning P/L r times and its losing P/L k − r times (the average over the ways of
   * placing r of them, times k).
   */
  readonly timesTied: number;
  readonly deadHeat: number;
  readonly deadHeatPlaces: number;
  readonly deduction: number;
}

const NO_TIE = { deadHeat: 1, deadHeatPlaces: 1 } as const;

const unrounded = (bet: SettlingBet, rule: SettlementRule, deduction: number, tie: ReturnType<typeof tieOf>): Unrounded => {
  const { tied } = tie;
  if (rule.kind === 'line') {
    const pnl = lineBetResult({ side: bet.side === 'no' ? 'no' : 'yes', line: bet.line ?? 0, rate: bet.rate ?? 0, stake: bet.stake }, rule.value);
    return { timesTied: pnl * tied, ...NO_TIE, deduction: 0 };
  }
  if (rule.removedIds.includes(bet.outcomeId)) return { timesTied: 0, ...NO_TIE, deduction: 0 };
  if (!rule.winnerIds.includes(bet.outcomeId)) return { timesTied: outrightPnl(bet, false, 0) * tied, ...NO_TIE, deduction: 0 };
  if (!tie.tiedIds.includes(bet.outcomeId)) return { timesTied: outrightPnl(bet, true, deduction) * tied, ...NO_TIE, deduction };
  return {
    timesTied: outrightPnl(bet, true, deduction) * tie.places + outrightPnl(bet, false, 0) * (tied - tie.places),
    deadHeat: tied,
    deadHeatPlaces: tie.places,
    deduction,
  };
};

/**
 * What a void factor f keeps, 1 − f, as a fraction of whole numbers: a factor as typed has a few decimals
 * (0.25 keeps 75 of 100), so settling divides whole numbers once and a whole P/L stays whole. A factor with
 * more than four decimals keeps 1 − f of 1 (as a fraction, so whole numbers stay small).
 */
const keptOf = (voidFactor: number): { kept: number; of: number } => {
  for (let of = 1; of <= 10_000; of *= 10) {
    const voided = Math.round(voidFactor * of);
    if (voided / of === voidFactor) return { kept: of - voided, of };
  }
  return { kept: 1 - voidFactor, of: 1 };
};

/**
 * Whole amounts adding up to `total`, the exact ones being numerator / denominator: each exact amount rounded
 * towards the house, then the paise left over handed out one each, the largest dropped fraction first (ties:
 * the earlier bet). The fractions are compared as whole numbers (the remainders), so equal ones tie exactly.
 */
const apportion = (total: number, numerators: readonly number[], denominator: number): number[] => {
  const rounded = numerators.map((numerator) => towardsHouse(numerator / denominator));
  const left = total - rounded.reduce((sum, amount) => sum + amount, 0);
  if (left === 0 || rounded.length === 0) return rounded;
  const dropped = (i: number) => (numerators[i] ?? 0) - (rounded[i] ?? 0) * denominator;
  const order = rounded.map((_, i) => i).sort((a, b) => dropped(b) - dropped(a) || a - b);
  // 0 ≤ left < the number of bets (each bet drops less than a paisa); the even spread only guards the sum.
  const each = Math.floor(left / rounded.length);
  const extra = left - each * rounded.length;
  order.forEach((i, rank) => {
    const amount = (rounded[i] ?? 0) + each + (rank < extra ? 1 : 0);
    rounded[i] = amount === 0 ? 0 : amount;
  });
  return rounded;
};

/**
 * A punter's bets on one market, settled together: each bet's exact P/L (dead heat share, Rule 4, void
 * factor), their sum rounded towards the house once (what is posted), and per bet its exact P/L rounded
 * down plus the paise left over, largest dropped fraction first. Without a dead heat or a void factor
 * every bet's P/L is already whole and settles exactly as the exposure books price it.
 */
export const settlePunter = (bets: readonly PunterBet[], rule: SettlementRule, voidFactor: number): PunterSettlement => {
  const tie = tieOf(rule);
  const parts = bets.map(({ bet, deduction }) => unrounded(bet, rule, deduction, tie));
  // Every bet's exact P/L over one denominator: what the void factor keeps, over the runners tied.
  const { kept, of } = keptOf(voidFactor);
  const numerators = parts.map((part) => part.timesTied * kept);
  const denominator = of * tie.tied;
  const pnl = towardsHouse(numerators.reduce((sum, numerator) => sum + numerator, 0) / denominator);
  const amounts = apportion(pnl, numerators, denominator);
  return {
    pnl,
    bets: parts.map((part, i) => ({
      outcome: voidFactor >= 1 ? 'void' : part.timesTied > 0 ? 'won' : part.timesTied < 0 ? 'lost' : 'void',
      pnl: amounts[i] ?? 0,
      deadHeat: part.deadHeat,
      deadHeatPlaces: part.deadHeatPlaces,
      deduction: part.deduction,
    })),
  };
};

/** One bet settled on its own (a punter with this one bet on the market). */
export const settleBet = (bet: SettlingBet, rule: SettlementRule, terms: BetTerms): SettledBet => {
  const [settled] = settlePunter([{ bet, deduction: terms.deduction }], rule, terms.voidFactor).bets;
  if (!settled) throw new Error('A settled punter has each of their bets.');
  return settled;
};
