/** A line quote: NO line and rate, YES line and rate (rates in points per 100). */
export interface LineQuote {
  readonly noLine: number;
  readonly noRate: number;
  readonly yesLine: number;
  readonly yesRate: number;
}

/** The chance a YES bet at rate r is fair at: it wins r per 100 staked, so p × r = (1 − p) × 100. */
export const yesChance = (rate: number): number => 100 / (100 + rate);
/** The chance a NO bet at rate r is fair at: it risks r to win 100, so q × 100 = (1 − q) × r. */
export const noChance = (rate: number): number => rate / (100 + rate);

/**
 * The fair value of a line market: the quote's mid-line, leaned toward the side its rates make likelier
 * (the rates' overround removed), by at most half the distance between the lines (at least half a run).
 * YES and NO at equal chances give the mid-line itself. Two decimals.
 */
export const lineFairValue = (q: LineQuote): number => {
  const p = yesChance(q.yesRate);
  const n = noChance(q.noRate);
  const lean = (p - n) / (p + n);
  const half = Math.max(1, q.yesLine - q.noLine) / 2;
  return Math.round(((q.noLine + q.yesLine) / 2 + lean * half) * 100) / 100;
};

/** Decimal odds of a quote's sides: YES at rate r pays 1 + r / 100; NO at rate r pays 1 + 100 / r. */
export const lineOdds = (q: LineQuote): { yesOdds: number; noOdds: number } => ({
  yesOdds: Math.round((1 + q.yesRate / 100) * 100) / 100,
  noOdds: Math.round((1 + 100 / q.noRate) * 100) / 100,
});
