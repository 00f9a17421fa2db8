import type { CommandDone } from '../../kit/audited-routes';

/**
 * What a desk's confirmed price change answers and audits (bookmaker, sportsbook, fancy, binary): the market
 * after it, and in the audit the market's name with its prices as `shown` writes them, before and after.
 */
export const priceConfirmed = <M extends { readonly name: string }>(marketId: string, change: { before: M; after: M }, shown: (market: M) => object | null): CommandDone<M> => ({
  data: change.after,
  targetId: marketId,
  before: { market: change.before.name, ...shown(change.before) },
  after: { market: change.after.name, ...shown(change.after) },
  message: 'Price confirmed.',
});
