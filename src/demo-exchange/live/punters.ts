import type { LimitValues } from '@shared/catalogue';
import type { LiveMarket, PriceBook } from '@shared/contract/live';
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
  readonly user: string;
}

const PUNTERS = 240;
const SHARPS = ['sharp.singh', 'whale.mehta', 'arb.king', 'late.money'];

export const punterName = (random: Random): string =>
  random.chance(0.08) ? random.pick(SHARPS) : `punter${String(random.int(1, PUNTERS)).padStart(3, '0')}`;

const rateOdds = (rate: number) => Math.round((1 + rate / 100) * 100) / 100;

/** The price a punter gets on one side of one selection, from the book the monitors show. */
const priceFor = (book: PriceBook, market: LiveMarket, random: Random, side: 'back' | 'lay') => {
  if (book.kind === 'line') {
    const yes = side === 'back';
    return {
      outcomeId: yes ? 'yes' : 'no',
      selectionId: `${market.marketId}:${yes ? 'yes' : 'no'}`,
      selectionName: yes ? `Yes ${book.yesRuns}` : `No ${book.noRuns}`,
      odds: rateOdds(yes ? book.yesRate : book.noRate),
      line: yes ? book.yesRuns : book.noRuns,
    };
  }
  const active = market.selections.filter((s) => s.status === 'active');
  if (active.length === 0) return undefined;
  const selection = random.pick(active);
  const runners = book.runners as ReadonlyArray<{ selectionId: string; back: unknown; lay: unknown }>;
  const runner = runners.find((r) => r.selectionId === selection.selectionId);
  if (!runner) return undefined;
  const odds =
    book.kind === 'rates'
      ? rateOdds(side === 'back' ? (runner.back as number) : (runner.lay as number))
      : ((side === 'back' ? (runner.back as Array<[number, number]>) : (runner.lay as Array<[number, number]>))[0]?.[0] ?? 0);
  if (odds <= 1) return undefined;
  return { outcomeId: selection.selectionId, selectionId: selection.selectionId, selectionName: selection.name, odds, line: null };
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
  const side = random.chance(0.62) ? 'back' : 'lay';
  const price = priceFor(book, market, random, side);
  if (!price) return undefined;
  const max = Math.floor(maxStakeFor(limit, side, price.odds, book.kind === 'line'));
  const min = Math.ceil(limit.minStake);
  if (max < min) return undefined;
  const top = Math.min(max, min * 200);
  const raw = Math.exp(Math.log(min) + random.next() * (Math.log(top) - Math.log(min)));
  const stake = Math.min(max, Math.max(min, raw >= 100 ? Math.round(raw / 10) * 10 : Math.round(raw)));
  return { ...price, side, stake, user: punterName(random) };
};
