import type { LimitValues } from '@shared/catalogue';
import type { LiveMarket, PriceBook } from '@shared/contract/live';
import { pointsToOdds } from '../money/house-quote';
import type { Random } from './random';

/** A bet a simulated punter wants, before the exchange's delay and checks. */
export interface BetDraft {
  readonly outcomeId: string;
  readonly selectionId: string;
  readonly selectionName: string;
  readonly side: 'back' | 'lay';
  readonly odds: number;
  readonly line: number | null;
  readonly stake: number;
}

/** The price on one side of one outcome of a book now: decimal odds, and the line on a fancy market. */
export const quoteNow = (book: PriceBook, outcomeId: string, side: 'back' | 'lay'): { odds: number; line: number | null } | undefined => {
  if (book.kind === 'line') {
    const yes = outcomeId === 'yes';
    return { odds: pointsToOdds(yes ? book.yesRate : book.noRate), line: yes ? book.yesRuns : book.noRuns };
  }
  const runners = book.runners as ReadonlyArray<{ selectionId: string; back: unknown; lay: unknown }>;
  const runner = runners.find((r) => r.selectionId === outcomeId);
  if (!runner) return undefined;
  const odds =
    book.kind === 'rates'
      ? pointsToOdds(side === 'back' ? (runner.back as number) : (runner.lay as number))
      : ((side === 'back' ? (runner.back as Array<[number, number]>) : (runner.lay as Array<[number, number]>))[0]?.[0] ?? 0);
  return odds > 1 ? { odds, line: null } : undefined;
};

/**
 * After a bet delay, the price a punter asked for still stands when the book offers it or better for the
 * punter: longer odds to back, shorter to lay; on a fancy line the same line at the same or a better rate.
 */
export const priceStillStands = (book: PriceBook, draft: Pick<BetDraft, 'outcomeId' | 'side' | 'odds' | 'line'>): boolean => {
  const now = quoteNow(book, draft.outcomeId, draft.side);
  if (!now) return false;
  if (book.kind === 'line') return now.line === draft.line && now.odds >= draft.odds;
  return draft.side === 'back' ? now.odds >= draft.odds : now.odds <= draft.odds;
};

/** How often a punter bets from a stale screen on a selection suspended since (the exchange refuses it). */
const STALE_SCREEN = 0.2;

/** The price a punter gets on one side of one selection, from the book the monitors show. */
const priceFor = (book: PriceBook, market: LiveMarket, random: Random, side: 'back' | 'lay') => {
  if (book.kind === 'line') {
    const yes = side === 'back';
    const quote = quoteNow(book, yes ? 'yes' : 'no', side);
    if (!quote) return undefined;
    return { outcomeId: yes ? 'yes' : 'no', selectionId: `${market.marketId}:${yes ? 'yes' : 'no'}`, selectionName: yes ? `Yes ${book.yesRuns}` : `No ${book.noRuns}`, ...quote };
  }
  const active = market.selections.filter((s) => s.status === 'active');
  if (active.length === 0) return undefined;
  // Now and then a punter with a stale screen tries a selection suspended since: the exchange refuses the bet.
  const suspended = market.selections.filter((s) => s.status === 'suspended');
  const selection = suspended.length > 0 && random.chance(STALE_SCREEN) ? random.pick(suspended) : random.pick(active);
  const quote = quoteNow(book, selection.selectionId, side);
  return quote ? { outcomeId: selection.selectionId, selectionId: selection.selectionId, selectionName: selection.name, ...quote } : undefined;
};

/**
 * The largest stake this bet may have under the market's effective limit: the stake itself, what the
 * punter can win (maxProfit) and what the punter can lose (maxLiability).
 */
export const maxStakeFor = (limit: LimitValues, side: 'back' | 'lay', odds: number, fancy: boolean): number => {
  const win = odds - 1;
  const backs = fancy || side === 'back';
  const byProfit = backs ? limit.maxProfit / win : limit.maxProfit;
  const byLiability = backs ? limit.maxLiability : limit.maxLiability / win;
  return Math.min(limit.maxStake, byProfit, byLiability);
};

/**
 * What a punter would bet now, or undefined when nothing fits the limit (the punter walks away rather
 * than place a bet the exchange would refuse). Stakes are log-uniform: many small, a few large.
 */
export const draftBet = (market: LiveMarket, book: PriceBook, limit: LimitValues, random: Random): BetDraft | undefined => {
  // A sportsbook takes back bets only (the draw still happens, so every family's sequence stays the same).
  const side = random.chance(0.62) || market.family === 'sportsbook' ? 'back' : 'lay';
  const price = priceFor(book, market, random, side);
  if (!price) return undefined;
  const max = Math.floor(maxStakeFor(limit, side, price.odds, book.kind === 'line'));
  const min = Math.ceil(limit.minStake);
  if (max < min) return undefined;
  const top = Math.min(max, min * 200);
  const raw = Math.exp(Math.log(min) + random.next() * (Math.log(top) - Math.log(min)));
  const stake = Math.min(max, Math.max(min, raw >= 100 ? Math.round(raw / 10) * 10 : Math.round(raw)));
  return { ...price, side, stake };
};
