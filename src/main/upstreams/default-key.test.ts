import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@shared/contract';
import { openUpstreamSettingsHistory } from '../settings/upstream-settings-history';
import { createDemoUpstreamKeys } from './key-store';
import { loggedInAs, memorySettings } from './test-upstreams';
import { createUpstreamClient } from './upstream-client';
import { createUpstreamRegistry } from './upstream-registry';
import { upstreamSettingsHandlers } from './upstream-settings-handlers';

const SIMULATOR = 'http://127.0.0.1:4100';
const DEMO_KEY = 'built-in-demo-key-5c2e';
const WRONG_KEY = 'typed-wrong-key-81fa';
const context = { windowId: 'w1' };

const dirs: string[] = [];
const clients: Array<{ close(): void }> = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Demo mode: the game provider at its simulator with the simulator's key fitted, the handlers and a client over it. */
const setUp = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'console-default-key-'));
  dirs.push(dir);
  const registry = createUpstreamRegistry({
    exchangeOrigin: 'https://exchange.example.com',
    environment: {},
    demo: { gameProvider: SIMULATOR },
    demoKeys: { gameProvider: DEMO_KEY },
    settings: memorySettings(),
    keys: createDemoUpstreamKeys(),
  });
  await registry.fitDemoKeys();
  const history = await openUpstreamSettingsHistory(dir, vi.fn());
  const session = { state: loggedInAs('admin'), getState: () => session.state };
  const handlers = upstreamSettingsHandlers({ registry, session, history, log: vi.fn(), now: () => 0 });
  const call = (id: string, input?: unknown) => (handlers[`upstreamSettings.${id}`] as (input: unknown, c: typeof context) => Promise<unknown>)(input, context);
  const provider = async () => ((await call('list')) as { data: Array<Record<string, unknown>> }).data.find((status) => status.upstream === 'gameProvider');
  const changes = async () => ((await call('history')) as { data: Array<{ change: string }> }).data.map((entry) => entry.change);
  const network = vi.fn<typeof fetch>(async () => Response.json([]));
  const client = createUpstreamClient({ registry, fetch: network, log: vi.fn(), retryDelayMs: 0 });
  clients.push(client);
  const keyCalledWith = () => new URL(String(network.mock.calls.at(-1)?.[0])).searchParams.get('key');
  return { registry, session, call, provider, changes, client, keyCalledWith };
};

describe("the game provider's built-in demo key", () => {
  it('is reported as in use, then as replaced by a saved key, then gone once cleared: whether, never the key', async () => {
    const { call, provider } = await setUp();
    expect(await provider()).toMatchObject({ keySet: true, keyIsDefault: true, hasDefaultKey: true });
    await call('setKey', { upstream: 'gameProvider', key: WRONG_KEY });
    expect(await provider()).toMatchObject({ keySet: true, keyIsDefault: false, hasDefaultKey: true });
    await call('clearKey', { upstream: 'gameProvider' });
    expect(await provider()).toMatchObject({ keySet: false, keyIsDefault: false, hasDefaultKey: true });
  });

  it.each([
    ['a wrong key saved', async (call: (id: string, input?: unknown) => Promise<unknown>) => call('setKey', { upstream: 'gameProvider', key: WRONG_KEY })],
    ['the key cleared', async (call: (id: string, input?: unknown) => Promise<unknown>) => call('clearKey', { upstream: 'gameProvider' })],
  ])('Use default after %s: the stored key goes, the next call carries the built-in one, the answer never a key', async (_, change) => {
    const { call, provider, changes, client, keyCalledWith } = await setUp();
    await change(call);
    const answer = await call('useDefaultKey', { upstream: 'gameProvider' });
    expect(answer).toMatchObject({ ok: true, data: expect.arrayContaining([expect.objectContaining({ upstream: 'gameProvider', keySet: true, keyIsDefault: true })]) });
    expect(await provider()).toMatchObject({ keyIsDefault: true });
    expect(await client.request(contract.gameProvider.games, undefined)).toEqual({ ok: true, data: [] });
    expect(keyCalledWith()).toBe(DEMO_KEY);
    expect((await changes())[0]).toBe("Key set to the demo simulator's");
    for (const text of [answer, await call('list'), await call('history')]) {
      expect(JSON.stringify(text)).not.toContain(DEMO_KEY);
      expect(JSON.stringify(text)).not.toContain(WRONG_KEY);
    }
  });

  it('records nothing when the built-in key is already in use', async () => {
    const { call, changes } = await setUp();
    expect(await call('useDefaultKey', { upstream: 'gameProvider' })).toMatchObject({ ok: true });
    expect(await changes()).toEqual([]);
  });

  it('is refused, the stored key kept, where the address has no built-in key (moved off the simulator, or not demo)', async () => {
    const { call, registry, provider, changes } = await setUp();
    await call('setBaseUrl', { upstream: 'gameProvider', baseUrl: 'https://games.example.com' });
    await call('setKey', { upstream: 'gameProvider', key: WRONG_KEY });
    expect(await provider()).toMatchObject({ keySet: true, keyIsDefault: false, hasDefaultKey: false });
    const recorded = (await changes()).length;
    expect(await call('useDefaultKey', { upstream: 'gameProvider' })).toMatchObject({
      ok: false,
      error: { kind: 'conflict', message: 'Game provider has no built-in key at its current address: save its key instead.' },
    });
    expect(await registry.keys.get('gameProvider')).toBe(WRONG_KEY);
    expect((await changes()).length).toBe(recorded);
  });

  it('is for an admin only', async () => {
    const { call, session, registry } = await setUp();
    await call('setKey', { upstream: 'gameProvider', key: WRONG_KEY });
    session.state = loggedInAs('manager');
    expect(await call('useDefaultKey', { upstream: 'gameProvider' })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await registry.keys.get('gameProvider')).toBe(WRONG_KEY);
  });
});
