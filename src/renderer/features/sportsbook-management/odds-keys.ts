import { floorToTick, MAX_ODDS, MIN_ODDS, moveTicks } from '@shared/money/odds-ticks';
import { runnerDeskKeys } from '@renderer/components/desks/desk-keys';

/** Book margins a trader reaches for most: the presets Alt+1 … Alt+3 reprice the market to. */
export const MARGIN_PRESETS = [105, 110, 115] as const;

export const SPORTSBOOK_KEYS = runnerDeskKeys({
  step: 'odds one tick longer or shorter',
  shift: 'every odds of the market one tick shorter or longer',
  presets: `reprice the market to a book of ${MARGIN_PRESETS.join(' / ')} %`,
});

/** The book's over-round: the sum of the implied probabilities, in percent (100 is a fair book). */
export const bookPercent = (odds: readonly number[]): number => Math.round(odds.reduce((sum, o) => sum + (o > 0 ? 100 / o : 0), 0) * 10) / 10;

/** Odds `n` ticks longer (positive) or shorter on the price ladder, from any odds typed. */
export const stepOdds = (odds: number, n: number): number => moveTicks(floorToTick(Number.isFinite(odds) && odds > 0 ? odds : MIN_ODDS), n);

/**
 * Every selection's odds scaled so the book is `percent` (the prices keep their proportions), each
 * rounded down to the ladder and kept within 1.01 … 1000.
 */
export const repriceToBook = (odds: readonly number[], percent: number): number[] => {
  const now = bookPercent(odds);
  if (now <= 0) return [...odds];
  return odds.map((o) => Math.min(MAX_ODDS, Math.max(MIN_ODDS, floorToTick((o * now) / percent))));
};
