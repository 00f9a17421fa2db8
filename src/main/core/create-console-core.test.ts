import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@shared/contract';
import { startDemoExchange } from '../../demo-exchange';
import { sendJson, startTestServer } from '../http/test-server';
import { makeJwt } from '../session/test-jwt';
import { createMemoryTokenStore } from '../session/token-store';
import type { ConsoleCore } from './console-core';
import { createConsoleCore } from './create-console-core';
import { useTestCores } from './test-cores';

const { afterTest, freshConfig, start } = useTestCores();

const window = (core: ConsoleCore, windowId: string) => {
  const received: Array<[string, unknown]> = [];
  const detach = core.attachWindow(windowId, (channel, payload) => received.push([channel, payload]));
  return { received, detach, context: { windowId } };
};

describe('the console core on the embedded demo exchange', () => {
  it('starts the demo exchange when no exchange URL is configured, and talks to it', async () => {
    const core = await start(freshConfig({ demo: { port: 0, controlSecret: 'ctl' } }));
    expect(core.demo).toEqual({ origin: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), controlSecret: 'ctl' });
    expect(core.exchangeOrigin).toBe(core.demo?.origin);
    expect(await core.call('session.getState', undefined, { windowId: 'w' })).toEqual({ ok: true, data: { status: 'loggedOut' } });
  });

  it('makes up a control secret when none is configured', async () => {
    const core = await start(freshConfig(), { randomSecret: () => 'random-secret' });
    expect(core.demo?.controlSecret).toBe('random-secret');
  });

  it('logs in, pushes the session to every attached window, serves exchange calls, and logs out all windows', async () => {
    const core = await start(freshConfig());
    const first = window(core, 'w1');
    const second = window(core, 'w2');
    const detached = window(core, 'w3');
    detached.detach();

    const login = await core.call('session.login', { userName: 'admin', password: 'admin123' }, first.context);
    expect(login).toMatchObject({ ok: true, data: { status: 'loggedIn', user: { userName: 'admin', role: 'admin' }, tokenStorage: 'memory' } });
    const state = (login as { data: SessionState }).data;
    expect(state.status === 'loggedIn' && state.permissions.marketManagement).toBe(true);
    expect(first.received).toEqual([['session.changed', state]]);
    expect(second.received).toEqual([['session.changed', state]]);
    expect(detached.received).toEqual([]);

    expect(await core.call('cronLogs.list', {}, second.context)).toMatchObject({ ok: true, data: expect.any(Array) });

    await core.call('session.logout', undefined, second.context);
    expect(first.received.at(-1)).toEqual(['session.changed', { status: 'loggedOut', reason: 'logout' }]);
    expect(second.received.at(-1)).toEqual(['session.changed', { status: 'loggedOut', reason: 'logout' }]);
    expect(await core.call('cronLogs.list', {}, first.context)).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
  });

  it('tells the other windows which entities a successful write changed', async () => {
    const core = await start(freshConfig());
    const first = window(core, 'w1');
    const second = window(core, 'w2');
    await core.call('session.login', { userName: 'admin', password: 'admin123' }, first.context);
    const page = await core.call('markets.list', { start: 0, length: 1 }, first.context);
    const market = (page as { data: { data: Array<{ _id: string }> } }).data.data[0];
    const changed = (w: typeof first) => w.received.filter(([channel]) => channel === 'data.changed');
    expect(changed(first)).toEqual([]);

    expect(await core.call('markets.setStatus', { _id: market?._id, status: 'suspended' }, second.context)).toMatchObject({ ok: true });
    expect(changed(first)).toEqual([['data.changed', { tags: [`markets:${market?._id}`, 'audit'] }]]);
    // The caller invalidates its own queries with the answer: no echo.
    expect(changed(second)).toEqual([]);
  });

  it('resolves a failed login with the exchange message', async () => {
    const core = await start(freshConfig());
    const result = await core.call('session.login', { userName: 'admin', password: 'wrong-password' }, { windowId: 'w' });
    expect(result).toMatchObject({ ok: false, error: { message: expect.any(String) } });
  });

  it('restores the session of the previous run from the same data dir', async () => {
    const config = freshConfig();
    const tokenStore = createMemoryTokenStore();
    const first = await start(config, { createTokenStore: () => tokenStore });
    await first.call('session.login', { userName: 'admin', password: 'admin123' }, { windowId: 'w' });
    await first.dispose();
    const second = await start(config, { createTokenStore: () => tokenStore });
    // The demo restarted on another port: the token is still valid (same database, same signing key).
    expect(await second.call('session.getState', undefined, { windowId: 'w' })).toMatchObject({
      ok: true,
      data: { status: 'loggedIn', user: { userName: 'admin' } },
    });
  });

  it('keeps pushing to the other windows when one window fails', async () => {
    const core = await start(freshConfig());
    core.attachWindow('broken', () => {
      throw new Error('window destroyed');
    });
    const healthy = window(core, 'ok');
    await core.call('session.login', { userName: 'admin', password: 'admin123' }, healthy.context);
    expect(healthy.received).toHaveLength(1);
  });

  it('keeps a window re-attached under the same id when the old attachment detaches', async () => {
    const core = await start(freshConfig());
    const old = window(core, 'w');
    const reloaded = window(core, 'w');
    old.detach();
    await core.call('session.login', { userName: 'admin', password: 'admin123' }, reloaded.context);
    expect(reloaded.received).toHaveLength(1);
    expect(old.received).toHaveLength(0);
  });

  it('stops the demo exchange on dispose and refuses calls afterwards', async () => {
    const closes = vi.fn();
    const core = await start(freshConfig(), {
      startDemoExchange: async (options) => {
        const demo = await startDemoExchange(options);
        return { ...demo, close: () => (closes(), demo.close()) };
      },
    });
    await core.dispose();
    await core.dispose();
    expect(closes).toHaveBeenCalledOnce();
    expect(await core.call('session.getState', undefined, { windowId: 'w' })).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });

  it('stops the demo exchange again when the start fails half-way', async () => {
    const closes = vi.fn();
    const failing = createConsoleCore(freshConfig(), {
      log: () => {},
      startDemoExchange: async (options) => {
        const demo = await startDemoExchange(options);
        return { ...demo, close: () => (closes(), demo.close()) };
      },
      createTokenStore: () => {
        throw new Error('no token store');
      },
    });
    await expect(failing).rejects.toThrow('no token store');
    expect(closes).toHaveBeenCalledOnce();
  });
});

describe('the console core on a configured exchange', () => {
  it('does not start the demo, and follows the path map', async () => {
    const server = await startTestServer();
    afterTest(() => server.close());
    const token = makeJwt({ exp: Math.floor(Date.now() / 1000) + 3600 });
    const meta = { status: true, status_code: 200 };
    server.handle((req, res) => {
      if (req.url.endsWith('/sign-in')) {
        sendJson(res, 200, { meta, data: { accessToken: token, userDetail: { role: 'admin', _id: 'a1' } } });
      } else if (req.url.endsWith('/get-trader-permission')) {
        sendJson(res, 200, { meta, data: { permission: { operationalLogs: true } } });
      } else {
        sendJson(res, 200, { meta, data: [] });
      }
    });
    const startDemo = vi.fn();
    const core = await start(
      freshConfig({ exchangeUrl: server.origin, apiPrefix: '/v9', pathMap: { 'auth.login': '/auth/sign-in', 'cronLogs.list': '/jobs/log' } }),
      { startDemoExchange: startDemo },
    );
    expect(startDemo).not.toHaveBeenCalled();
    expect(core.demo).toBeUndefined();
    expect(core.exchangeOrigin).toBe(server.origin);
    expect(await core.call('session.login', { userName: 'ann', password: 'pw' }, { windowId: 'w' })).toMatchObject({
      ok: true,
      data: { user: { userName: 'ann', id: 'a1' }, permissions: { operationalLogs: true } },
    });
    await core.call('cronLogs.list', {}, { windowId: 'w' });
    expect(server.received.map((r) => r.url)).toEqual(['/v9/auth/sign-in', '/v9/get-trader-permission', '/v9/jobs/log']);
    expect(server.received[2]?.headers.authorization).toBe(`Bearer ${token}`);
  });
});
