import { describe, expect, it } from 'vitest';
import type { LiveLiability } from '@shared/contract/live';
import { largestFirst, newlyAbove, sameOrder, topByLiability, worstOutcomes } from './risk-order';

const l = (marketId: string, liability: number, stake = 0) => ({ marketId, liability, stake }) as LiveLiability;

describe('the risk monitor', () => {
  it('ranks markets by liability, largest first, leaving out those without any', () => {
    expect(topByLiability([l('a', 10), l('b', 300), l('c', 0), l('d', 300, 5)], 2)).toEqual(['d', 'b']);
  });

  it('raises an alert once when a market crosses the threshold, and again only after it fell back below', () => {
    const above = new Set<string>();
    expect(newlyAbove([l('a', 100), l('b', 600)], 500, above).map((v) => v.marketId)).toEqual(['b']);
    expect(newlyAbove([l('a', 100), l('b', 700)], 500, above)).toEqual([]);
    expect(newlyAbove([l('b', 400)], 500, above)).toEqual([]);
    expect(newlyAbove([l('b', 800)], 500, above).map((v) => v.marketId)).toEqual(['b']);
  });

  it('orders the markets that crossed largest liability first, as the ranking does', () => {
    expect(largestFirst([l('a', 350), l('b', 803_390), l('c', 1_184), l('d', 450_700), l('e', 1_184, 9)]).map((v) => v.marketId)).toEqual(['b', 'd', 'e', 'c', 'a']);
  });

  it('tells an unchanged ranking from a moved one (an unchanged one is not redrawn)', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a', 'b'], ['a'])).toBe(false);
  });
});

describe('worstOutcomes', () => {
  it('shows the three outcomes worst for the house, worst first, and counts the rest', () => {
    const selections = [5, -20, 3, -7, 0].map((pnl, i) => ({ selectionId: `s${i}`, name: `S${i}`, pnl }));
    expect(worstOutcomes(selections)).toEqual({ shown: [selections[1], selections[3], selections[4]], more: 2 });
    expect(worstOutcomes(selections.slice(0, 2))).toEqual({ shown: [selections[1], selections[0]], more: 0 });
  });
});
