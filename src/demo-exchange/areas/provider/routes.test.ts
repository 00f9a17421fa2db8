import { describe, expect, it } from 'vitest';
import { catalogueApi } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

type Node = { externalId: string; name: string; existingId: string | null; childCount: number };
type Counts = Record<'sport' | 'competition' | 'event' | 'market', number>;

const exchange = adminExchangeForFile();

const rows = (table: string) => Number(exchange.t.db().prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n);

describe('the betting-data provider', () => {
  it('lists its sports and shows which ones the catalogue already holds', async () => {
    const sports = await exchange.api.ok<Node[]>('/betting-data/navigation', {});
    expect(sports.find((s) => s.name === 'Cricket')?.existingId).not.toBeNull();
    expect(sports.find((s) => s.name === 'Basketball')).toMatchObject({ existingId: null, childCount: 1 });
  });

  it('imports a picked event with its sport, competition and markets, and nothing twice on a second import', async () => {
    const nba = await exchange.api.ok<Node[]>('/betting-data/navigation', { level: 'sport', parentExternalId: '7522' });
    const games = await exchange.api.ok<Node[]>('/betting-data/navigation', { level: 'competition', parentExternalId: nba[0]?.externalId });
    const pick = { items: [{ level: 'event', externalId: games[0]?.externalId }] };
    const before = { sports: rows('sports'), markets: rows('markets') };
    const first = await exchange.api.ok<{ created: Counts; existing: Counts }>('/betting-data/import', pick);
    expect(first.created).toEqual({ sport: 1, competition: 1, event: 1, market: 1 });
    const second = await exchange.api.ok<{ created: Counts; existing: Counts }>('/betting-data/import', pick);
    expect(second.created).toEqual({ sport: 0, competition: 0, event: 0, market: 0 });
    expect(second.existing).toEqual({ sport: 1, competition: 1, event: 1, market: 1 });
    expect({ sports: rows('sports'), markets: rows('markets') }).toEqual({ sports: before.sports + 1, markets: before.markets + 1 });
    expect((await exchange.api.ok<Node[]>('/betting-data/navigation', { level: 'competition', parentExternalId: nba[0]?.externalId }))[0]?.existingId).not.toBeNull();
  });

  it('adopts a sport made by hand with the provider’s name instead of creating a second one', async () => {
    const mine = await exchange.api.ok<{ _id: string }>('/event-type/save', { name: 'kabaddi' });
    const result = await exchange.api.ok<{ created: Counts; linked: Counts }>('/betting-data/import', { items: [{ level: 'sport', externalId: '99994' }] });
    expect(result.linked.sport).toBe(1);
    expect(result.created.sport).toBe(0);
    expect(result.created.market).toBe(2);
    expect(exchange.t.db().prepare('SELECT externalId FROM sports WHERE _id = ?').get(mine._id)?.externalId).toBe('99994');
  });

  it('needs addExchange to import', async () => {
    const viewer = catalogueApi(exchange.t, await exchange.t.login('viewer', 'trader123'));
    expect((await viewer.call('/betting-data/import', { items: [{ level: 'sport', externalId: '4' }] })).status).toBe(403);
  });
});
