import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@shared/contract';
import { openUpstreamSettingsHistory, UPSTREAM_HISTORY_FILE } from '../settings/upstream-settings-history';
import { loggedInAs, testRegistry } from './test-upstreams';
import { upstreamSettingsHandlers } from './upstream-settings-handlers';

const KEY = 'Zq9-distinct-provider-key-7731';
const GAMES = 'https://games.example.com';
const AT = Date.UTC(2026, 2, 14, 9, 30, 0);
const context = { windowId: 'w1' };

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The handlers over a memory registry (the game provider's default from the environment) and a history file in a fresh dir. */
const setUp = async (state: SessionState = loggedInAs('admin')) => {
  const dir = mkdtempSync(join(tmpdir(), 'console-upstream-settings-'));
  dirs.push(dir);
  const registry = testRegistry({ gameProvider: GAMES });
  const history = await openUpstreamSettingsHistory(dir, vi.fn());
  const written = vi.fn();
  const session = { state, getState: () => session.state };
  const handlers = upstreamSettingsHandlers({ registry, session, history, log: vi.fn(), written, now: () => AT });
  const call = (id: string, input?: unknown) => (handlers[`upstreamSettings.${id}`] as (input: unknown, c: typeof context) => Promise<unknown>)(input, context);
  const changes = async () => ((await call('history')) as { data: Array<{ change: string }> }).data.map((entry) => entry.change);
  return { registry, session, written, call, changes, file: () => readFileSync(join(dir, UPSTREAM_HISTORY_FILE), 'utf8') };
};

describe('the upstream settings history, through the handlers', () => {
  it('records each change that succeeded, newest first: when, which admin, which upstream, what', async () => {
    const { call, written } = await setUp();
    await call('setKey', { upstream: 'gameProvider', key: KEY });
    await call('setBaseUrl', { upstream: 'dnsProvider', baseUrl: 'https://dns.example.com/' });
    await call('setBaseUrl', { upstream: 'dnsProvider', baseUrl: null });
    await call('setBaseUrl', { upstream: 'gameProvider', baseUrl: `${GAMES}/v2` });
    await call('setBaseUrl', { upstream: 'gameProvider', baseUrl: null });
    await call('clearKey', { upstream: 'gameProvider' });
    const at = new Date(AT).toISOString();
    expect(await call('history')).toEqual({
      ok: true,
      data: [
        { at, by: 'admin-user', upstream: 'gameProvider', change: 'Key cleared' },
        { at, by: 'admin-user', upstream: 'gameProvider', change: `Base URL reset to the default (${GAMES})` },
        { at, by: 'admin-user', upstream: 'gameProvider', change: `Base URL set to ${GAMES}/v2` },
        { at, by: 'admin-user', upstream: 'dnsProvider', change: 'Base URL reset to the default' },
        { at, by: 'admin-user', upstream: 'dnsProvider', change: 'Base URL set to https://dns.example.com' },
        { at, by: 'admin-user', upstream: 'gameProvider', change: 'Key set' },
      ],
    });
    // Every window's statuses and history go stale.
    expect(written).toHaveBeenCalledTimes(6);
    expect(written).toHaveBeenCalledWith(['upstreamSettings'], context);
  });

  it('says when a move to another host cleared the key', async () => {
    const { call, changes } = await setUp();
    await call('setKey', { upstream: 'gameProvider', key: KEY });
    await call('setBaseUrl', { upstream: 'gameProvider', baseUrl: 'https://games-two.example.com' });
    expect((await changes()).slice(0, 2)).toEqual(['Key cleared: the base URL moved to another host', 'Base URL set to https://games-two.example.com']);
  });

  it('records nothing for a refused URL or a keychain that fails', async () => {
    const { call, changes, registry, written } = await setUp();
    expect(await call('setBaseUrl', { upstream: 'whiteLabelNode', baseUrl: 'https://node.example.com' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    vi.spyOn(registry.keys, 'set').mockRejectedValue(new Error('keychain locked'));
    await expect(call('setKey', { upstream: 'gameProvider', key: KEY })).rejects.toThrow('keychain locked');
    expect(await changes()).toEqual([]);
    expect(written).not.toHaveBeenCalled();
  });

  it('never writes a key into the history file, even one typed into a URL', async () => {
    const { call, file } = await setUp();
    await call('setKey', { upstream: 'gameProvider', key: KEY });
    await call('setBaseUrl', { upstream: 'gameProvider', baseUrl: `${GAMES}/${KEY}` });
    await call('setBaseUrl', { upstream: 'gameProvider', baseUrl: `https://elsewhere.example.com/${KEY}` });
    await call('clearKey', { upstream: 'gameProvider' });
    expect(file()).toContain(`Base URL set to ${GAMES}/[redacted]`);
    expect(file()).toContain('Base URL set to https://elsewhere.example.com/[redacted]');
    expect(file()).not.toContain(KEY);
    expect(file()).not.toContain(KEY.slice(4, 20));
  });

  it('cuts out a key with characters a URL encodes, and records nothing for a save that changed nothing', async () => {
    const { call, file, changes } = await setUp();
    const odd = 'ab{cd=ef<GH>';
    await call('setKey', { upstream: 'gameProvider', key: odd });
    await call('setBaseUrl', { upstream: 'gameProvider', baseUrl: `${GAMES}/${odd}` });
    expect(file()).toContain(`Base URL set to ${GAMES}/[redacted]`);
    expect(file()).not.toContain('ab%7Bcd');
    const recorded = (await changes()).length;
    await call('setBaseUrl', { upstream: 'gameProvider', baseUrl: `${GAMES}/${odd}` });
    expect((await changes()).length).toBe(recorded);
  });

  it('answers the history to an admin only, and lets nobody else change a thing', async () => {
    const { call, changes, session } = await setUp(loggedInAs('manager'));
    expect(await call('history')).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await call('setKey', { upstream: 'gameProvider', key: KEY })).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    session.state = { status: 'loggedOut' };
    expect(await call('history')).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    session.state = loggedInAs('admin');
    expect(await changes()).toEqual([]);
  });
});
