import { describe, expect, it } from 'vitest';
import { startDemoUpstreams } from '../../demo-upstreams';
import { useTestCores } from '../core/test-cores';

const PROVIDER_KEY = 'demo-provider-key-7f3a';
const GEO_KEY = 'demo-geo-key-19bc';
const context = { windowId: 'w1' };

const { freshConfig, start } = useTestCores();

/** The console core in demo mode (demo exchange and upstream simulators), every log line kept. */
const startCore = async () => {
  const lines: string[] = [];
  const core = await start(freshConfig(), {
    log: (line) => lines.push(line),
    startDemoUpstreams: (options) => startDemoUpstreams({ ...options, keys: { gameProvider: PROVIDER_KEY, geolocation: GEO_KEY } }),
  });
  const login = (userName: string, password: string) => core.call('session.login', { userName, password }, context);
  return { core, lines, login, call: (channel: string, input?: unknown) => core.call(channel, input, context) };
};

const expectNoKeys = (...texts: unknown[]) => {
  for (const text of texts) {
    const json = typeof text === 'string' ? text : JSON.stringify(text);
    for (const key of [PROVIDER_KEY, GEO_KEY, 'a-wrong-key']) expect(json).not.toContain(key);
  }
};

describe('the upstreams in demo mode, through the bridge', () => {
  it('serves one operation of each upstream from its simulator, with the demo keys pre-set', async () => {
    const { login, call, lines } = await startCore();
    expect(await login('admin', 'admin123')).toMatchObject({ ok: true });
    const results = [
      await call('gameProvider.games', undefined),
      await call('whiteLabelNode.status', undefined),
      await call('dns.environments', undefined),
      await call('geolocation.lookup', { ip: '203.0.113.5' }),
    ];
    expect(results).toEqual([
      { ok: true, data: expect.arrayContaining([{ id: 'andar-bahar', name: 'Andar Bahar', enabled: true }]) },
      { ok: true, data: { status: 'ok', version: 'demo-1.0' } },
      { ok: true, data: expect.arrayContaining([{ id: 'production', name: 'Production' }]) },
      { ok: true, data: { ip: '203.0.113.5', country: expect.any(String), city: expect.any(String) } },
    ]);
    expectNoKeys(results, ...lines);
  });

  it('shows an admin the base URLs and whether a key is set, never a key; a wrong key is refused by the simulator', async () => {
    const { login, call, lines } = await startCore();
    await login('admin', 'admin123');
    const listed = await call('upstreamSettings.list');
    expect(listed).toMatchObject({
      ok: true,
      data: [
        { upstream: 'gameProvider', baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), source: 'demo', keySet: true, keyIsDefault: true, keyStorage: 'memory' },
        { upstream: 'whiteLabelNode', baseUrl: expect.stringMatching(/^http:\/\/127\.\d+\.\d+\.\d+:8001$/), source: 'demo' },
        { upstream: 'dnsProvider', source: 'demo' },
        { upstream: 'geolocation', baseUrl: expect.stringContaining('{key}'), keySet: true },
      ],
    });
    const setKey = await call('upstreamSettings.setKey', { upstream: 'gameProvider', key: 'a-wrong-key' });
    expect(setKey).toMatchObject({ ok: true });
    const games = await call('gameProvider.games');
    expect(games).toMatchObject({ ok: false, error: { kind: 'forbidden', status: 401 } });
    // The console's own session is untouched by the provider's 401.
    expect(await call('session.getState')).toMatchObject({ ok: true, data: { status: 'loggedIn' } });
    expect(await call('upstreamSettings.clearKey', { upstream: 'gameProvider' })).toMatchObject({
      ok: true,
      data: expect.arrayContaining([expect.objectContaining({ upstream: 'gameProvider', keySet: false })]),
    });
    // Use default brings the simulator's built-in key back: the simulator takes the next call.
    const useDefault = await call('upstreamSettings.useDefaultKey', { upstream: 'gameProvider' });
    expect(useDefault).toMatchObject({
      ok: true,
      data: expect.arrayContaining([expect.objectContaining({ upstream: 'gameProvider', keySet: true, keyIsDefault: true, hasDefaultKey: true })]),
    });
    expect(await call('gameProvider.games')).toMatchObject({ ok: true });
    expectNoKeys(listed, setKey, games, useDefault, ...lines);
  });

  it('refuses the settings to anyone but an admin, in main', async () => {
    const { login, call } = await startCore();
    expect(await call('upstreamSettings.list')).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    await login('manager', 'trader123');
    for (const [channel, input] of [
      ['upstreamSettings.list', undefined],
      ['upstreamSettings.setKey', { upstream: 'gameProvider', key: 'x' }],
      ['upstreamSettings.clearKey', { upstream: 'geolocation' }],
      ['upstreamSettings.useDefaultKey', { upstream: 'gameProvider' }],
      ['upstreamSettings.setBaseUrl', { upstream: 'dnsProvider', baseUrl: 'https://evil.example.com' }],
    ] as const) {
      expect(await call(channel, input)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    }
  });

  it("enforces a third-party operation's declared access in main (the third party knows nothing of our users)", async () => {
    const { login, call } = await startCore();
    await login('trader', 'trader123');
    expect(await call('gameProvider.games')).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('takes a new base URL at once: the old origin leaves the allow-list, a bad URL is refused with its reason', async () => {
    const { login, call, lines } = await startCore();
    await login('admin', 'admin123');
    expect(await call('upstreamSettings.setBaseUrl', { upstream: 'whiteLabelNode', baseUrl: 'http://node.example.com:8001' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', fieldErrors: { baseUrl: expect.stringContaining('raw IP address') } },
    });
    // An address nothing listens on: the call is allowed out, and fails as unreachable, not as refused.
    expect(await call('upstreamSettings.setBaseUrl', { upstream: 'whiteLabelNode', baseUrl: 'http://127.0.0.1:8001' })).toMatchObject({ ok: true });
    const status = await call('whiteLabelNode.status');
    expect(status).toMatchObject({ ok: false });
    expect(lines.some((line) => line.includes('not on the allow-list'))).toBe(false);
  });
});
