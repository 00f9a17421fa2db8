import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { KeyedUpstream } from '@shared/contract/upstream-settings';
import {
  createKeychainTokenStore,
  createMemoryTokenStore,
  KEYCHAIN_SERVICE,
  withMemoryFallback,
  type TokenStore,
} from '../session/token-store';

/** The upstreams' keys, each in the OS keychain (memory when none can be reached). Only the main core reads them. */
export interface UpstreamKeyStore {
  get(upstream: KeyedUpstream): Promise<string | null>;
  set(upstream: KeyedUpstream, key: string): Promise<void>;
  clear(upstream: KeyedUpstream): Promise<void>;
  storage(upstream: KeyedUpstream): 'keychain' | 'memory';
}

/** One keychain entry per data dir and upstream, so parallel consoles (and tests) never share a key. */
export const upstreamKeyAccount = (dataDir: string, upstream: KeyedUpstream): string =>
  `upstream-${upstream}-${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 32)}`;

/** A key store over one secret store per upstream (the same keychain-or-memory stores the session token uses). */
export function upstreamKeyStore(storeOf: (upstream: KeyedUpstream) => TokenStore): UpstreamKeyStore {
  const stores = new Map<KeyedUpstream, TokenStore>();
  const store = (upstream: KeyedUpstream) => {
    let found = stores.get(upstream);
    if (found === undefined) stores.set(upstream, (found = storeOf(upstream)));
    return found;
  };
  return {
    get: (upstream) => store(upstream).get(),
    set: (upstream, key) => store(upstream).set(key),
    clear: (upstream) => store(upstream).clear(),
    storage: (upstream) => store(upstream).kind,
  };
}

export const createKeychainUpstreamKeys = (dataDir: string, log: (line: string) => void): UpstreamKeyStore =>
  upstreamKeyStore((upstream) =>
    withMemoryFallback(createKeychainTokenStore({ service: KEYCHAIN_SERVICE, account: upstreamKeyAccount(dataDir, upstream) }), (line) =>
      log(`${upstream} key: ${line.replace('the token is', 'the key is')}`),
    ),
  );

/**
 * Demo mode: keys in memory. They never go to the OS keychain, where a demo key would outlive the demo and
 * sit beside real ones. The simulators' keys are set by the registry (`fitDemoKeys`), only for an upstream
 * that points at its simulator; `presets` (tests) are set at once.
 */
export const createDemoUpstreamKeys = (presets: Partial<Record<KeyedUpstream, string>> = {}): UpstreamKeyStore =>
  upstreamKeyStore((upstream) => {
    const memory = createMemoryTokenStore();
    const preset = presets[upstream];
    if (preset !== undefined) void memory.set(preset);
    return memory;
  });
