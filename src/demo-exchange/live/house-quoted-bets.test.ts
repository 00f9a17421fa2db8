import { afterAll, describe, expect, it } from 'vitest';
import { saveBookmakerPrice } from '../areas/bookmaker/prices';
import { saveFancyPrice } from '../areas/fancy/prices';
import { saveDeskPrices } from '../areas/desks/house-prices';
import { seedHouseDesks } from '../areas/desks/seed';
import { saveSportsbookPrice } from '../areas/sportsbook/prices';
import { openMoneyFixture } from '../money/money-fixture';
import { BetDesk } from './bet-desk';
import { LiveMarkets } from './live-markets';
import { createRandom } from './random';

const fx = openMoneyFixture();
afterAll(() => fx.close());

/**
 * The simulated punters on one market of every live one (the small catalogue's): `tries` bets tried on it
 * before the house quotes it, then as many after `quote`, decided once their delay is over.
 */
const betsAround = (marketId: string, quote: () => void, tries = 40) => {
  const random = createRandom(19);
  const markets = new LiveMarkets(fx.db, random);
  const now = Date.now();
  markets.choose(1000, now);
  const desk = new BetDesk(fx.db, markets, random);
  for (let i = 0; i < tries; i += 1) desk.place(now, [marketId]);
  const before = desk.waiting;
  quote();
  markets.applyHouseQuotes(now);
  for (let i = 0; i < tries; i += 1) desk.place(now, [marketId]);
  return { before, bets: desk.settleDue(now + 60_000, () => now + 60_000).bets };
};

describe('the simulated punters on the house’s own markets', () => {
  it('bet on a bookmaker market only once the house quotes it, only on the runner quoted, at the quote and never the feed', () => {
    const { marketId, outcomes } = fx.marketOf('bookmaker');
    const mumbai = outcomes[1] ?? '';
    const { before, bets } = betsAround(marketId, () => saveBookmakerPrice(fx.db, marketId, [{ selectionId: mumbai, back: 110, lay: 112 }], 'trader'));
    expect(before).toBe(0);
    expect(bets.length).toBeGreaterThan(10);
    for (const bet of bets) expect(bet).toMatchObject({ selectionId: mumbai, odds: bet.side === 'back' ? 2.1 : 2.12 });
    expect(bets.some((b) => b.status === 'matched')).toBe(true);
    expect(bets.filter((b) => b.reason === 'priceChanged' || b.reason === 'selectionNotActive')).toEqual([]);
  });

  it('bet on a fancy market only once the house quotes it, at its YES and NO lines and rates', () => {
    const { marketId } = fx.marketOf('fancy');
    const { before, bets } = betsAround(marketId, () => saveFancyPrice(fx.db, marketId, { noLine: 48, noRate: 110, yesLine: 50, yesRate: 90 }, 'trader'));
    expect(before).toBe(0);
    expect(bets.length).toBeGreaterThan(10);
    // YES backs the line at 1 + 90 / 100; NO lays it at 1 + 110 / 100.
    for (const bet of bets) expect(bet).toMatchObject(bet.side === 'back' ? { line: 50, odds: 1.9 } : { line: 48, odds: 2.1 });
    expect(bets.some((b) => b.status === 'matched')).toBe(true);
    expect(bets.filter((b) => b.reason === 'priceChanged' || b.reason === 'marketNotOpen')).toEqual([]);
  });

  describe('on binary, lottery and sportsbook markets', () => {
    // The demo's binary and lottery markets (on the IPL match), their seeded rates taken off: unquoted.
    seedHouseDesks(fx.db);
    fx.db.prepare('DELETE FROM desk_prices').run();

    /** Every bet was struck at the quote: none refused for its price or an unquoted selection, some matched. */
    const expectAtTheQuote = ({ before, bets }: ReturnType<typeof betsAround>, oddsOf: (bet: (typeof bets)[number]) => number) => {
      expect(before).toBe(0);
      expect(bets.length).toBeGreaterThan(10);
      for (const bet of bets) expect(bet.odds).toBe(oddsOf(bet));
      expect(bets.some((b) => b.status === 'matched')).toBe(true);
      expect(bets.filter((b) => b.reason === 'priceChanged' || b.reason === 'selectionNotActive')).toEqual([]);
    };

    it('bet on a binary market only once the desk rates it, at its YES and NO rates', () => {
      const { marketId, outcomes } = fx.marketOf('binary');
      const [yes = ''] = outcomes;
      const around = betsAround(marketId, () => saveDeskPrices(fx.db, marketId, 'binary', (index) => (index === 0 ? 90 : 110), 'trader'));
      expectAtTheQuote(around, (bet) => (bet.selectionId === yes ? 1.9 : 2.1));
    });

    it('bet on a lottery market only once the desk rates its digits, at that rate', () => {
      const { marketId } = fx.marketOf('lottery');
      expectAtTheQuote(betsAround(marketId, () => saveDeskPrices(fx.db, marketId, 'lottery', () => 800, 'trader')), () => 9);
    });

    it('bet on a sportsbook market only on a selection with odds, backing at those odds', () => {
      const { marketId, outcomes } = fx.marketOf('sportsbook');
      const quoted = outcomes[1] ?? '';
      fx.db.prepare('DELETE FROM sportsbook_prices WHERE marketId = ?').run(marketId);
      const around = betsAround(marketId, () => saveSportsbookPrice(fx.db, marketId, [{ selectionId: quoted, odds: 3.5 }], 'trader'), 160);
      expectAtTheQuote(around, () => 3.5);
      for (const bet of around.bets) expect(bet).toMatchObject({ selectionId: quoted, side: 'back' });
    });
  });
});
