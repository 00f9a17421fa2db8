import { afterAll, describe, expect, it } from 'vitest';
import { saveFancyPrice } from '../areas/fancy/prices';
import { openMoneyFixture } from '../money/money-fixture';
import { LiveMarkets } from './live-markets';
import { createRandom } from './random';

const fx = openMoneyFixture();
afterAll(() => fx.close());

describe("the fancy desk's quotes in the live feed", () => {
  it('become the market book at once, and the random walk leaves a quoted market alone', () => {
    const { marketId } = fx.marketOf('fancy');
    const markets = new LiveMarkets(fx.db, createRandom(5));
    markets.choose(1000, Date.now());
    saveFancyPrice(fx.db, marketId, { noLine: 61, noRate: 110, yesLine: 62, yesRate: 90 }, 'test');
    const pushed = markets.applyHouseQuotes(1);
    expect(pushed.find((p) => p.marketId === marketId)?.book).toEqual({ kind: 'line', noRuns: 61, yesRuns: 62, noRate: 110, yesRate: 90 });
    expect(markets.applyHouseQuotes(2)).toEqual([]);
    for (let i = 0; i < 50; i += 1) markets.move(100, 3 + i);
    expect(markets.books.get(marketId)).toEqual({ kind: 'line', noRuns: 61, yesRuns: 62, noRate: 110, yesRate: 90 });
  });
});
