import type { DatabaseSync } from 'node:sqlite';
import type { FancyOdds } from '@shared/contract/fancy-play';
import { lineFairValue, lineOdds } from '@shared/money/fair-value';
import { getFancyMarket, listFancyMarkets } from './prices';

/** The event's fancy markets with their quotes as decimal odds and their fair value. */
export const fancyOdds = (db: DatabaseSync, eventId: string): FancyOdds[] =>
  listFancyMarkets(db, eventId).map((m) => ({
    marketId: m.marketId,
    name: m.name,
    status: m.status,
    noLine: m.price?.noLine ?? null,
    yesLine: m.price?.yesLine ?? null,
    ...(m.price ? lineOdds(m.price) : { yesOdds: null, noOdds: null }),
    fairValue: m.price ? lineFairValue(m.price) : null,
  }));

/** A line market's fair value from its quote (the desk's book of prices); null before its first quote. */
export const fancyFairValue = (db: DatabaseSync, marketId: string) => {
  const market = getFancyMarket(db, marketId);
  return market.price
    ? { marketId, fairValue: lineFairValue(market.price), basis: `quote ${market.price.noLine}/${market.price.yesLine} at ${market.price.noRate}/${market.price.yesRate}` }
    : { marketId, fairValue: null, basis: 'no quote yet' };
};
