import { describe, expect, it } from 'vitest';
import { useSitesCore } from './test-core';

const startCore = useSitesCore();

describe('the generic GET and POST (an admin tool on an allow-list in main)', () => {
  it('refuses a path off the allow-list before anything leaves main, whatever its spelling', async () => {
    const { login, call, sent } = await startCore();
    await login('admin', 'admin123');
    sent.length = 0;
    for (const path of ['/white-label/delete', '/count/../white-label/delete', '//evil.example/count', 'https://evil.example/count', '/count?of=x', '/COUNT%2F..']) {
      expect([path, await call('adminTools.genericGet', { path, query: {} })]).toEqual([path, { ok: false, error: expect.objectContaining({ kind: 'forbidden' }) }]);
    }
    // An allow-listed GET path is not a POST path.
    expect(await call('adminTools.genericPost', { path: '/count', body: {} })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(sent).toEqual([]);
  });

  it('audits an allowed call first, then sends it and answers what the exchange said', async () => {
    const { login, call, sent } = await startCore();
    await login('admin', 'admin123');
    sent.length = 0;
    const answer = await call('adminTools.genericGet', { path: '/count', query: { of: 'exchanges' } });
    expect(answer).toEqual({ ok: true, data: { ok: true, status: 200, message: expect.any(String), data: { of: 'exchanges', count: 4 } } });
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['POST /api/trader/generic-call/audit', 'GET /api/trader/count']);
    const names = await call('adminTools.genericPost', { path: '/exchange/names', body: {} });
    expect(names).toMatchObject({ ok: true, data: { ok: true, data: expect.arrayContaining([expect.objectContaining({ name: 'Mumbai Exchange' })]) } });
  });

  it('keeps its allow-list in main\u2019s settings, for admins only', async () => {
    const { login, call, sent } = await startCore();
    await login('admin', 'admin123');
    expect(await call('adminTools.allowList')).toMatchObject({ ok: true, data: expect.arrayContaining([{ method: 'GET', path: '/count' }]) });
    expect(await call('adminTools.saveAllowList', { entries: [{ method: 'POST', path: '/white-label/list' }] })).toEqual({ ok: true, data: [{ method: 'POST', path: '/white-label/list' }] });
    expect(await call('adminTools.genericGet', { path: '/count', query: {} })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await call('adminTools.genericPost', { path: '/white-label/list', body: { length: 1 } })).toMatchObject({ ok: true, data: { ok: true, data: { recordsTotal: 3 } } });
    // A create an admin allowed on purpose goes with an idempotency key, as the exchange asks of creates.
    await call('adminTools.saveAllowList', { entries: [{ method: 'POST', path: '/add-staff' }] });
    const added = await call('adminTools.genericPost', { path: '/add-staff', body: { name: 'Generic Staff', userName: 'generic1', password: 'secret12', role: 'TRADER' } });
    expect(added).toMatchObject({ ok: true, data: { ok: true } });
    expect(await call('adminTools.saveAllowList', { entries: [{ method: 'GET', path: '/a/../b' }] })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    await call('session.logout');
    await login('trader', 'trader123');
    sent.length = 0;
    expect(await call('adminTools.genericPost', { path: '/white-label/list', body: {} })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await call('adminTools.allowList')).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(sent).toEqual([]);
  });
});
