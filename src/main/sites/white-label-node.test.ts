import { describe, expect, it } from 'vitest';
import { useSitesCore } from './test-core';

const startCore = useSitesCore();
const site = (name: string, host: string) => ({ name, adminUrl: `https://admin.${host}`, clientUrl: `https://${host}`, currency: 'INR', commission: 2, menus: ['sports'] });

const nodeBase = async (call: (channel: string, input?: unknown) => Promise<unknown>) => {
  const listed = (await call('upstreamSettings.list')) as { data: Array<{ upstream: string; baseUrl: string }> };
  return listed.data.find((u) => u.upstream === 'whiteLabelNode')?.baseUrl ?? '';
};

describe('white-label provisioning (main only, at the node\u2019s IP:8001)', () => {
  it('saves on the exchange, provisions at the allow-listed IP:port only, and records what the node said', async () => {
    const { login, call, sent } = await startCore();
    await login('admin', 'admin123');
    const base = await nodeBase(call);
    expect(base).toMatch(/^http:\/\/127\.\d+\.\d+\.\d+:8001$/);
    sent.length = 0;
    const created = await call('whiteLabels.create', site('Node Test', 'node-test.example'));
    expect(created).toMatchObject({ ok: true, data: { whiteLabel: { name: 'Node Test', status: 'active', nodeSiteId: expect.stringMatching(/^node-site-/) }, provisioning: { ok: true } } });
    const toNode = sent.filter((request) => !request.url.includes('/api/trader/'));
    expect(toNode).toEqual([{ method: 'POST', url: `${base}/sites` }]);
    // The node received it (its own list), once; provisioning again is refused as already done.
    const nodeSites = (await (await fetch(`${base}/sites`)).json()) as { sites: Array<{ name: string }> };
    expect(nodeSites.sites.map((s) => s.name)).toEqual(['Node Test']);
    const id = (created as { data: { whiteLabel: { _id: string } } }).data.whiteLabel._id;
    expect(await call('whiteLabels.provision', { _id: id })).toMatchObject({ ok: false, error: { kind: 'conflict' } });
  });

  it('follows the node to a new allow-listed address, and never calls a host name or another port', async () => {
    const { login, call, sent } = await startCore();
    await login('admin', 'admin123');
    expect(await call('upstreamSettings.setBaseUrl', { upstream: 'whiteLabelNode', baseUrl: 'http://node.example.com:8001' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await call('upstreamSettings.setBaseUrl', { upstream: 'whiteLabelNode', baseUrl: 'http://127.0.0.1:8080' })).toMatchObject({ ok: false, error: { fieldErrors: { baseUrl: 'Base URL: must name port 8001.' } } });
    // An address nothing listens on: the call goes there (and nowhere else), fails, and the site stays for a retry.
    expect(await call('upstreamSettings.setBaseUrl', { upstream: 'whiteLabelNode', baseUrl: 'http://127.0.0.1:8001' })).toMatchObject({ ok: true });
    sent.length = 0;
    const created = await call('whiteLabels.create', site('Unreachable Node', 'unreachable.example'));
    expect(created).toMatchObject({ ok: true, data: { whiteLabel: { status: 'provisionFailed', provisionError: expect.stringContaining('could not be reached') }, provisioning: { ok: false } } });
    expect(sent.filter((request) => !request.url.includes('/api/trader/')).map((request) => request.url)).toEqual(['http://127.0.0.1:8001/sites']);
  });

  it('cannot be reached from a window: the provisioning call is main\u2019s own, and needs addDomain', async () => {
    const { login, call, sent } = await startCore();
    await login('admin', 'admin123');
    sent.length = 0;
    expect(await call('whiteLabelNode.provision', { siteId: 'x', name: 'x', adminUrl: 'https://a.example', clientUrl: 'https://b.example', currency: 'INR' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(sent).toEqual([]);
    await call('session.logout');
    await login('trader', 'trader123');
    expect(await call('whiteLabels.create', site('Not Mine', 'not-mine.example'))).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(sent.filter((request) => request.url.includes('8001'))).toEqual([]);
  });
});
