import { afterAll, describe, expect, it } from 'vitest';
import { toMinor } from '@shared/money/amounts';
import { openMoneyFixture } from '../money/money-fixture';
import { marketBookOf } from '../areas/risk/market-book';
import { BetDesk } from './bet-desk';
import { LiveMarkets } from './live-markets';
import { createRandom } from './random';
import { liabilityValue } from './risk-book';

const fx = openMoneyFixture();
afterAll(() => fx.close());

/** A market's house position as the live feed shows it (the time left out). */
const shown = (markets: LiveMarkets, marketId: string) => {
  const market = markets.byId.get(marketId);
  const risk = markets.risks.get(marketId);
  if (!market || !risk) return undefined;
  const { ts: _ts, ...value } = liabilityValue(risk, market, 0);
  return value;
};

describe('the live markets’ risk books', () => {
  it('start from the matched bets in the exchange: after a restart a market shows what it showed before', () => {
    const random = createRandom(5);
    const before = new LiveMarkets(fx.db, random);
    const now = Date.now();
    before.choose(50, now);
    const desk = new BetDesk(fx.db, before, random);
    for (let i = 0; i < 400; i += 1) desk.place(now);
    const { bets } = desk.settleDue(now + 60_000, () => now + 60_000);
    const betOn = [...new Set(bets.filter((b) => b.status === 'matched').map((b) => b.marketId))];
    expect(betOn.length).toBeGreaterThan(10);

    // A new feed (the exchange restarted) knows only what the bets table holds.
    const after = new LiveMarkets(fx.db, createRandom(6));
    after.choose(50, now);
    for (const marketId of betOn) {
      expect(shown(after, marketId), marketId).toEqual(shown(before, marketId));
      // And the Risk screen's book of the same market (in minor units) agrees on its worst case and its bets.
      const book = marketBookOf(fx.db, marketId);
      expect(shown(after, marketId)?.betCount, marketId).toBe(book.openBets);
      expect(toMinor(shown(after, marketId)?.liability ?? NaN), marketId).toBe(book.liability);
    }
  });

  it('reads a market again when a write names it: a bet voided by hand leaves its book', () => {
    const markets = new LiveMarkets(fx.db, createRandom(7));
    const now = Date.now();
    markets.choose(50, now);
    const [bet] = fx.db.prepare(`SELECT _id, marketId FROM bets WHERE status = 'matched' ORDER BY seq LIMIT 1`).all();
    const marketId = String(bet?.marketId);
    const count = shown(markets, marketId)?.betCount ?? 0;
    expect(count).toBeGreaterThan(0);
    fx.db.prepare(`UPDATE bets SET status = 'voided' WHERE _id = ?`).run(String(bet?._id));
    // Not named: the feed's picture stays as it was (it only learns of writes through the API's tags).
    expect(markets.refresh(now, [marketId]).liability).toEqual([]);
    const { liability } = markets.refresh(now, [marketId], [marketId]);
    expect(liability.map((l) => [l.marketId, l.betCount])).toEqual([[marketId, count - 1]]);
    expect(shown(markets, marketId)?.betCount).toBe(count - 1);
  });
});
