import { afterAll, describe, expect, it } from 'vitest';
import { contract, writeTags } from '@shared/contract';
import type { LiveMarket, LivePrices } from '@shared/contract/live';
import { saveBookmakerPrice } from '../areas/bookmaker/prices';
import { setSelectionStatus } from '../areas/markets/markets';
import { openMoneyFixture } from '../money/money-fixture';
import { LiveFeed } from './feed';
import { createRandom } from './random';

const fx = openMoneyFixture();
afterAll(() => fx.close());

/** A feed over every market of the small catalogue, ticked by hand: the markets and prices it published. */
const START = Date.parse('2030-01-01T12:00:00Z');
const watchedFeed = (settings: ConstructorParameters<typeof LiveFeed>[0]['settings'] = {}) => {
  let clock = START;
  const feed = new LiveFeed({
    db: fx.db,
    settings: { feedRate: 0, betsPaused: true, liveMarkets: 1000, ...settings },
    now: () => clock,
    stamp: () => clock,
    random: createRandom(29),
    autoStart: false,
  });
  const markets: LiveMarket[] = [];
  const prices: LivePrices[][] = [];
  feed.onFrame((frame) => {
    markets.push(...frame.markets);
    prices.push(frame.prices);
  });
  return {
    feed,
    at: () => clock,
    markets,
    prices,
    tick(times = 1) {
      for (let i = 0; i < times; i += 1) {
        clock += 25;
        feed.tick();
      }
    },
  };
};

const statusIn = (market: LiveMarket | undefined, selectionId: string) => market?.selections.find((s) => s.selectionId === selectionId)?.status;

describe('the live feed, for the market monitor', () => {
  it.each([
    ['bookmaker', contract.bookmaker.setRunnerStatus],
    ['sportsbook', contract.sportsbook.setSelectionStatus],
  ] as const)('publishes a %s selection its desk suspends, in the frame of the write and to a window joining later', (family, op) => {
    const { marketId, outcomes } = fx.marketOf(family);
    const selectionId = outcomes[0] ?? '';
    const { feed, markets, tick } = watchedFeed();
    tick();
    const input = { marketId, selectionId, status: 'suspended' as const };
    setSelectionStatus(fx.db, marketId, selectionId, 'suspended');
    feed.poke(writeTags(op, input));
    tick();
    expect(statusIn(markets.findLast((m) => m.marketId === marketId), selectionId)).toBe('suspended');
    expect(statusIn(feed.snapshot('markets').values.find((m) => m.marketId === marketId), selectionId)).toBe('suspended');
    setSelectionStatus(fx.db, marketId, selectionId, 'active');
  });

  it("publishes a bookmaker market's prices when bets are matched on it, once a tick, its quote unchanged", () => {
    const { marketId, outcomes } = fx.marketOf('bookmaker');
    saveBookmakerPrice(fx.db, marketId, outcomes.map((selectionId) => ({ selectionId, back: 110, lay: 112 })), 'trader');
    const { feed, prices, tick } = watchedFeed({ betsPaused: false, betRate: 40, betMarketIds: [marketId] });
    const matchedBets = () => feed.snapshot('bets').values.filter((b) => b.marketId === marketId && b.status === 'matched');
    const quoted = feed.snapshot('prices').values.find((p) => p.marketId === marketId);
    for (let i = 0; i < 400 && matchedBets().length < 5; i += 1) tick();
    feed.configure({ betsPaused: true });

    const published = prices.map((frame) => frame.filter((p) => p.marketId === marketId));
    // Never more than one value of the market a frame, and one for each frame in which bets were matched on it.
    expect(published.every((values) => values.length <= 1)).toBe(true);
    const last = published.flat().at(-1);
    expect(published.filter((values) => values.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(last?.matched).toBeCloseTo((quoted?.matched ?? 0) + matchedBets().reduce((sum, b) => sum + b.stake, 0), 6);
    expect(last?.book).toEqual(quoted?.book);
    expect(feed.snapshot('prices').values.find((p) => p.marketId === marketId)?.matched).toBe(last?.matched);

    // No bet, no value: a quiet market is not published again.
    const before = prices.length;
    tick(40);
    expect(prices.slice(before).flat().filter((p) => p.marketId === marketId)).toEqual([]);
  });

  it('says when a market not traded in play is past its off, within a second of it, and not of one traded in play', () => {
    const { marketId } = fx.marketOf('racing');
    const football = fx.marketOf('matchOdds').marketId;
    fx.db.prepare('UPDATE events SET inPlayCapable = 1 WHERE _id = (SELECT eventId FROM markets WHERE _id = ?)').run(football);
    const startAt = (id: string, ms: number) =>
      fx.db.prepare('UPDATE events SET openDate = ? WHERE _id = (SELECT eventId FROM markets WHERE _id = ?)').run(new Date(START + ms).toISOString(), id);
    startAt(marketId, 500);
    startAt(football, 500);
    // A trader suspended the race before its off: the feed's off does not suspend it again (nothing written).
    fx.db.prepare(`UPDATE markets SET status = 'suspended' WHERE _id = ?`).run(marketId);
    const { feed, markets, tick } = watchedFeed();
    const rowOf = (id: string) => fx.db.prepare('SELECT status, updatedAt FROM markets WHERE _id = ?').get(id);
    const before = rowOf(marketId);
    const shown = (id: string) => feed.snapshot('markets').values.find((m) => m.marketId === id);
    // Each live market is read again once a second, wherever it stands in the round (the seeded catalogue's
    // size depends on the day), so the test looks before the off and a full round after it.
    tick(15);
    expect(shown(marketId)).toMatchObject({ status: 'suspended', closedAtOff: false });
    tick(46);
    expect(shown(marketId)).toMatchObject({ status: 'suspended', closedAtOff: true });
    expect(markets.findLast((m) => m.marketId === marketId)).toMatchObject({ status: 'suspended', closedAtOff: true });
    expect(rowOf(marketId)).toEqual(before);
    expect(feed.snapshot('markets').values.find((m) => m.marketId === football)).toMatchObject({ status: 'open', closedAtOff: false });
  });
});
