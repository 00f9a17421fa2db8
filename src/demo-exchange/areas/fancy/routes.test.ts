import { describe, expect, it } from 'vitest';
import { toMinor } from '@shared/money/amounts';
import { placeBet } from '../../money/place-bet';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Fancy { marketId: string; name: string; status: string; price: { noLine: number; yesLine: number } | null; resultEntered: boolean }
const PRICE = { noLine: 48, noRate: 100, yesLine: 50, yesRate: 100 };

const firstFancy = async () => {
  const markets = await exchange.api.ok<Fancy[]>('/fancy/markets', {});
  const market = markets[0];
  if (!market) throw new Error('the demo has no fancy market');
  return market;
};

describe('the fancy desk', () => {
  it('confirms a quote, audits who changed it from what to what, and keeps its history', async () => {
    const market = await firstFancy();
    const saved = await exchange.api.ok<Fancy>('/fancy/price', { marketId: market.marketId, price: PRICE });
    expect(saved.price).toEqual(PRICE);
    await exchange.api.ok('/fancy/price', { marketId: market.marketId, price: { ...PRICE, noLine: 49, yesLine: 51 } });
    const history = await exchange.api.ok<Array<{ before: unknown; after: { noLine: number } }>>('/fancy/history', { marketId: market.marketId });
    expect(history[0]).toMatchObject({ before: PRICE, after: { noLine: 49 } });
    const audit = await exchange.api.ok<{ data: Array<{ action: string }> }>('/audit-log-list', { length: 5 });
    expect(audit.data[0]?.action).toBe('fancy.price');
  });

  it('refuses a NO line above the YES line, rates out of range, and a price on a closed market, changing nothing', async () => {
    const market = await firstFancy();
    const before = (await exchange.api.ok<Fancy[]>('/fancy/markets', {})).find((m) => m.marketId === market.marketId)?.price;
    const above = await exchange.api.call('/fancy/price', { marketId: market.marketId, price: { ...PRICE, noLine: 52 } });
    expect(above.status).toBe(400);
    expect(JSON.stringify(above.body)).toMatch(/NO line: not above the YES line/);
    expect((await exchange.api.call('/fancy/price', { marketId: market.marketId, price: { ...PRICE, yesRate: 0 } })).status).toBe(400);
    expect((await exchange.api.call('/fancy/price', { marketId: market.marketId, price: { ...PRICE, noRate: 'ten' } })).status).toBe(400);
    exchange.t.db().prepare(`UPDATE markets SET status = 'closed' WHERE _id = ?`).run(market.marketId);
    const closed = await exchange.api.call('/fancy/price', { marketId: market.marketId, price: PRICE });
    expect(closed.status).toBe(409);
    exchange.t.db().prepare(`UPDATE markets SET status = 'suspended' WHERE _id = ?`).run(market.marketId);
    expect((await exchange.api.ok<Fancy[]>('/fancy/markets', {})).find((m) => m.marketId === market.marketId)?.price).toEqual(before);
  });

  it('shows the book by result position from the matched bets', async () => {
    const markets = await exchange.api.ok<Fancy[]>('/fancy/markets', {});
    const market = markets[1] ?? markets[0];
    if (!market) throw new Error('no fancy market');
    const db = exchange.t.db();
    db.prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(market.marketId);
    // The house's quote is the only price a fancy bet is struck at.
    await exchange.api.ok('/fancy/price', { marketId: market.marketId, price: PRICE });
    const punter = String(db.prepare(`SELECT _id FROM accounts WHERE level = 'punter' ORDER BY userName LIMIT 1`).get()?._id);
    const bet = (side: 'yes' | 'no', line: number, key: string) =>
      placeBet(db, { idempotencyKey: key, accountId: punter, marketId: market.marketId, outcomeId: side, outcomeName: side, side, rate: 100, line, stake: toMinor(1000), placedAt: new Date() });
    expect(bet('yes', 50, 'fancy-book-1').accepted).toBe(true);
    expect(bet('no', 48, 'fancy-book-2').accepted).toBe(true);
    const book = await exchange.api.ok<{ positions: Array<{ from: number | null; pnl: number }>; worst: number; betCount: number }>('/fancy/book', { marketId: market.marketId });
    // Below 48 the NO wins and the YES loses (house 0); 48–49 both lose (house +2,000); from 50 the YES wins (house 0).
    expect(book.positions).toEqual([{ from: null, pnl: 0 }, { from: 48, pnl: 2000 }, { from: 50, pnl: 0 }]);
    expect(book).toMatchObject({ worst: 0, betCount: 2 });
  });

  it('is for fancyManagement only: the exchange refuses anyone else', async () => {
    const market = await firstFancy();
    const trader = catalogueApi(exchange.t, await createTrader(exchange.t, 'no-fancy', ['marketManagement', 'exchangeManagement']));
    expect((await trader.call('/fancy/markets', {})).status).toBe(403);
    expect((await trader.call('/fancy/price', { marketId: market.marketId, price: PRICE })).status).toBe(403);
    expect((await trader.call('/fancy/status', { marketId: market.marketId, status: 'open' })).status).toBe(403);
  });

  it('says which markets have a result entered, refusing their quote and Resume, until the result is voided', async () => {
    const markets = await exchange.api.ok<Fancy[]>('/fancy/markets', {});
    const market = markets.at(-1);
    if (!market || markets.length < 2) throw new Error('the demo has no second fancy market');
    const listed = async () => (await exchange.api.ok<Fancy[]>('/fancy/markets', {})).find((m) => m.marketId === market.marketId);
    await exchange.api.ok('/fancy/status', { marketId: market.marketId, status: 'open' });
    expect(await listed()).toMatchObject({ resultEntered: false });
    await exchange.api.ok('/result/fancy/save', { marketId: market.marketId, number: 52 });
    expect(await listed()).toMatchObject({ status: 'suspended', resultEntered: true });
    const refused = await exchange.api.call('/fancy/price', { marketId: market.marketId, price: PRICE });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toMatch(/has a result entered: it takes no price/);
    expect((await exchange.api.call('/fancy/status', { marketId: market.marketId, status: 'open' })).status).toBe(409);
    await exchange.api.ok('/result/void-market', { marketId: market.marketId, reason: 'Match abandoned' });
    expect(await listed()).toMatchObject({ status: 'voided', resultEntered: false });
  });

  it('suspends and resumes from the desk', async () => {
    const market = await firstFancy();
    expect(await exchange.api.ok<Fancy>('/fancy/status', { marketId: market.marketId, status: 'open' })).toMatchObject({ status: 'open' });
    expect(await exchange.api.ok<Fancy>('/fancy/status', { marketId: market.marketId, status: 'suspended' })).toMatchObject({ status: 'suspended' });
  });
});
