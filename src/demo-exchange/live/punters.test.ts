import { describe, expect, it } from 'vitest';
import type { LiveMarket, PriceBook } from '@shared/contract/live';
import { draftBet, maxStakeFor } from './punters';
import { createRandom } from './random';

const market = {
  marketId: 'm1',
  selections: [
    { selectionId: 'a', name: 'A', status: 'active' },
    { selectionId: 'b', name: 'B', status: 'suspended' },
  ],
} as LiveMarket;
const ladder: PriceBook = {
  kind: 'ladder',
  runners: [
    { selectionId: 'a', back: [[2.5, 100]], lay: [[2.52, 100]], lastTraded: 2.5 },
    { selectionId: 'b', back: [[1.6, 100]], lay: [[1.62, 100]], lastTraded: 1.6 },
  ],
};
const limit = { minStake: 100, maxStake: 5_000, maxProfit: 6_000, maxLiability: 4_000 };

describe('simulated punters', () => {
  it('cap a stake by the limit: stake, what the punter can win and what the punter can lose', () => {
    expect(maxStakeFor(limit, 'back', 3, false)).toBe(3_000); // profit 2 × stake ≤ 6,000
    expect(maxStakeFor(limit, 'back', 1.5, false)).toBe(4_000); // a back risks the stake ≤ maxLiability
    expect(maxStakeFor(limit, 'lay', 5, false)).toBe(1_000); // a lay risks 4 × stake ≤ 4,000
  });

  it('bet on active selections, now and then on one suspended since (a stale screen), at the book price, within the limit', () => {
    const random = createRandom(7);
    const on = { a: 0, b: 0 };
    for (let i = 0; i < 500; i += 1) {
      const bet = draftBet(market, ladder, limit, random);
      if (!bet) continue;
      on[bet.selectionId as 'a' | 'b'] += 1;
      const book = bet.selectionId === 'a' ? [2.5, 2.52] : [1.6, 1.62];
      expect(bet.odds).toBe(bet.side === 'back' ? book[0] : book[1]);
      expect(bet.stake).toBeGreaterThanOrEqual(limit.minStake);
      expect(bet.stake).toBeLessThanOrEqual(maxStakeFor(limit, bet.side, bet.odds, false));
    }
    expect(on.b).toBeGreaterThan(0);
    expect(on.b).toBeLessThan(on.a / 2);
  });

  it('back only on a sportsbook', () => {
    const random = createRandom(11);
    const sportsbook = { ...market, family: 'sportsbook' } as LiveMarket;
    for (let i = 0; i < 200; i += 1) expect(draftBet(sportsbook, ladder, limit, random)?.side ?? 'back').toBe('back');
  });

  it('walk away when no stake fits the limit', () => {
    const tight = { minStake: 100, maxStake: 5_000, maxProfit: 50, maxLiability: 50 };
    const random = createRandom(3);
    for (let i = 0; i < 50; i += 1) expect(draftBet(market, ladder, tight, random)).toBeUndefined();
  });
});
