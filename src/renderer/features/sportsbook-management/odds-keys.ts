import { selectionQuoteSchema, SPORTSBOOK_ODDS_RANGE } from '@shared/contract/sportsbook';
import { floorToTick, MAX_ODDS, MIN_ODDS, moveTicks } from '@shared/money/odds-ticks';
import { runnerDeskKeys } from '@renderer/components/desks/desk-keys';
import { typedDecimal } from '@renderer/lib/format';

/** Book margins a trader reaches for most: the presets Alt+1 … Alt+3 reprice the market to. */
export const MARGIN_PRESETS = [105, 110, 115] as const;

export const SPORTSBOOK_KEYS = runnerDeskKeys({
  step: 'odds one tick longer or shorter',
  shift: 'every odds of the market one tick shorter or longer',
  presets: `reprice the market to a book of ${MARGIN_PRESETS.join(' / ')} %`,
});

/** The book's over-round: the sum of the implied probabilities, in percent (100 is a fair book). */
export const bookPercent = (odds: readonly number[]): number => Math.round(odds.reduce((sum, o) => sum + (o > 0 ? 100 / o : 0), 0) * 10) / 10;

/** What is wrong with each selection's odds, by selection id, in the exchange's words (its schema's); empty when all are right. */
export const oddsProblems = (quotes: ReadonlyArray<{ selectionId: string; odds: number }>): Record<string, string> =>
  Object.fromEntries(
    quotes.flatMap((quote) => {
      const parsed = selectionQuoteSchema.safeParse(quote);
      return parsed.success ? [] : [[quote.selectionId, parsed.error.issues[0]?.message ?? 'Odds: not valid.']];
    }),
  );

/**
 * Odds as typed: a plain decimal, or a negative one ("-2", which the exchange's range refuses, as it does 0),
 * else NaN (not a number).
 */
export const typedOdds = (text: string): number => {
  const negative = /^\s*-/.test(text);
  return negative ? -typedDecimal(text.replace('-', '')) : typedDecimal(text);
};

/**
 * Whether odds typed may stand in their field, as on every desk's price: nothing beyond the exchange's 1000
 * (the keystroke is refused, what was typed before stays); anything else stands, and its field says what is
 * wrong with it (under 1.01 or negative, not a number, more than two decimals).
 */
export const typeableOdds = (text: string): boolean => !(Math.abs(typedOdds(text)) > SPORTSBOOK_ODDS_RANGE.max);

/** The book % of the odds, or null while any of them is wrong: a sum over the valid ones only would mislead. */
export const bookOf = (quotes: ReadonlyArray<{ selectionId: string; odds: number }>): number | null =>
  Object.keys(oddsProblems(quotes)).length > 0 ? null : bookPercent(quotes.map((q) => q.odds));

/** Odds `n` ticks longer (positive) or shorter on the price ladder, from any odds typed. */
export const stepOdds = (odds: number, n: number): number => moveTicks(floorToTick(Number.isFinite(odds) && odds > 0 ? odds : MIN_ODDS), n);

/**
 * Every selection's odds scaled so the book is `percent` (the prices keep their proportions and their
 * order), kept within 1.01 … 1000: each rounded down to the ladder, which can only lift the book, then
 * lengthened a tick at a time, the longest prices first, while the book stays at `percent` or above. The
 * book lands on the preset or just above it, as close as the ladder allows, never under it.
 */
export const repriceToBook = (odds: readonly number[], percent: number): number[] => {
  const now = bookPercent(odds);
  if (now <= 0) return [...odds];
  const prices = odds.map((o) => Math.min(MAX_ODDS, Math.max(MIN_ODDS, floorToTick((o * now) / percent))));
  const longestFirst = odds.map((_, i) => i).sort((a, b) => (odds[b] ?? 0) - (odds[a] ?? 0));
  // A price may not pass one that was longer than it: the order of the market stays as it was.
  const ceilingOf = (i: number) => Math.min(MAX_ODDS, ...odds.flatMap((o, j) => (o > (odds[i] ?? 0) ? [prices[j] ?? MAX_ODDS] : [])));
  for (let lengthened = true; lengthened; ) {
    lengthened = false;
    for (const i of longestFirst) {
      const longer = moveTicks(prices[i] ?? MIN_ODDS, 1);
      const tried = prices.map((p, j) => (j === i ? longer : p));
      if (longer <= ceilingOf(i) && bookPercent(tried) >= percent) {
        prices[i] = longer;
        lengthened = true;
      }
    }
  }
  return prices;
};
