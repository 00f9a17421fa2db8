import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../../http/api-error';

/**
 * SQL: the market aliased `market` has a result entered and not voided (pending, checking, declared, held or
 * settled). Such a market takes no more bets nor a desk's price, and cannot reopen unless the result is voided.
 */
export const hasResultKept = (market: string): string =>
  `EXISTS (SELECT 1 FROM market_results r WHERE r.marketId = ${market}._id AND r.status <> 'voided')`;

/** Whether the market has a result kept (see `hasResultKept`): a desk market's `resultEntered`. */
export const resultKeptOn = (db: DatabaseSync, marketId: string): boolean =>
  db.prepare(`SELECT 1 FROM markets m WHERE m._id = ? AND ${hasResultKept('m')}`).get(marketId) !== undefined;

/** A desk's price on a market with a result kept (its `resultEntered`, read with `hasResultKept`) is refused: 409. */
export const requireNoResultKept = (market: { readonly resultEntered: boolean }): void => {
  if (market.resultEntered) throw new ApiError(409, 'The market has a result entered: it takes no price. Settle or void the result on Results.');
};
