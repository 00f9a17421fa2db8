import { describe, expect, it } from 'vitest';
import type { LiveMarket } from '@shared/contract/live';
import { createMarketStore } from '../live/market-store';
import { marketRows, rowSelector } from './use-market-rows';

const market = (marketId: string, extra: Partial<LiveMarket>): LiveMarket =>
  ({ marketId, sportId: 's1', competitionId: 'c1', eventId: 'e1', family: 'matchOdds', status: 'open', ...extra }) as LiveMarket;

describe('the market rows of a view', () => {
  it('keeps the feed order and narrows by scope and status', () => {
    const all = [market('a', {}), market('b', { sportId: 's2' }), market('c', { status: 'suspended' })];
    expect(marketRows(all, {})).toEqual(['a', 'b', 'c']);
    expect(marketRows(all, { sportId: 's1' })).toEqual(['a', 'c']);
    expect(marketRows(all, { status: 'suspended' })).toEqual(['c']);
  });
});

describe('the row selector', () => {
  it('answers the same array until the markets or the view change what it holds', () => {
    const store = createMarketStore();
    const select = rowSelector();
    store.apply({ reset: true, values: [market('a', {}), market('b', { sportId: 's2' })] });
    const first = select(store, {});
    expect(select(store, {})).toBe(first);
    store.apply({ values: [market('a', { status: 'suspended' })] });
    expect(select(store, {})).toBe(first);
    expect(select(store, { sportId: 's2' })).toEqual(['b']);
  });
});
