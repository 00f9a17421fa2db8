import { describe, expect, it } from 'vitest';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();
interface Card { marketId: string; name: string; status: string; runners: Array<{ number: number; name: string }> }

describe('racing event and market creation', () => {
  it('creates a race at its course and its win market with numbered runners, audited, finds the runners by name and lists the race with its market', async () => {
    const race = await exchange.api.ok<{ eventId: string; name: string }>('/racing/event', { course: 'Ascot', name: '14:30 Ascot Handicap', offTime: '2026-12-01T14:30:00.000Z' });
    const card = await exchange.api.ok<Card>('/racing/market', { eventId: race.eventId, type: 'WIN', runners: ['Zebedee Flyer', 'Quiet Harbour', 'Northern Lass'] });
    expect(card).toMatchObject({ name: 'Win', status: 'suspended' });
    expect(card.runners.map((r) => `${r.number} ${r.name}`)).toEqual(['1 Zebedee Flyer', '2 Quiet Harbour', '3 Northern Lass']);
    const audit = await exchange.api.ok<{ data: Array<{ action: string }> }>('/audit-log-list', { length: 2 });
    expect(audit.data.map((a) => a.action)).toEqual(['racing.market', 'racing.event']);
    const found = await exchange.api.ok<{ data: Array<{ name: string; eventName: string }> }>('/racing/selections', { start: 0, length: 10, search: { value: 'zebedee' } });
    expect(found.data).toEqual([expect.objectContaining({ name: 'Zebedee Flyer', eventName: '14:30 Ascot Handicap', course: 'Ascot' })]);
    const races = await exchange.api.ok<{ data: unknown[] }>('/racing/races', { search: { value: '14:30 Ascot Handicap' } });
    expect(races.data).toEqual([{ eventId: race.eventId, eventName: '14:30 Ascot Handicap', course: 'Ascot', openDate: '2026-12-01T14:30:00.000Z', markets: [{ marketId: card.marketId, name: 'Win', status: 'suspended' }] }]);
  });

  it('refuses one runner, a repeated runner, a second Win market and a race that is not horse racing, changing nothing', async () => {
    const race = await exchange.api.ok<{ eventId: string }>('/racing/event', { course: 'Ascot', name: '15:05 Ascot Stakes', offTime: '2026-12-01T15:05:00.000Z' });
    const one = await exchange.api.call('/racing/market', { eventId: race.eventId, type: 'WIN', runners: ['Solo'] });
    expect(one.status).toBe(400);
    expect(JSON.stringify(one.body)).toMatch(/Runners: at least 2/);
    expect((await exchange.api.call('/racing/market', { eventId: race.eventId, type: 'WIN', runners: ['A Horse', 'a horse'] })).status).toBe(400);
    await exchange.api.ok('/racing/market', { eventId: race.eventId, type: 'WIN', runners: ['Alpha', 'Beta'] });
    expect((await exchange.api.call('/racing/market', { eventId: race.eventId, type: 'WIN', runners: ['Alpha', 'Beta'] })).status).toBe(409);
    const cricket = String(exchange.t.db().prepare("SELECT _id FROM events WHERE name = 'Chennai Super Kings v Mumbai Indians'").get()?._id);
    expect((await exchange.api.call('/racing/market', { eventId: cricket, type: 'WIN', runners: ['Alpha', 'Beta'] })).status).toBe(400);
    expect((await exchange.api.call('/racing/event', { course: '', name: 'x', offTime: 'soon' })).status).toBe(400);
  });

  it('is for exchangeManagement only', async () => {
    const trader = catalogueApi(exchange.t, await createTrader(exchange.t, 'no-racing', ['marketManagement']));
    expect((await trader.call('/racing/event', { course: 'Ascot', name: 'x', offTime: '2026-12-01T15:05:00.000Z' })).status).toBe(403);
    expect((await trader.call('/racing/selections', { start: 0, length: 10 })).status).toBe(403);
    expect((await trader.call('/racing/races', { start: 0, length: 10 })).status).toBe(403);
  });
});
