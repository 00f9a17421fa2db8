import { describe, expect, it } from 'vitest';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Page<T> { data: T[]; recordsTotal: number }
interface MarketRow { _id: string; name: string; eventId: string; status: string }
interface DeskPrice { marketId: string; family: string; resultEntered: boolean; runners: Array<{ selectionId: string; name: string; back: number | null }> }
interface Board { kind: string; limit: { maxStep: number; source: string }; selections: Array<{ selectionId: string; name: string; rating: number | null }> }

const lotteryMarket = async () => (await exchange.api.ok<Page<MarketRow>>('/lottery/markets', { start: 0, length: 10 })).data[0] as MarketRow;
const lastAudit = async () => (await exchange.api.ok<{ data: Array<{ action: string; after: unknown }> }>('/audit-log-list', { length: 1 })).data[0];

describe('the exchange-side desks', () => {
  it('list the lottery and virtual events and markets, and an event’s data', async () => {
    const lotteries = await exchange.api.ok<Page<{ eventId: string; marketCount: number }>>('/lottery/events', { start: 0, length: 10 });
    expect(lotteries.data[0]?.marketCount).toBe(2);
    const virtual = await exchange.api.ok<Page<{ eventId: string; openDate: string }>>('/virtual/events', { start: 0, length: 50 });
    expect(virtual.recordsTotal).toBeGreaterThanOrEqual(6);
    const dates = virtual.data.map((e) => e.openDate);
    expect([...dates].sort()).toEqual(dates);
    const data = await exchange.api.ok<{ families: Array<{ family: string; markets: number }> }>('/events-data', { eventId: lotteries.data[0]?.eventId });
    expect(data.families.map((f) => f.family)).toEqual(expect.arrayContaining(['lottery', 'binary', 'matchOdds']));
  });

  it('schedules virtual races from the seeded model, after the last one, audited', async () => {
    const before = (await exchange.api.ok<Page<{ openDate: string }>>('/virtual/events', { start: 0, length: 100 })).data;
    const done = await exchange.api.ok<{ created: number; seed: number; first: string }>('/virtual/schedule', { count: 3, everyMinutes: 4 });
    expect(done.created).toBe(3);
    expect(done.first > (before.at(-1)?.openDate ?? '')).toBe(true);
    const markets = await exchange.api.ok<Page<MarketRow & { selectionCount: number }>>('/virtual/markets', { start: 0, length: 100 });
    expect(markets.recordsTotal).toBe(before.length + 3);
    const ofRace = await exchange.api.ok<Page<MarketRow & { selectionCount: number }>>('/virtual/markets', { start: 0, length: 20, eventId: markets.data[0]?.eventId });
    expect(ofRace.data).toHaveLength(1);
    expect(ofRace.data[0]?.selectionCount).toBeGreaterThanOrEqual(6);
    expect((await lastAudit())?.action).toBe('virtual.schedule');
    expect((await exchange.api.call('/virtual/schedule', { count: 0, everyMinutes: 4 })).status).toBe(400);
  });

  it('prices a lottery and a binary market, confirmed and audited; refuses bad points and another family', async () => {
    const lottery = await lotteryMarket();
    const priced = await exchange.api.ok<DeskPrice>('/lottery/price', { marketId: lottery._id, payout: 900 });
    expect(priced.runners).toHaveLength(10);
    expect(priced.runners.every((r) => r.back === 900)).toBe(true);
    expect((await lastAudit())?.action).toBe('desk.price');
    const bad = await exchange.api.call('/lottery/price', { marketId: lottery._id, payout: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Payout: whole points 1 to 999/);
    expect((await exchange.api.call('/binary/price', { marketId: lottery._id, yesRate: 90, noRate: 90 })).status).toBe(404);
    const data = await exchange.api.ok<{ markets: Array<{ marketId: string; family: string }> }>('/events-data', { eventId: lottery.eventId });
    const binary = data.markets.find((m) => m.family === 'binary');
    const yesNo = await exchange.api.ok<DeskPrice>('/binary/price', { marketId: binary?.marketId, yesRate: 95, noRate: 85 });
    expect(yesNo.runners.map((r) => r.back)).toEqual([95, 85]);
  });

  it('changes a lottery market’s limit (the bets’ limit from then on), audited; refuses a maximum below the minimum', async () => {
    const lottery = await lotteryMarket();
    const limit = { minStake: 10, maxStake: 5000, maxProfit: 50_000, maxLiability: 5000 };
    const effective = await exchange.api.ok<{ source: string; maxStake: number }>('/lottery/limit', { marketId: lottery._id, ...limit });
    expect(effective).toMatchObject({ source: 'market', maxStake: 5000 });
    expect(await lastAudit()).toMatchObject({ action: 'lottery.limit', after: { maxStake: 5000 } });
    const bad = await exchange.api.call('/lottery/limit', { marketId: lottery._id, ...limit, maxStake: 5 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Maximum stake must not be less than the minimum stake/);
  });

  it('saves ratings within the rating limit (default, then per market), refusing a jump beyond it', async () => {
    const lottery = await lotteryMarket();
    const board = await exchange.api.ok<Board>('/ratings', { marketId: lottery._id });
    expect(board).toMatchObject({ kind: 'general', limit: { source: 'builtIn' } });
    const first = board.selections[0] as Board['selections'][number];
    await exchange.api.ok('/ratings/save', { marketId: lottery._id, kind: 'general', ratings: [{ selectionId: first.selectionId, rating: 100 }] });
    expect((await lastAudit())?.action).toBe('rating.save');
    await exchange.api.ok('/ratings/default-limit', { maxStep: 5 });
    const jump = await exchange.api.call('/ratings/save', { marketId: lottery._id, kind: 'general', ratings: [{ selectionId: first.selectionId, rating: 110 }] });
    expect(jump.status).toBe(400);
    expect(JSON.stringify(jump.body)).toMatch(/at most 5 from 100/);
    const own = await exchange.api.ok<Board>('/ratings/market-limit', { marketId: lottery._id, maxStep: 15 });
    expect(own.limit).toEqual({ maxStep: 15, source: 'market' });
    const saved = await exchange.api.ok<Board>('/ratings/save', { marketId: lottery._id, kind: 'general', ratings: [{ selectionId: first.selectionId, rating: 110 }] });
    expect(saved.selections[0]?.rating).toBe(110);
    expect((await exchange.api.call('/ratings/save', { marketId: lottery._id, kind: 'race', ratings: [{ selectionId: first.selectionId, rating: 110 }] })).status).toBe(400);
  });

  it('refuses a binary or lottery price on a market with a result entered, saying so, until the result is voided', async () => {
    const lottery = (await exchange.api.ok<Page<MarketRow>>('/lottery/markets', { start: 0, length: 10 })).data.at(-1) as MarketRow;
    const data = await exchange.api.ok<{ markets: Array<{ marketId: string; family: string }> }>('/events-data', { eventId: lottery.eventId });
    const binary = data.markets.find((m) => m.family === 'binary')?.marketId ?? '';
    const yes = (await exchange.api.ok<DeskPrice>('/desk/price', { marketId: binary })).runners[0]?.selectionId;
    await exchange.api.ok('/result/binary/save', { marketId: binary, winnerIds: [yes] });
    await exchange.api.ok('/result/lottery/save', { marketId: lottery._id, digit: 7 });
    const prices = [['/binary/price', { marketId: binary, yesRate: 91, noRate: 89 }], ['/lottery/price', { marketId: lottery._id, payout: 777 }]] as const;
    for (const [path, input] of prices) {
      expect(await exchange.api.ok<DeskPrice>('/desk/price', { marketId: input.marketId })).toMatchObject({ resultEntered: true });
      const refused = await exchange.api.call(path, input);
      expect(refused.status).toBe(409);
      expect(JSON.stringify(refused.body)).toMatch(/has a result entered: it takes no price/);
    }
    expect((await exchange.api.ok<DeskPrice>('/desk/price', { marketId: lottery._id })).runners.some((r) => r.back === 777)).toBe(false);
    exchange.t.db().prepare(`UPDATE market_results SET status = 'voided' WHERE marketId IN (?, ?)`).run(binary, lottery._id);
    for (const [path, input] of prices) expect(await exchange.api.ok<DeskPrice>(path, input)).toMatchObject({ resultEntered: false });
    expect((await exchange.api.ok<DeskPrice>('/desk/price', { marketId: binary })).runners.map((r) => r.back)).toEqual([91, 89]);
  });

  it('is for exchangeManagement: the exchange refuses anyone else', async () => {
    const lottery = await lotteryMarket();
    const trader = catalogueApi(exchange.t, await createTrader(exchange.t, 'no-exchange-desks', ['marketManagement', 'fancyManagement']));
    expect((await trader.call('/lottery/markets', { start: 0, length: 10 })).status).toBe(403);
    expect((await trader.call('/lottery/limit', { marketId: lottery._id, minStake: 1, maxStake: 2, maxProfit: 3, maxLiability: 4 })).status).toBe(403);
    expect((await trader.call('/virtual/schedule', { count: 1, everyMinutes: 5 })).status).toBe(403);
    expect((await trader.call('/ratings', { marketId: lottery._id })).status).toBe(403);
  });
});
