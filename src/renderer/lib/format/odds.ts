import type { MarketFamily } from '@shared/catalogue/market-families';
import { formatNumber } from './numbers';

/**
 * How a family quotes its prices: decimal odds (exchange match odds, racing, sportsbook, virtual,
 * lottery: "2.50", the stake returned included), or points and rates (bookmaker and fancy lines,
 * binary: "95", "100/90", a whole or half point as typed by the desk).
 */
export type PriceStyle = 'decimal' | 'points';

const POINTS: ReadonlySet<MarketFamily | 'casino'> = new Set(['bookmaker', 'fancy', 'binary']);

export const priceStyleOf = (family: MarketFamily | 'casino'): PriceStyle => (POINTS.has(family) ? 'points' : 'decimal');

/** A price in its family's format: decimal odds to two places ("1.95"), points as whole or up to two decimals ("95", "7.5"). */
export const formatOdds = (price: number, family: MarketFamily | 'casino' = 'matchOdds'): string => {
  if (!Number.isFinite(price)) return '—';
  return priceStyleOf(family) === 'decimal' ? price.toFixed(2) : formatNumber(price, { maxDecimals: 2 });
};

/** A fancy or bookmaker pair as the desk reads it: "No 100 / Yes 90" style values, "100/90". */
export const formatRatePair = (first: number, second: number, family: MarketFamily = 'fancy'): string => `${formatOdds(first, family)}/${formatOdds(second, family)}`;
