import { describe, expect, it } from 'vitest';
import { createTrader, catalogueApi } from '../../testing/catalogue-api';
import { adminExchangeForFile } from '../../testing/route-setup';

const exchange = adminExchangeForFile();

interface DomainRow {
  _id: string;
  name: string;
  status: string;
  verification: { name: string; value: string };
  lastCheckProblem: string | null;
}

const siteId = async () => ((await exchange.api.ok<{ data: Array<{ _id: string; name: string }> }>('/white-label/list', { search: { value: 'Lucky Star' } })).data[0] as { _id: string })._id;

describe('domains', () => {
  it('adds a domain as pending with its TXT record, and turns it active only on the right value', async () => {
    const domain = await exchange.api.ok<DomainRow>('/domain/save', { name: 'Play.LuckyStar.example', whiteLabelId: await siteId(), environment: 'production' });
    expect(domain).toMatchObject({ name: 'play.luckystar.example', status: 'pending', verification: { name: '_exchange-verify.play.luckystar.example' } });
    expect(domain.verification.value).toMatch(/^exchange-verify=[0-9a-f]{32}$/);
    const wrong = await exchange.api.ok<{ verified: boolean; domain: DomainRow }>('/domain/verified', { _id: domain._id, found: ['something else'], problem: null });
    expect(wrong).toMatchObject({ verified: false, domain: { status: 'pending', lastCheckProblem: expect.stringContaining('holds other values') } });
    const right = await exchange.api.ok<{ verified: boolean; domain: DomainRow }>('/domain/verified', { _id: domain._id, found: [domain.verification.value], problem: null });
    expect(right).toMatchObject({ verified: true, domain: { status: 'active', lastCheckProblem: null } });
    const audit = exchange.t.db().prepare("SELECT before, after FROM audit_log WHERE action = 'domain.verify' ORDER BY id DESC").get();
    expect(JSON.parse(String(audit?.before))).toMatchObject({ status: 'pending' });
    expect(JSON.parse(String(audit?.after))).toMatchObject({ status: 'active' });
  });

  it('starts over when renamed, refuses a URL for a name and a duplicate', async () => {
    const id = await siteId();
    const bad = await exchange.api.call('/domain/save', { name: 'https://x.example/path', whiteLabelId: id, environment: 'production' });
    expect(bad.status).toBe(400);
    expect((await exchange.api.call('/domain/save', { name: 'luckystar.example', whiteLabelId: id, environment: 'production' })).status).toBe(409);
    const domain = await exchange.api.ok<DomainRow>('/domain/save', { name: 'old.luckystar.example', whiteLabelId: id, environment: 'staging' });
    await exchange.api.ok('/domain/verified', { _id: domain._id, found: [domain.verification.value], problem: null });
    const renamed = await exchange.api.ok<DomainRow>('/domain/save', { _id: domain._id, name: 'new.luckystar.example', whiteLabelId: id, environment: 'staging' });
    expect(renamed.status).toBe('pending');
    expect(renamed.verification.value).not.toBe(domain.verification.value);
  });

  it('searches the environment as the list shows it, word by word with the name', async () => {
    const id = await siteId();
    const staging = await exchange.api.ok<DomainRow>('/domain/save', { name: 'search-env.luckystar.example', whiteLabelId: id, environment: 'staging' });
    const found = async (value: string) => (await exchange.api.ok<{ data: Array<{ name: string; environment: string }> }>('/domain/list', { start: 0, length: 100, search: { value } })).data;
    const production = await found('Production');
    expect(production.length).toBeGreaterThan(0);
    for (const domain of production) expect(domain.environment).toBe('production');
    expect((await found('staging search-env')).map((d) => d.name)).toEqual([staging.name]);
    expect(await found('production search-env')).toEqual([]);
    await exchange.api.ok('/domain/delete', { _id: staging._id });
  });

  it('keeps variables as a validated key/value table', async () => {
    const domain = await exchange.api.ok<DomainRow>('/domain/save', { name: 'vars.luckystar.example', whiteLabelId: await siteId(), environment: 'preview' });
    await exchange.api.ok('/domain/variable/save', { domainId: domain._id, key: 'siteName', value: 'Lucky Star' });
    const colour = await exchange.api.call('/domain/variable/save', { domainId: domain._id, key: 'colour.primary', value: 'blue' });
    expect(colour.status).toBe(400);
    expect(JSON.stringify(colour.body.meta)).toContain('a hex colour');
    expect((await exchange.api.call('/domain/variable/save', { domainId: domain._id, key: 'feature.casino', value: 'yes' })).status).toBe(400);
    expect((await exchange.api.call('/domain/variable/save', { domainId: domain._id, key: 'bad key', value: 'x' })).status).toBe(400);
    expect((await exchange.api.call('/domain/variable/save', { domainId: domain._id, key: 'siteName', value: 'Again' })).status).toBe(409);
    const listed = await exchange.api.ok<Array<{ _id: string; key: string }>>('/domain/variables', { domainId: domain._id });
    expect(listed.map((v) => v.key)).toEqual(['siteName']);
    await exchange.api.ok('/domain/variable/delete', { _id: listed[0]?._id });
    expect(await exchange.api.ok('/domain/variables', { domainId: domain._id })).toEqual([]);
  });

  it('compares keys without case: known rules apply, a key differing only by case is refused on the key field', async () => {
    const domain = await exchange.api.ok<DomainRow>('/domain/save', { name: 'case.luckystar.example', whiteLabelId: await siteId(), environment: 'preview' });
    const save = (key: string, value: string, _id?: string) => exchange.api.call('/domain/variable/save', { domainId: domain._id, key, value, ...(_id ? { _id } : {}) });
    const maybe = await save('Feature.Casino', 'maybe');
    expect([maybe.status, maybe.body.meta.message]).toEqual([400, { value: { message: 'Value of Feature.Casino: on or off.' } }]);
    const long = await save('SITENAME', 'x'.repeat(100));
    expect([long.status, long.body.meta.message]).toEqual([400, { value: { message: 'Value of SITENAME: text of 1–60 characters.' } }]);
    // Kept in the spelling the sites read: a known key's own, a family's own prefix.
    expect((await save('SITENAME', 'Lucky Star')).body.data).toMatchObject({ key: 'siteName' });
    expect((await save('Feature.Casino', 'on')).body.data).toMatchObject({ key: 'feature.Casino' });
    await save('colour.primary', '#1c7ed6');
    const twin = await save('Colour.Primary', '#000');
    expect([twin.status, twin.body.meta.message]).toEqual([409, { key: { message: 'Key: this domain has colour.primary already (keys ignore case); edit that variable or choose another key.' } }]);
    const again = await save('siteName', 'Again');
    expect([again.status, again.body.meta.message]).toEqual([409, { key: { message: 'Key: this domain has siteName already; edit that variable or choose another key.' } }]);
    const note = await exchange.api.ok<{ _id: string }>('/domain/variable/save', { domainId: domain._id, key: 'siteNote', value: 'a' });
    // A variable may change its own key's case.
    expect((await save('SiteNote', 'b', note._id)).body.data).toMatchObject({ key: 'SiteNote', value: 'b' });
    const listed = await exchange.api.ok<Array<{ key: string }>>('/domain/variables', { domainId: domain._id });
    expect(listed.map((v) => v.key).sort()).toEqual(['SiteNote', 'colour.primary', 'feature.Casino', 'siteName']);
  });

  it('names the domain and the key in the Target of every variable audit row', async () => {
    const domain = await exchange.api.ok<DomainRow>('/domain/save', { name: 'audit.luckystar.example', whiteLabelId: await siteId(), environment: 'preview' });
    const added = await exchange.api.ok<{ _id: string }>('/domain/variable/save', { domainId: domain._id, key: 'siteName', value: 'One' });
    await exchange.api.ok('/domain/variable/save', { _id: added._id, domainId: domain._id, key: 'siteName', value: 'Two' });
    await exchange.api.ok('/domain/variable/delete', { _id: added._id });
    const rows = exchange.t.db().prepare("SELECT action, targetName, after FROM audit_log WHERE targetId = ? ORDER BY id").all(added._id);
    expect(rows.map((r) => [r.action, r.targetName])).toEqual([
      ['domainVariable.create', 'audit.luckystar.example · siteName'],
      ['domainVariable.update', 'audit.luckystar.example · siteName'],
      ['domainVariable.delete', 'audit.luckystar.example · siteName'],
    ]);
    expect(JSON.parse(String(rows[0]?.after))).toMatchObject({ domain: 'audit.luckystar.example', key: 'siteName', value: 'One' });
  });

  it('takes a hex colour (#rgb or #rrggbb) for any colour.* key, and refuses a too long key or value on its field', async () => {
    const domain = await exchange.api.ok<DomainRow>('/domain/save', { name: 'colours.luckystar.example', whiteLabelId: await siteId(), environment: 'preview' });
    const save = (key: string, value: string) => exchange.api.call('/domain/variable/save', { domainId: domain._id, key, value });
    const red = await save('colour.primary2', 'red');
    expect([red.status, red.body.meta.message]).toEqual([400, { value: { message: 'Value of colour.primary2: a hex colour, #rgb or #rrggbb, such as #1c7ed6.' } }]);
    expect((await save('colour.primary2', '#abc')).status).toBe(200);
    expect((await save('colour.secondary', '#1C7ED6')).status).toBe(200);
    expect((await save('colour.accent', '#1c7ed')).status).toBe(400);
    const longKey = await save('a'.repeat(200), 'x');
    expect([longKey.status, longKey.body.meta.message]).toEqual([400, { key: { message: 'Key: at most 64 characters.' } }]);
    const longValue = await save('siteNote', 'x'.repeat(5000));
    expect([longValue.status, longValue.body.meta.message]).toEqual([400, { value: { message: 'Value: at most 500 characters.' } }]);
  });

  it('lists environments with their domains, and refuses callers without addDomain', async () => {
    const environments = await exchange.api.ok<Array<{ id: string; domains: number; active: number }>>('/domain/environments');
    expect(environments.map((e) => e.id)).toEqual(['production', 'staging', 'preview']);
    expect(environments[0]?.active).toBeGreaterThanOrEqual(2);
    const trader = catalogueApi(exchange.t, await createTrader(exchange.t, 'no-domains', ['marketManagement']));
    expect((await trader.call('/domain/list', {})).status).toBe(403);
  });
});
