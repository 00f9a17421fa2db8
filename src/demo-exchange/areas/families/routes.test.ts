import { describe, expect, it } from 'vitest';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface Row { _id: string; name: string; eventId: string; status: string; inPlay: boolean; popular: boolean; effectiveDelaySeconds: number }

describe('the market families calls', () => {
  it('lists a family’s events and markets, and only that family’s', async () => {
    const events = await exchange.api.ok<{ data: Array<{ eventId: string; marketCount: number }> }>('/family/events', { family: 'fancy' });
    expect(events.data.length).toBeGreaterThan(0);
    expect(events.data[0]?.marketCount).toBeGreaterThan(0);
    const markets = await exchange.api.ok<{ data: Array<Row & { family: string }>; recordsTotal: number }>('/family/markets', { family: 'bookmaker' });
    expect(markets.recordsTotal).toBeGreaterThan(0);
    for (const m of markets.data) expect(m.family).toBe('bookmaker');
    const ofEvent = await exchange.api.ok<{ data: Row[] }>('/family/markets', { family: 'fancy', eventId: events.data[0]?.eventId });
    for (const m of ofEvent.data) expect(m.eventId).toBe(events.data[0]?.eventId);
  });

  it('changes status, delay, in-play and popular of a family’s market, and refuses another family’s market', async () => {
    const market = (await exchange.api.ok<{ data: Row[] }>('/family/markets', { family: 'matchOdds' })).data.find((m) => m.status === 'open');
    if (!market) throw new Error('no open match odds market');
    const on = { family: 'matchOdds', marketId: market._id };
    expect(await exchange.api.ok<Row>('/family/status', { ...on, status: 'suspended' })).toMatchObject({ status: 'suspended' });
    expect(await exchange.api.ok<Row>('/family/bet-delay', { ...on, seconds: 7 })).toMatchObject({ effectiveDelaySeconds: 7 });
    expect(await exchange.api.ok<Row>('/family/in-play', { ...on, inPlay: true })).toMatchObject({ inPlay: true });
    expect(await exchange.api.ok<Row>('/family/popular', { ...on, popular: true })).toMatchObject({ popular: true });
    expect(await exchange.api.ok<Row>('/family/details', on)).toMatchObject({ _id: market._id });
    expect((await exchange.api.call('/family/status', { family: 'fancy', marketId: market._id, status: 'open' })).status).toBe(404);
  });

  it('dates a switch of in-play or popular at the updatedAt it wrote, so the market’s form read after it is not taken for stale', async () => {
    const market = (await exchange.api.ok<{ data: Row[] }>('/family/markets', { family: 'matchOdds' })).data.find((m) => m.status === 'open');
    if (!market) throw new Error('no open match odds market');
    const flagRow = () => exchange.t.db().prepare("SELECT at FROM audit_log WHERE action = 'market.flags' AND targetId = ? ORDER BY id DESC LIMIT 1").get(market._id)?.at;
    for (const [path, change] of [['/family/in-play', { inPlay: !market.inPlay }], ['/family/popular', { popular: !market.popular }], ['/market/flags', { _id: market._id, inPlay: market.inPlay, popular: market.popular }]] as const) {
      const body = path === '/market/flags' ? change : { family: 'matchOdds', marketId: market._id, ...change };
      const after = await exchange.api.ok<Row & { updatedAt: string }>(path, body);
      expect(flagRow()).toBe(after.updatedAt);
    }
    // Switched to what it already is: nothing written, nothing audited (a form opened before is not refused for it).
    const before = await exchange.api.ok<Row & { updatedAt: string; popular: boolean; inPlay: boolean }>('/family/details', { family: 'matchOdds', marketId: market._id });
    const rowsBefore = exchange.t.db().prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'market.flags' AND targetId = ?").get(market._id)?.n;
    const same = await exchange.api.ok<Row & { updatedAt: string }>('/family/popular', { family: 'matchOdds', marketId: market._id, popular: before.popular });
    await exchange.api.ok('/family/in-play', { family: 'matchOdds', marketId: market._id, inPlay: before.inPlay });
    expect(same.updatedAt).toBe(before.updatedAt);
    expect(exchange.t.db().prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'market.flags' AND targetId = ?").get(market._id)?.n).toBe(rowsBefore);
  });

  it('gives each family to its own flag, and lists a manager’s assigned markets', async () => {
    const fancyToken = await createTrader(exchange.t, 'fancy-only', ['marketManagement', 'fancyManagement']);
    const fancyUser = catalogueApi(exchange.t, fancyToken);
    expect((await fancyUser.call('/family/markets', { family: 'fancy' })).status).toBe(200);
    expect((await fancyUser.call('/family/markets', { family: 'bookmaker' })).status).toBe(403);
    const market = (await exchange.api.ok<{ data: Row[] }>('/family/markets', { family: 'fancy' })).data[0];
    const userId = String(exchange.t.db().prepare(`SELECT _id FROM users WHERE userName = 'fancy-only'`).get()?._id);
    const nobody = await exchange.api.call('/family/assign-manager', { family: 'fancy', marketId: market?._id, userId: '0123456789abcdef01234567' });
    expect([nobody.status, nobody.body.meta.message]).toEqual([422, { userId: { message: 'No such user.' } }]);
    await exchange.api.ok('/family/assign-manager', { family: 'fancy', marketId: market?._id, userId });
    const mine = await fancyUser.ok<Row[]>('/family/manager-markets', { family: 'fancy' });
    expect(mine.map((m) => m._id)).toEqual([market?._id]);
  });
});
