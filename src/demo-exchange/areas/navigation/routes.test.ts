import { describe, expect, it } from 'vitest';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

describe('navigation lists', () => {
  it('saves the sport order and visibility as sequences; sports left out keep their place after', async () => {
    const sports = await exchange.api.ok<Array<{ sportId: string; name: string }>>('/navigation/sports');
    const [first, second] = sports;
    const saved = await exchange.api.ok<Array<{ name: string; visible: boolean }>>('/navigation/sports/save', {
      items: [{ sportId: second?.sportId, visible: true }, { sportId: first?.sportId, visible: false }],
    });
    expect(saved.slice(0, 2)).toMatchObject([{ name: second?.name, visible: true }, { name: first?.name, visible: false }]);
    expect(saved).toHaveLength(sports.length);
    expect((await exchange.api.ok<{ data: Array<{ name: string }> }>('/event-types', { length: 100 })).data[0]?.name).toBe(second?.name);
  });

  it('reorders an event’s markets and keeps the ones not listed after them', async () => {
    const chain = await exchange.api.buildChain('N');
    const second = await exchange.api.ok<{ _id: string }>('/market/save', { eventId: chain.eventId, marketTypeId: chain.matchOddsTypeId, name: 'Second', selections: [{ name: 'a' }] });
    const order = await exchange.api.ok<Array<{ marketId: string }>>('/navigation/markets/save', { eventId: chain.eventId, marketIds: [second._id] });
    expect(order.map((m) => m.marketId)).toEqual([second._id, chain.marketId]);
    const wrong = await exchange.api.call('/navigation/markets/save', { eventId: chain.eventId, marketIds: ['nope'] });
    expect(wrong.status).toBe(400);
  });

  it('saves quick links whole and refuses a link to something that does not exist', async () => {
    const chain = await exchange.api.buildChain('Q');
    const links = await exchange.api.ok<Array<{ label: string; targetName: string }>>('/navigation/quick-links/save', {
      items: [
        { label: 'Q event', targetType: 'event', target: chain.eventId },
        { label: 'Promo', targetType: 'path', target: '/promotions' },
      ],
    });
    expect(links).toMatchObject([{ label: 'Q event', targetName: 'Home Q v Away Q' }, { label: 'Promo', targetName: '/promotions' }]);
    expect((await exchange.api.call('/navigation/quick-links/save', { items: [{ label: 'x', targetType: 'market', target: 'nope' }] })).status).toBe(404);
  });

  it('gives each list its own flag', async () => {
    const token = await createTrader(exchange.t, 'quick-links-only', ['marketManagement', 'navigation', 'quickLinks']);
    const trader = catalogueApi(exchange.t, token);
    expect((await trader.call('/navigation/quick-links')).status).toBe(200);
    expect((await trader.call('/navigation/sports')).status).toBe(403);
    expect((await trader.call('/navigation/popular-bets/save', { marketIds: [] })).status).toBe(403);
  });
});
