import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  createDefaultTokenStore,
  createKeychainTokenStore,
  createMemoryTokenStore,
  keychainAccount,
  withMemoryFallback,
  type TokenStore,
} from './token-store';

const TOKEN = 'eyJ.secret-token.sig';

const brokenStore = (): TokenStore => ({
  kind: 'keychain',
  get: vi.fn(async () => {
    throw new Error('Platform failure: DBus error');
  }),
  set: vi.fn(async () => {
    throw new Error('Platform failure: DBus error');
  }),
  clear: vi.fn(async () => {
    throw new Error('Platform failure: DBus error');
  }),
});

/** Is a Secret Service reachable here? Asked of the library directly, not of the code under test. */
const secretServiceReachable = async (): Promise<boolean> => {
  try {
    const { AsyncEntry } = await import('@napi-rs/keyring');
    const probe = new AsyncEntry('exchange-console-test-probe', randomUUID(), { linux: { store: 'secret-service' } });
    await probe.setPassword('probe', AbortSignal.timeout(5000));
    await probe.deleteCredential(AbortSignal.timeout(5000));
    return true;
  } catch {
    return false;
  }
};

describe('token stores', () => {
  it('keeps a token in memory, and forgets it on clear', async () => {
    const store = createMemoryTokenStore();
    expect(store.kind).toBe('memory');
    await store.set(TOKEN);
    expect(await store.get()).toBe(TOKEN);
    await store.clear();
    expect(await store.get()).toBeNull();
  });

  it('derives a different keychain account per data dir and per exchange', () => {
    const a = keychainAccount('/data/a', 'http://127.0.0.1:1');
    expect(a).toMatch(/^session-[0-9a-f]{32}$/);
    expect(keychainAccount('/data/a/', 'http://127.0.0.1:1')).toBe(a);
    expect(keychainAccount('/data/b', 'http://127.0.0.1:1')).not.toBe(a);
    expect(keychainAccount('/data/a', 'http://127.0.0.1:2')).not.toBe(a);
  });

  it('falls back to memory when the keychain throws, says so once, and reports memory from then on', async () => {
    const log = vi.fn();
    const primary = brokenStore();
    const store = withMemoryFallback(primary, log);
    expect(store.kind).toBe('keychain');
    await store.set(TOKEN);
    expect(store.kind).toBe('memory');
    expect(await store.get()).toBe(TOKEN);
    await store.clear();
    expect(await store.get()).toBeNull();
    await store.set('another');
    expect(primary.set).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).toMatch(/keychain unavailable.*memory only/);
    expect(String(log.mock.calls[0]?.[0])).not.toContain(TOKEN);
  });

  it('falls back to memory when the keychain cannot be read at start', async () => {
    const store = withMemoryFallback(brokenStore(), () => {});
    expect(await store.get()).toBeNull();
    expect(store.kind).toBe('memory');
  });

  it('counts a native module that fails to load as no keychain', async () => {
    const keychain = createKeychainTokenStore({
      service: 'exchange-console-test',
      account: 'x',
      loadKeyring: () => Promise.reject(new Error('Cannot find native binding')),
    });
    await expect(keychain.set(TOKEN)).rejects.toThrow('Cannot find native binding');
    const store = withMemoryFallback(keychain, () => {});
    await store.set(TOKEN);
    expect(store.kind).toBe('memory');
    expect(await store.get()).toBe(TOKEN);
  });

  it('pins the keychain entry to the Secret Service store', async () => {
    const constructed: unknown[] = [];
    class FakeEntry {
      constructor(...args: unknown[]) {
        constructed.push(args);
      }
      getPassword = async () => null;
    }
    const keychain = createKeychainTokenStore({
      service: 's',
      account: 'a',
      loadKeyring: async () => ({ AsyncEntry: FakeEntry as never }),
    });
    await keychain.get();
    expect(constructed).toEqual([['s', 'a', { linux: { store: 'secret-service' } }]]);
  });

  it('round-trips a token through the OS keychain when a Secret Service is reachable, otherwise keeps it in memory', async () => {
    const reachable = await secretServiceReachable();
    const log = vi.fn();
    const store = createDefaultTokenStore({ dataDir: `/tmp/console-test-${randomUUID()}`, exchangeOrigin: 'http://127.0.0.1:1', log });
    await store.set(TOKEN);
    console.info(`[token-store test] ${reachable ? 'Secret Service reachable: keychain round trip' : 'no Secret Service: memory fallback'}`);
    expect(store.kind).toBe(reachable ? 'keychain' : 'memory');
    expect(log).toHaveBeenCalledTimes(reachable ? 0 : 1);
    expect(await store.get()).toBe(TOKEN);
    await store.clear();
    expect(await store.get()).toBeNull();
    expect(store.kind).toBe(reachable ? 'keychain' : 'memory');
  });
});
