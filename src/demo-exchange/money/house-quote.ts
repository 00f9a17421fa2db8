import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily } from '@shared/catalogue';
import type { RefusalReason } from '@shared/money/refusals';
import { bookmakerQuotes } from '../areas/bookmaker/prices';
import { fancyQuotes } from '../areas/fancy/prices';
import type { BetTerms } from './bet-rules';

/**
 * Families the house prices itself on its desks: a bet on them is struck at the desk's current quote only,
 * never at a feed price, and refused while the house has no quote.
 */
export const HOUSE_QUOTED_FAMILIES: readonly MarketFamily[] = ['bookmaker', 'fancy'];

/** A bet on a house-quoted market: its side, the outcome it names and the price it asks for. */
export interface QuotedBet extends Pick<BetTerms, 'side' | 'odds' | 'rate' | 'line'> {
  readonly marketId: string;
  readonly outcomeId: string;
}

type QuoteRefusal = { reason: RefusalReason; message: string };

/** Decimal odds of a rate in points: 45 is 1.45. */
export const pointsToOdds = (points: number): number => Math.round((1 + points / 100) * 100) / 100;

const sameOdds = (asked: number | null | undefined, quoted: number) => asked != null && Math.abs(asked - quoted) < 1e-9;

/** A bookmaker bet backs at the runner's back rate and lays at its lay rate. */
const bookmakerRefusal = (db: DatabaseSync, bet: QuotedBet): QuoteRefusal | undefined => {
  const quote = bookmakerQuotes(db, [bet.marketId]).get(bet.marketId)?.find((q) => q.selectionId === bet.outcomeId);
  if (!quote) return { reason: 'selectionNotActive', message: 'The house has no rate on this runner yet: the bookmaker takes no bet on it.' };
  const points = bet.side === 'lay' ? quote.lay : quote.back;
  const odds = pointsToOdds(points);
  if (sameOdds(bet.odds, odds)) return undefined;
  return { reason: 'priceChanged', message: `The house’s ${bet.side} rate on this runner is ${points} (odds ${odds.toFixed(2)}), not the odds asked (${bet.odds ?? 'none'}).` };
};

/** A fancy bet takes YES at the YES line and rate, NO at the NO line and rate. */
const fancyRefusal = (db: DatabaseSync, bet: QuotedBet): QuoteRefusal | undefined => {
  const quote = fancyQuotes(db, [bet.marketId]).get(bet.marketId);
  if (!quote) return { reason: 'marketNotOpen', message: 'The house has no quote on this market yet: it takes no bet.' };
  const [line, rate] = bet.side === 'no' ? [quote.noLine, quote.noRate] : [quote.yesLine, quote.yesRate];
  if (bet.line === line && bet.rate === rate) return undefined;
  return { reason: 'priceChanged', message: `The house’s ${bet.side.toUpperCase()} quote is ${line} at ${rate}, not ${bet.line ?? 'no line'} at ${bet.rate ?? 'no rate'}.` };
};

/** Why a bet on a house-quoted market is not at the house's current quote, if it is not; nothing on other families. */
export const houseQuoteRefusal = (db: DatabaseSync, family: MarketFamily, bet: QuotedBet): QuoteRefusal | undefined =>
  family === 'bookmaker' ? bookmakerRefusal(db, bet) : family === 'fancy' ? fancyRefusal(db, bet) : undefined;
