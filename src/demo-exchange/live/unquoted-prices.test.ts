import { afterAll, describe, expect, it } from 'vitest';
import type { LivePrices } from '@shared/contract/live';
import { saveBookmakerPrice } from '../areas/bookmaker/prices';
import { HOUSE_QUOTED_FAMILIES } from '../money/house-quote';
import { openMoneyFixture } from '../money/money-fixture';
import { LiveFeed } from './feed';
import { createRandom } from './random';

const fx = openMoneyFixture();
afterAll(() => fx.close());

/** A feed over every market of the small catalogue, ticked by hand: what it published, and what a window joining now sees. */
const watchedFeed = () => {
  let clock = 1_000_000;
  const feed = new LiveFeed({ db: fx.db, settings: { feedRate: 20_000, betsPaused: true, liveMarkets: 1000 }, now: () => clock, random: createRandom(23), autoStart: false });
  const published: LivePrices[] = [];
  feed.onFrame((frame) => published.push(...frame.prices));
  return {
    feed,
    published,
    tick(times: number) {
      for (let i = 0; i < times; i += 1) {
        clock += 25;
        feed.tick();
      }
    },
    shown: (marketId: string) => feed.snapshot('prices').values.find((p) => p.marketId === marketId),
  };
};

describe('the live feed on a market the house prices itself', () => {
  it('walks no price for a bookmaker market its desk has not quoted, and carries only the desk’s quote once it has', () => {
    const { marketId } = fx.marketOf('bookmaker');
    fx.db.prepare('DELETE FROM bookmaker_prices WHERE marketId = ?').run(marketId);
    const { feed, published, tick, shown } = watchedFeed();
    tick(20);

    // No quote: no price published, and a window joining now is told the market has none.
    expect(published.filter((p) => p.marketId === marketId)).toEqual([]);
    expect(shown(marketId)).toMatchObject({ marketId, book: null });
    // Exchange markets keep walking; no house-priced market moves with them.
    expect(published.some((p) => p.family === 'matchOdds')).toBe(true);
    expect(published.filter((p) => HOUSE_QUOTED_FAMILIES.includes(p.family))).toEqual([]);

    const selections = feed.snapshot('markets').values.find((m) => m.marketId === marketId)?.selections.map((s) => s.selectionId) ?? [];
    const quotedId = selections[1] ?? '';
    saveBookmakerPrice(fx.db, marketId, [{ selectionId: quotedId, back: 110, lay: 112 }], 'trader');
    feed.poke([`bookmaker:${marketId}`]);
    tick(20);

    const quote = { kind: 'rates', runners: [{ selectionId: quotedId, back: 110, lay: 112 }] };
    const unquoted = selections.filter((id) => id !== quotedId);
    expect(unquoted.length).toBeGreaterThan(0);
    // Published once, as the desk quoted it: the other runners say they have no quote.
    expect(published.filter((p) => p.marketId === marketId)).toEqual([expect.objectContaining({ book: quote, unquoted })]);
    expect(shown(marketId)).toMatchObject({ book: quote, unquoted });
  });

  it('tells a window that a fancy market its desk has not quoted has no line', () => {
    const { marketId } = fx.marketOf('fancy');
    fx.db.prepare('DELETE FROM fancy_prices WHERE marketId = ?').run(marketId);
    const { tick, shown } = watchedFeed();
    tick(5);
    expect(shown(marketId)).toMatchObject({ marketId, book: null });
    expect(shown(marketId)).not.toHaveProperty('unquoted');
  });
});
