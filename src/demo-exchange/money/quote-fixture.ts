import type { DatabaseSync } from 'node:sqlite';
import { getBookmakerMarket, saveBookmakerPrice } from '../areas/bookmaker/prices';
import { getFancyMarket, saveFancyPrice } from '../areas/fancy/prices';
import { deskPrice, saveDeskPrices } from '../areas/desks/house-prices';
import { saveSportsbookPrice } from '../areas/sportsbook/prices';
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

/** A binary or lottery desk rates every selection at once (back and lay alike): the others keep theirs. */
const quoteDesk = (db: DatabaseSync, request: BetRequest, family: 'binary' | 'lottery'): void => {
  if (request.odds == null) return;
  const asked = Math.round((request.odds - 1) * 100);
  const runners = deskPrice(db, request.marketId, family).runners;
  saveDeskPrices(db, request.marketId, family, (index) => (runners[index]?.selectionId === request.outcomeId ? asked : (runners[index]?.back ?? asked)), BY);
};

const quoteSportsbook = (db: DatabaseSync, request: BetRequest): void => {
  if (request.odds != null) saveSportsbookPrice(db, request.marketId, [{ selectionId: request.outcomeId, odds: request.odds }], BY);
};

const quoteFancy = (db: DatabaseSync, request: BetRequest): void => {
  const { line, rate } = request;
  if (line == null || rate == null) return;
  const now = getFancyMarket(db, request.marketId).price ?? { noLine: line, noRate: rate, yesLine: line, yesRate: rate };
  saveFancyPrice(db, request.marketId, request.side === 'no' ? { ...now, noLine: line, noRate: rate } : { ...now, yesLine: line, yesRate: rate }, BY);
};

/**
 * Test support: the house quotes on its desk the very price a bet asks on a market it prices itself (the
 * exchange strikes bets there at the house's quote only), as a trader would before punters bet. A market
 * that takes no price (closed, settled, voided) is left as it is: the exchange refuses its bets anyway.
 */
export const quoteAsked = (db: DatabaseSync, request: BetRequest): void => {
  const family = marketFacts(db, request.marketId)?.family;
  try {
    if (family === 'bookmaker') quoteBookmaker(db, request);
    else if (family === 'fancy') quoteFancy(db, request);
    else if (family === 'binary' || family === 'lottery') quoteDesk(db, request, family);
    else if (family === 'sportsbook' && request.side === 'back') quoteSportsbook(db, request);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
  }
};
