import { describe, expect, it } from 'vitest';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

type Group = { kind: string; hits: Array<{ kind: string; id: string; name: string; detail: string; eventId?: string }>; more: boolean };
const search = async (text: string, token = exchange.token, limit = 5) => {
  const { status, body } = await exchange.t.call('/search', { token, body: { text, limit } });
  return { status, groups: ((body.data as { groups?: Group[] } | null)?.groups ?? []) as Group[] };
};
const setPermissions = (userName: string, permissions: Record<string, boolean>) =>
  exchange.t.db().prepare('UPDATE users SET permissions = ? WHERE userName = ?').run(JSON.stringify(permissions), userName);
const aMarket = () => exchange.t.db().prepare('SELECT m._id, m.name, m.accessCode, e.name AS eventName FROM markets m JOIN events e ON e._id = m.eventId LIMIT 1').get() as Record<string, string>;

describe('the one search', () => {
  it('finds a market by part of its event name, and by its id, with the path to open it', async () => {
    const market = aMarket();
    const part = String(market.eventName).slice(1, 7);
    const { status, groups } = await search(part);
    expect(status).toBe(200);
    const markets = groups.find((g) => g.kind === 'market');
    expect(markets?.hits.length).toBeGreaterThan(0);
    expect(markets?.hits.every((hit) => hit.eventId)).toBe(true);
    const byId = await search(String(market._id));
    expect(byId.groups.find((g) => g.kind === 'market')?.hits[0]?.id).toBe(market._id);
  });

  it('finds accounts by user name: a market trader, staff, a punter', async () => {
    const { groups } = await search('trader');
    expect(groups.find((g) => g.kind === 'trader')?.hits.some((hit) => hit.name === 'trader')).toBe(true);
    // The role in the words of Trader Management, never its stored code.
    const roles = groups.flatMap((g) => g.hits).filter((hit) => hit.kind === 'trader' || hit.kind === 'staff').map((hit) => hit.detail.split(' · ')[1]);
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) expect(role).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
    const punter = exchange.t.db().prepare("SELECT userName FROM accounts WHERE level = 'punter' LIMIT 1").get() as { userName: string } | undefined;
    if (punter) expect((await search(punter.userName)).groups.find((g) => g.kind === 'punter')?.hits[0]?.name).toBe(punter.userName);
  });

  it('searches word by word: every word in one of the fields, in any order, punctuation alone ignored', async () => {
    const hits = async (text: string, kind: string) => (await search(text, exchange.token, 20)).groups.find((g) => g.kind === kind)?.hits ?? [];
    expect((await hits('Risk Ravi', 'staff')).map((hit) => hit.name)).toEqual(['risk']);
    expect((await hits('ravi   RISK', 'staff')).map((hit) => hit.name)).toEqual(['risk']);
    const db = exchange.t.db();
    const market = db.prepare(`SELECT m._id, m.accessCode FROM markets m JOIN events e ON e._id = m.eventId WHERE e.name = 'Chennai Super Kings v Mumbai Indians' AND m.name = 'Match Odds'`).get() as Record<string, string>;
    for (const text of ['Chennai Match Odds', 'odds match kings super', 'Match Odds · Chennai Super Kings v Mumbai Indians', `${market.accessCode} chennai`]) {
      expect((await hits(text, 'market')).map((hit) => hit.id), text).toContain(market._id);
    }
    for (const hit of await hits('Odds Match Chennai', 'market')) expect(hit.detail).toContain('Chennai');
    expect((await hits('Kings Super', 'event')).map((hit) => hit.name)).toContain('Chennai Super Kings v Mumbai Indians');
    expect(await hits(`${market.accessCode} nosuchword`, 'market')).toEqual([]);
    expect((await search('· –')).groups).toEqual([]);
  });

  it('finds markets by words all shorter than three characters, every word in the market’s or its event’s name', async () => {
    const markets = async (text: string) => (await search(text, exchange.token, 20)).groups.find((g) => g.kind === 'market')?.hits ?? [];
    expect((await markets('14 30')).map((hit) => `${hit.detail.split(' · ')[0]} · ${hit.name}`)).toEqual(['14:30 Cheltenham · Win', '14:30 Cheltenham · Place']);
    const tenOvers = await markets('ov 10 IN');
    expect(tenOvers.map((hit) => hit.name)).toContain('10 Over Runs');
    for (const hit of tenOvers) for (const word of ['ov', '10', 'in']) expect(`${hit.name} ${hit.detail}`.toLowerCase()).toContain(word);
    expect(await markets('14 zq')).toEqual([]);
  });

  it('searches only the kinds whose screens the caller may open, and says when a group has more', async () => {
    setPermissions('trader', { exchangeManagement: true });
    const token = await exchange.t.login('trader', 'trader123');
    const { groups } = await search('a', token, 1).then(() => search('Match', token, 1));
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => ['market', 'event', 'competition', 'sport'].includes(g.kind))).toBe(true);
    expect(groups.find((g) => g.kind === 'market')?.more).toBe(true);
    setPermissions('trader', {});
    expect((await search('trader', token)).groups).toEqual([]);
  });

  it('refuses a search of one character, and answers 401 without a session', async () => {
    expect((await search('a')).status).toBe(400);
    expect((await exchange.t.call('/search', { body: { text: 'abc' } })).status).toBe(401);
  });
});
