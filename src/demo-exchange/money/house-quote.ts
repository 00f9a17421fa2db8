import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily } from '@shared/catalogue';
import type { RefusalReason } from '@shared/money/refusals';
import { bookmakerQuotes } from '../areas/bookmaker/prices';
import { fancyQuotes } from '../areas/fancy/prices';
import { deskQuotes } from '../areas/desks/house-prices';
import { sportsbookQuotes } from '../areas/sportsbook/prices';
import type { BetTerms } from './bet-rules';

/**
 * Families the house prices itself on its desks: a bet on them is struck at the desk's current quote only,
 * never at a feed price, and refused while the house has no quote (per selection; a fancy market's is one).
 */
export const HOUSE_QUOTED_FAMILIES: readonly MarketFamily[] = ['bookmaker', 'fancy', 'binary', 'lottery', 'sportsbook'];

/** A bet on a house-quoted market: its side, the outcome it names and the price it asks for. */
export interface QuotedBet extends Pick<BetTerms, 'side' | 'odds' | 'rate' | 'line'> {
  readonly marketId: string;
  readonly outcomeId: string;
}

type QuoteRefusal = { reason: RefusalReason; message: string };

/** Decimal odds of a rate in points: 45 is 1.45. */
export const pointsToOdds = (points: number): number => Math.round((1 + points / 100) * 100) / 100;

const sameOdds = (asked: number | null | undefined, quoted: number) => asked != null && Math.abs(asked - quoted) < 1e-9;

/** One side's price as its desk states it: a rate in points (45: odds 1.45), or decimal odds (a sportsbook's). */
interface SidePrice {
  readonly odds: number;
  readonly points?: number;
}

/** A desk quoting each runner (selection) a back and, except the sportsbook's, a lay price. */
interface RunnerDesk {
  readonly noun: 'runner' | 'selection';
  /** What a punter is told where the house has not quoted the selection. */
  readonly unquoted: string;
  quoteOf(db: DatabaseSync, bet: QuotedBet): { back: SidePrice; lay?: SidePrice } | undefined;
}

type InPoints = { selectionId: string; back: number; lay: number };
const inPoints = (runner: InPoints | undefined) =>
  runner && { back: { odds: pointsToOdds(runner.back), points: runner.back }, lay: { odds: pointsToOdds(runner.lay), points: runner.lay } };
const runnerOf = <R extends { selectionId: string }>(quotes: Map<string, R[]>, bet: QuotedBet) => quotes.get(bet.marketId)?.find((q) => q.selectionId === bet.outcomeId);

/** A binary market's YES and NO, a lottery market's digits: rates in points set on the exchange desks. */
const exchangeDesk = (family: string): RunnerDesk => ({
  noun: 'selection',
  unquoted: `The house has no rate on this selection yet: the ${family} desk takes no bet on it.`,
  quoteOf: (db, bet) => inPoints(runnerOf(deskQuotes(db, [bet.marketId]), bet)),
});

const RUNNER_DESKS: Partial<Record<MarketFamily, RunnerDesk>> = {
  bookmaker: {
    noun: 'runner',
    unquoted: 'The house has no rate on this runner yet: the bookmaker takes no bet on it.',
    quoteOf: (db, bet) => inPoints(runnerOf(bookmakerQuotes(db, [bet.marketId]), bet)),
  },
  binary: exchangeDesk('binary'),
  lottery: exchangeDesk('lottery'),
  // Back only: a lay bet is refused before its price is looked at.
  sportsbook: {
    noun: 'selection',
    unquoted: 'The house has no odds on this selection yet: the sportsbook takes no bet on it.',
    quoteOf: (db, bet) => {
      const quote = runnerOf(sportsbookQuotes(db, [bet.marketId]), bet);
      return quote && { back: { odds: quote.odds } };
    },
  },
};

/** A runner bet backs at the selection's back price and lays at its lay price, as the desk quotes them now. */
const runnerRefusal = (db: DatabaseSync, desk: RunnerDesk, bet: QuotedBet): QuoteRefusal | undefined => {
  const quote = desk.quoteOf(db, bet);
  const price = bet.side === 'lay' ? quote?.lay : quote?.back;
  if (!price) return { reason: 'selectionNotActive', message: desk.unquoted };
  if (sameOdds(bet.odds, price.odds)) return undefined;
  const odds = price.odds.toFixed(2);
  const stated = price.points === undefined ? `odds on this ${desk.noun} are ${odds}` : `${bet.side} rate on this ${desk.noun} is ${price.points} (odds ${odds})`;
  return { reason: 'priceChanged', message: `The house’s ${stated}, not the odds asked (${bet.odds ?? 'none'}).` };
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
export const houseQuoteRefusal = (db: DatabaseSync, family: MarketFamily, bet: QuotedBet): QuoteRefusal | undefined => {
  if (family === 'fancy') return fancyRefusal(db, bet);
  const desk = RUNNER_DESKS[family];
  return desk ? runnerRefusal(db, desk, bet) : undefined;
};
