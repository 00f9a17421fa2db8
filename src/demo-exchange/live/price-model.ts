import type { LiveMarket, PriceBook } from '@shared/contract/live';
import type { Random } from './random';
import { floorToTick, moveTicks } from '@shared/money/odds-ticks';

/**
 * A market's price process: each selection has a probability that wanders (a log-normal step, then
 * normalised to a small over-round); the book shown is derived from it per market family.
 */
export interface PriceState {
  readonly kind: PriceBook['kind'];
  probabilities: number[];
  /** Fancy: the runs line. */
  runs: number;
  matched: number;
}

const OVERROUND = 1.04;

const normalise = (ps: number[]): number[] => {
  const total = ps.reduce((a, b) => a + b, 0);
  return ps.map((p) => Math.min(0.97, Math.max(0.01, (p / total) * OVERROUND)));
};

export const bookKindOf = (family: LiveMarket['family']): PriceBook['kind'] =>
  family === 'bookmaker' ? 'rates' : family === 'fancy' ? 'line' : 'ladder';

export const createPriceState = (market: LiveMarket, random: Random): PriceState => {
  const n = Math.max(1, market.selections.length);
  const raw = Array.from({ length: n }, () => 0.5 + random.next());
  return {
    kind: bookKindOf(market.family),
    probabilities: normalise(raw),
    runs: random.int(30, 80),
    matched: Math.round(random.next() * 200_000),
  };
};

/** One step of the random walk; a few markets move a lot, most a tick or two. */
export const stepPrices = (state: PriceState, random: Random): void => {
  const sigma = random.chance(0.05) ? 0.12 : 0.03;
  state.probabilities = normalise(state.probabilities.map((p) => p * Math.exp(sigma * random.normal())));
  if (state.kind === 'line' && random.chance(0.3)) state.runs = Math.max(0, state.runs + (random.chance(0.7) ? 1 : -1));
  state.matched += Math.round(random.next() * 500);
};

const size = (random: Random) => Math.round((20 + random.next() * 2_000) * 100) / 100;

export const bookOf = (state: PriceState, market: LiveMarket, random: Random): PriceBook => {
  if (state.kind === 'line') {
    return { kind: 'line', noRuns: state.runs, yesRuns: state.runs + 1, noRate: 100, yesRate: random.chance(0.2) ? 90 : 100 };
  }
  if (state.kind === 'rates') {
    return {
      kind: 'rates',
      runners: market.selections.map((s, i) => {
        const back = Math.max(1, Math.round((1 / (state.probabilities[i] ?? 0.5) - 1) * 100));
        return { selectionId: s.selectionId, back, lay: back + 2 };
      }),
    };
  }
  return {
    kind: 'ladder',
    runners: market.selections.map((s, i) => {
      const best = floorToTick(1 / (state.probabilities[i] ?? 0.5));
      const back = [0, 1, 2].map((k) => [moveTicks(best, -k), size(random)] as [number, number]);
      const lay = [1, 2, 3].map((k) => [moveTicks(best, k), size(random)] as [number, number]);
      return { selectionId: s.selectionId, back, lay, lastTraded: best };
    }),
  };
};
