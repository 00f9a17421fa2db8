import { describe, expect, it } from 'vitest';
import { catalogueApi, createTrader } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

type Page<T> = { data: T[]; recordsTotal: number; recordsFiltered: number };
type Row = { _id: string; name: string; [key: string]: unknown };

const exchange = adminExchangeForFile();

describe('the catalogue of a fresh demo', () => {
  it('holds a small realistic catalogue: cricket, football, tennis, horse racing and the virtual races with their counts', async () => {
    const sports = await exchange.api.ok<Page<Row>>('/event-types', { length: 100 });
    expect(sports.data.map((s) => s.name)).toEqual(['Cricket', 'Football', 'Tennis', 'Horse Racing', 'Virtual Sports']);
    const cricket = sports.data[0];
    expect(cricket).toMatchObject({ externalId: '4', active: true, competitionCount: 2 });
    expect(Number(cricket?.openMarketCount)).toBeGreaterThan(5);
  });

  it('pages and searches server-side, counting before and after the search', async () => {
    const page = await exchange.api.ok<Page<Row>>('/events', { start: 0, length: 2, search: { value: 'cheltenham' } });
    expect(page.data).toHaveLength(2);
    expect(page.recordsFiltered).toBe(3);
    expect(page.recordsTotal).toBeGreaterThan(page.recordsFiltered);
  });

  it('finds events and competitions by the words of their Under column too (sport › competition), each word somewhere', async () => {
    const events = async (value: string) => (await exchange.api.ok<Page<Row>>('/events', { length: 100, search: { value } })).data;
    for (const value of ['Tennis', 'Sinner Tennis', 'wimbledon alcaraz']) {
      const found = await events(value);
      expect(found.map((e) => e.name)).toContain('Alcaraz v Sinner');
      expect(found.every((e) => e.sportName === 'Tennis')).toBe(true);
    }
    expect(await events('Sinner Football')).toEqual([]);
    const competitions = (await exchange.api.ok<Page<Row>>('/competitions', { length: 100, search: { value: 'tennis' } })).data;
    expect(competitions.length).toBeGreaterThan(0);
    expect(competitions.every((c) => c.sportName === 'Tennis')).toBe(true);
  });
});

describe('building the catalogue by hand', () => {
  it('adds a sport, a competition, an event and a market, each counted by its parent', async () => {
    const chain = await exchange.api.buildChain('A');
    const sport = (await exchange.api.ok<Page<Row>>('/event-types', { search: { value: 'Sport A' } })).data.find((s) => s.name === 'Sport A');
    expect(sport).toMatchObject({ competitionCount: 1, eventCount: 1, openMarketCount: 1 });
    const market = await exchange.api.ok<Row & { selections: Row[]; takesBets: boolean }>('/market', { _id: chain.marketId });
    expect(market).toMatchObject({ name: 'Match Odds', status: 'open', takesBets: true, eventName: 'Home A v Away A' });
    expect(market.selections.map((s) => s.name)).toEqual(['Home A', 'Away A']);
    expect(chain.accessCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('creates the sport’s auto markets and overs lines with a new cricket event', async () => {
    const cricket = (await exchange.api.ok<Page<Row>>('/event-types', { search: { value: 'Cricket' } })).data[0];
    const ipl = (await exchange.api.ok<Page<Row>>('/competitions', { sportId: cricket?._id, search: { value: 'Indian' } })).data[0];
    const event = await exchange.api.ok<Row & { marketCount: number }>('/event/save', { competitionId: ipl?._id, name: 'Lucknow v Hyderabad', openDate: '2030-05-01T14:00:00Z' });
    const markets = await exchange.api.ok<Page<Row>>('/markets', { eventId: event._id, length: 50 });
    expect(markets.data.map((m) => m.name)).toEqual(['Match Odds', 'Bookmaker', 'To Win the Toss', '6 Over Runs', '10 Over Runs', '15 Over Runs', '20 Over Runs']);
  });

  it('answers a missing name with a message under the field, and a duplicate with 409', async () => {
    const empty = await exchange.api.call('/event-type/save', { name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.meta.message).toEqual({ name: { message: 'Sport name is required.' } });
    const twice = await exchange.api.call('/event-type/save', { name: 'cricket' });
    expect(twice.status).toBe(409);
    expect(twice.body.meta.message).toEqual({ name: { message: 'A sport named Cricket already exists.' } });
  });

  it('names the record that is there, as stored, when a name clashes in another case', async () => {
    const chain = await exchange.api.buildChain('Case');
    const clash = async (path: string, body: Record<string, unknown>) => {
      const answer = await exchange.api.call(path, body);
      expect(answer.status).toBe(409);
      return answer.body.meta.message;
    };
    expect(await clash('/competition/save', { sportId: chain.sportId, name: 'COMPETITION CASE' })).toEqual({ name: { message: 'This sport already has a competition named Competition Case.' } });
    expect(await clash('/event/save', { competitionId: chain.competitionId, name: 'home case v away case', openDate: '2030-01-01T12:00:00Z', createAutoMarkets: false }))
      .toEqual({ openDate: { message: 'This competition already has an event named Home Case v Away Case at that time.' } });
    expect(await clash('/market/save', { eventId: chain.eventId, marketTypeId: chain.matchOddsTypeId, name: 'match ODDS', selections: [{ name: 'Home' }, { name: 'Away' }] }))
      .toEqual({ name: { message: 'This event already has a market named Match Odds.' } });
  });

  it('refuses to delete a level that still has open markets, and says why', async () => {
    const chain = await exchange.api.buildChain('B');
    for (const [path, what] of [
      ['/event-type/delete', 'Sport B'],
      ['/competition/delete', 'Competition B'],
      ['/event/delete', 'Home B v Away B'],
    ] as const) {
      const id = path.startsWith('/event-type') ? chain.sportId : path.startsWith('/competition') ? chain.competitionId : chain.eventId;
      const refused = await exchange.api.call(path, { _id: id });
      expect(refused.status).toBe(409);
      expect(refused.body.meta.message).toBe(`${what} still has 1 open market: suspend or close them before deleting it.`);
    }
    expect((await exchange.api.call('/market/delete', { _id: chain.marketId })).body.meta.message).toBe('The market is open: suspend or close it before deleting it.');
  });

  it('deletes a sport with everything under it once nothing is open, and its limits with it', async () => {
    const chain = await exchange.api.buildChain('C');
    await exchange.api.ok('/bet-limit/save', { level: 'market', targetId: chain.marketId, minStake: 1, maxStake: 2, maxProfit: 3, maxLiability: 4 });
    await exchange.api.ok('/market/status', { _id: chain.marketId, status: 'suspended' });
    await exchange.api.ok('/event-type/delete', { _id: chain.sportId });
    const db = exchange.t.db();
    expect(db.prepare('SELECT COUNT(*) AS n FROM markets WHERE _id = ?').get(chain.marketId)?.n).toBe(0);
    expect(db.prepare('SELECT COUNT(*) AS n FROM events WHERE _id = ?').get(chain.eventId)?.n).toBe(0);
    expect(db.prepare('SELECT COUNT(*) AS n FROM bet_limits WHERE targetId = ?').get(chain.marketId)?.n).toBe(0);
    const audit = db.prepare("SELECT action FROM audit_log WHERE targetId = ? AND action = 'sport.delete'").all(chain.sportId);
    expect(audit).toHaveLength(1);
  });
});

describe('active switches', () => {
  it('hides a switched-off sport’s competitions and events from the active lists, and its markets take no bets', async () => {
    const chain = await exchange.api.buildChain('D');
    const onBefore = await exchange.api.ok<Page<Row>>('/events', { active: 'on', search: { value: 'Home D' } });
    expect(onBefore.data).toHaveLength(1);
    await exchange.api.ok('/event-type/active', { _id: chain.sportId, active: false });
    expect((await exchange.api.ok<Page<Row>>('/events', { active: 'on', search: { value: 'Home D' } })).data).toHaveLength(0);
    expect((await exchange.api.ok<Page<Row>>('/events', { active: 'off', search: { value: 'Home D' } })).data[0]).toMatchObject({ active: true, shownOnSite: false });
    expect((await exchange.api.ok<Page<Row>>('/competitions', { active: 'on', search: { value: 'Competition D' } })).data).toHaveLength(0);
    const market = await exchange.api.ok<Row>('/market', { _id: chain.marketId });
    expect(market).toMatchObject({ takesBets: false, unavailableReason: 'The sport is switched off.' });
    await exchange.api.ok('/event-type/active', { _id: chain.sportId, active: true });
    expect((await exchange.api.ok<Page<Row>>('/events', { active: 'on', search: { value: 'Home D' } })).data).toHaveLength(1);
    const audit = exchange.t.db().prepare("SELECT \"after\" FROM audit_log WHERE action = 'sport.active' AND targetId = ? ORDER BY id").all(chain.sportId);
    expect(audit.map((row) => JSON.parse(String(row.after)))).toEqual([{ active: false }, { active: true }]);
  });
});

describe('permissions', () => {
  it('lets a trader without addMarket browse markets but not add one (403)', async () => {
    const chain = await exchange.api.buildChain('E');
    const token = await createTrader(exchange.t, 'no-add-market', ['marketManagement', 'exchangeManagement', 'addSport', 'addEvent']);
    const trader = catalogueApi(exchange.t, token);
    expect((await trader.call('/markets', { eventId: chain.eventId })).status).toBe(200);
    const refused = await trader.call('/market/save', { eventId: chain.eventId, marketTypeId: chain.matchOddsTypeId, name: 'Second', selections: [{ name: 'x' }] });
    expect(refused.status).toBe(403);
    expect((await trader.call('/all-market/suspend', { confirmation: 'SUSPEND ALL' })).status).toBe(403);
    expect((await trader.call('/bet-limit/save', { level: 'default', minStake: 1, maxStake: 1, maxProfit: 1, maxLiability: 1 })).status).toBe(403);
  });
});
