import { describe, expect, it } from 'vitest';
import { toMinor } from '@shared/money/amounts';
import { placeBet } from '../../money/place-bet';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Market { marketId: string; status: string; runners: Array<{ selectionId: string; name: string; status: string; back: number | null; lay: number | null; pnl: number }>; betCount: number; resultEntered: boolean }

const openMarket = async () => {
  const market = (await exchange.api.ok<Market[]>('/bookmaker/markets', {})).find((m) => m.status === 'open');
  if (!market) throw new Error('no open bookmaker market');
  return market;
};

describe('the bookmaker desk', () => {
  it('confirms rates per runner and refuses a lay below the back, an unknown runner, and out-of-range rates', async () => {
    const market = await openMarket();
    const runners = market.runners.map((r, i) => ({ selectionId: r.selectionId, back: 40 + i * 20, lay: 42 + i * 20 }));
    const saved = await exchange.api.ok<Market>('/bookmaker/price', { marketId: market.marketId, runners });
    expect(saved.runners.map((r) => [r.back, r.lay])).toEqual(runners.map((r) => [r.back, r.lay]));
    const below = await exchange.api.call('/bookmaker/price', { marketId: market.marketId, runners: [{ ...runners[0], lay: 30 }] });
    expect(below.status).toBe(400);
    expect(JSON.stringify(below.body)).toMatch(/Lay rate: not below the back rate/);
    expect((await exchange.api.call('/bookmaker/price', { marketId: market.marketId, runners: [{ selectionId: 'nope', back: 40, lay: 42 }] })).status).toBe(400);
    expect((await exchange.api.call('/bookmaker/price', { marketId: market.marketId, runners: [{ ...runners[0], back: 0 }] })).status).toBe(400);
    const history = await exchange.api.ok<Array<{ by: string; selections: Array<{ after: string }> }>>('/bookmaker/history', { marketId: market.marketId });
    expect(history[0]).toMatchObject({ by: 'admin', selections: runners.map((r) => ({ after: `${r.back}/${r.lay}` })) });
    expect(history).toHaveLength(1);
  });

  it('suspends a runner: a bet on it is refused, a bet on another runner is matched, and the book shows per runner', async () => {
    const market = await openMarket();
    const [first, second] = market.runners;
    if (!first || !second) throw new Error('a bookmaker market has two runners');
    // Both runners quoted at 50/52 (odds 1.50 to back): the house's price is the only one a bet is struck at.
    await exchange.api.ok<Market>('/bookmaker/price', { marketId: market.marketId, runners: [first, second].map((r) => ({ selectionId: r.selectionId, back: 50, lay: 52 })) });
    const suspended = await exchange.api.ok<Market>('/bookmaker/runner-status', { marketId: market.marketId, selectionId: first.selectionId, status: 'suspended' });
    expect(suspended.runners[0]?.status).toBe('suspended');
    const db = exchange.t.db();
    const punter = String(db.prepare(`SELECT _id FROM accounts WHERE level = 'punter' ORDER BY userName LIMIT 1 OFFSET 3`).get()?._id);
    const bet = (selectionId: string, key: string, odds = 1.5) => placeBet(db, { idempotencyKey: key, accountId: punter, marketId: market.marketId, outcomeId: selectionId, outcomeName: 'x', side: 'back', odds, stake: toMinor(500), placedAt: new Date() });
    expect(bet(first.selectionId, 'bm-1').bet.reason).toBe('selectionNotActive');
    expect(bet(second.selectionId, 'bm-2').accepted).toBe(true);
    expect(bet(second.selectionId, 'bm-3', 1.6).bet.reason).toBe('priceChanged');
    const after = (await exchange.api.ok<Market[]>('/bookmaker/markets', {})).find((m) => m.marketId === market.marketId);
    expect(after?.runners.find((r) => r.selectionId === second.selectionId)?.pnl).toBe(-250);
    expect(after?.runners.find((r) => r.selectionId === first.selectionId)?.pnl).toBe(500);
    const recent = await exchange.api.ok<Array<{ status: string; reason: string | null; stake: number; odds: number | null }>>('/bookmaker/bets', { marketId: market.marketId });
    expect(recent).toEqual(expect.arrayContaining([
      expect.objectContaining({ status: 'refused', reason: 'selectionNotActive', stake: 500, odds: 1.5 }),
      expect.objectContaining({ status: 'matched', stake: 500, odds: 1.5 }),
      expect.objectContaining({ status: 'refused', reason: 'priceChanged', stake: 500, odds: 1.6 }),
    ]));
    await exchange.api.ok('/bookmaker/runner-status', { marketId: market.marketId, selectionId: first.selectionId, status: 'active' });
  });

  it('says which markets have a result entered, refusing their rates, until the result is voided', async () => {
    const market = await openMarket();
    const runners = market.runners.map((r) => ({ selectionId: r.selectionId, back: 60, lay: 62 }));
    const listed = async () => (await exchange.api.ok<Market[]>('/bookmaker/markets', {})).find((m) => m.marketId === market.marketId);
    expect(market.resultEntered).toBe(false);
    await exchange.api.ok('/result/bookmaker/save', { marketId: market.marketId, winnerIds: [runners[0]?.selectionId] });
    expect(await listed()).toMatchObject({ status: 'suspended', resultEntered: true });
    const refused = await exchange.api.call('/bookmaker/price', { marketId: market.marketId, runners });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toMatch(/has a result entered: it takes no price/);
    exchange.t.db().prepare(`UPDATE market_results SET status = 'voided' WHERE marketId = ?`).run(market.marketId);
    expect(await listed()).toMatchObject({ resultEntered: false });
    expect((await exchange.api.ok<Market>('/bookmaker/price', { marketId: market.marketId, runners })).resultEntered).toBe(false);
  });

  it('is for bookmakerManagement only', async () => {
    const other = catalogueApi(exchange.t, await createTrader(exchange.t, 'not-bookmaker', ['marketManagement', 'fancyManagement']));
    expect((await other.call('/bookmaker/markets', {})).status).toBe(403);
  });
});
