import type { DatabaseSync } from 'node:sqlite';
import { getBookmakerMarket, saveBookmakerPrice } from '../areas/bookmaker/prices';
import { getFancyMarket, saveFancyPrice } from '../areas/fancy/prices';
import { ApiError } from '../http/api-error';
import { marketFacts } from './market-facts';
import type { BetRequest } from './place-bet';

const BY = 'fixture';

/** The runner's back and lay rates once the house quotes `points` on the bet's side (its lay never below its back). */
const runnerQuote = (request: BetRequest, points: number, now: { back: number | null; lay: number | null } | undefined) =>
  request.side === 'lay'
    ? { back: Math.min(now?.back ?? points, points), lay: points }
    : { back: points, lay: Math.max(now?.lay ?? points, points) };

const quoteBookmaker = (db: DatabaseSync, request: BetRequest): void => {
  if (request.odds == null) return;
  const runner = getBookmakerMarket(db, request.marketId).runners.find((r) => r.selectionId === request.outcomeId);
  if (!runner) return;
  saveBookmakerPrice(db, request.marketId, [{ selectionId: runner.selectionId, ...runnerQuote(request, Math.round((request.odds - 1) * 100), runner) }], BY);
};

const quoteFancy = (db: DatabaseSync, request: BetRequest): void => {
  const { line, rate } = request;
  if (line == null || rate == null) return;
  const now = getFancyMarket(db, request.marketId).price ?? { noLine: line, noRate: rate, yesLine: line, yesRate: rate };
  saveFancyPrice(db, request.marketId, request.side === 'no' ? { ...now, noLine: line, noRate: rate } : { ...now, yesLine: line, yesRate: rate }, BY);
};

/**
 * Test support: the house quotes on its desk the very price a bet asks on a bookmaker or fancy market (the
 * exchange strikes bets there at the house's quote only), as a trader would before punters bet. A market
 * that takes no price (closed, settled, voided) is left as it is: the exchange refuses its bets anyway.
 */
export const quoteAsked = (db: DatabaseSync, request: BetRequest): void => {
  const family = marketFacts(db, request.marketId)?.family;
  try {
    if (family === 'bookmaker') quoteBookmaker(db, request);
    else if (family === 'fancy') quoteFancy(db, request);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
  }
};
