import { BOOKMAKER_RATE_RANGE } from '@shared/contract/bookmaker';
import { runnerDeskKeys } from '@renderer/components/desks/desk-keys';

/** Lay-over-back spreads in points a trader reaches for most (Alt+1 … Alt+3). */
export const SPREAD_PRESETS = [1, 2, 5] as const;

export const BOOKMAKER_KEYS = runnerDeskKeys({
  step: 'the focused rate one point up or down',
  shift: 'every rate of the market one point down or up',
  presets: `lay rates ${SPREAD_PRESETS.join(' / ')} points above the back rates`,
});

/**
 * A rate moved by `by` points, kept within the rates' range (a rate typed wrong starts from the lowest; none
 * yet, `null`, from nothing: one point up is the lowest).
 */
export const stepRate = (rate: number | null, by: number): number =>
  Math.min(BOOKMAKER_RATE_RANGE.max, Math.max(BOOKMAKER_RATE_RANGE.min, (rate === null ? 0 : Number.isFinite(rate) ? Math.round(rate) : BOOKMAKER_RATE_RANGE.min) + by));
