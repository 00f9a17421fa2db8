/**
 * Rule 4 (racing): when a runner is withdrawn after the market formed, winning bets on the other runners
 * lose a deduction, in pence per pound of winnings, by the withdrawn runner's price at withdrawal: the
 * shorter its price, the larger the deduction. Several withdrawals add up, capped at 90p.
 * The table below is ours (shown on the racing desk and in docs/fancy-desk.md), as decimal-odds bands.
 */
export const RULE4_TABLE: ReadonlyArray<{ readonly upTo: number; readonly pence: number }> = [
  { upTo: 1.11, pence: 90 },
  { upTo: 1.18, pence: 85 },
  { upTo: 1.22, pence: 80 },
  { upTo: 1.27, pence: 75 },
  { upTo: 1.3, pence: 70 },
  { upTo: 1.36, pence: 65 },
  { upTo: 1.44, pence: 60 },
  { upTo: 1.57, pence: 55 },
  { upTo: 1.66, pence: 50 },
  { upTo: 1.83, pence: 45 },
  { upTo: 2.0, pence: 40 },
  { upTo: 2.2, pence: 35 },
  { upTo: 2.5, pence: 30 },
  { upTo: 2.75, pence: 25 },
  { upTo: 3.25, pence: 20 },
  { upTo: 4.0, pence: 15 },
  { upTo: 5.0, pence: 10 },
  { upTo: 6.5, pence: 5 },
];

export const RULE4_CAP = 90;

/** The deduction one withdrawal makes, by the runner's decimal price at withdrawal (0: too long a price to matter). */
export const rule4Deduction = (price: number): number => RULE4_TABLE.find((band) => price <= band.upTo)?.pence ?? 0;

/** What all of a market's withdrawals take together, in pence per pound: their sum, at most 90. */
export const totalDeduction = (deductions: readonly number[]): number => Math.min(RULE4_CAP, deductions.reduce((sum, d) => sum + d, 0));

/** Winnings after the deduction (minor units, rounded down): what a winning bet on another runner is paid. */
export const afterDeduction = (winnings: number, pence: number): number => Math.floor((winnings * (100 - pence)) / 100 + 1e-9);

/**
 * A withdrawal as Rule 4 reads it: when the runner was withdrawn (ISO time), its deduction in pence, and the
 * exchange's last bet then (`struckUpToSeq`, the highest bet sequence number when it was recorded: the bets
 * up to it were struck before the withdrawal). null on a withdrawal recorded before the exchange kept it: its
 * time is compared with the bet's instead.
 */
export interface Withdrawal {
  readonly at: string;
  readonly deduction: number;
  readonly struckUpToSeq: number | null;
}

/** A bet as Rule 4 orders it: its sequence number (the exchange numbers bets in the order it strikes them) and when it was asked for (ISO time). */
export interface StruckBet {
  readonly seq: number;
  readonly placedAt: string;
}

/**
 * Was the bet struck before the withdrawal (so it did not know the field)? By the exchange's order of bets,
 * not the clock: a bet struck in the same millisecond before a withdrawal is before it, and one asked for
 * before a withdrawal but struck after its bet delay is after it. A withdrawal recorded before the order was
 * kept compares times (the bet's request time against the withdrawal's).
 */
export const struckBefore = (withdrawal: Withdrawal, bet: StruckBet): boolean =>
  withdrawal.struckUpToSeq === null ? withdrawal.at > bet.placedAt : bet.seq <= withdrawal.struckUpToSeq;

/**
 * The Rule 4 deduction in force for a bet: the withdrawals recorded after it was struck (`struckBefore`), added
 * up to at most 90p (a bet struck after a withdrawal knew the field). Settlement and the exposure books both
 * price a bet with it.
 */
export const deductionAt = (withdrawals: readonly Withdrawal[], bet: StruckBet): number =>
  withdrawals.length === 0 ? 0 : totalDeduction(withdrawals.filter((w) => struckBefore(w, bet)).map((w) => w.deduction));
