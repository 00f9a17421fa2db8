import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

export type TokenStorageKind = 'keychain' | 'memory';

/** Where the session token lives. Only the main core holds it. */
export interface TokenStore {
  readonly kind: TokenStorageKind;
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

export const KEYCHAIN_SERVICE = 'exchange-console';

/** One keychain entry per data dir and exchange, so parallel consoles (and tests) never share a token. */
export const keychainAccount = (dataDir: string, exchangeOrigin: string): string =>
  `session-${createHash('sha256').update(`${resolve(dataDir)}\n${exchangeOrigin}`).digest('hex').slice(0, 32)}`;

export function createMemoryTokenStore(): TokenStore {
  let token: string | null = null;
  return {
    kind: 'memory',
    get: async () => token,
    set: async (next) => {
      token = next;
    },
    clear: async () => {
      token = null;
    },
  };
}

type Keyring = Pick<typeof import('@napi-rs/keyring'), 'AsyncEntry'>;

export interface KeychainOptions {
  service: string;
  account: string;
  /** Imported lazily: a missing or broken native module then counts as "no keychain", not as a crash. */
  loadKeyring?: () => Promise<Keyring>;
  /** A keychain that waits on an unlock prompt must not hold the login forever. */
  timeoutMs?: number;
}

const importKeyring = async (): Promise<Keyring> => {
  const mod = (await import('@napi-rs/keyring')) as Keyring & { default?: Keyring };
  return mod.AsyncEntry ? mod : (mod.default as Keyring);
};

/** The OS keychain. Throws whenever it cannot be reached (wrap it in `withMemoryFallback`). */
export function createKeychainTokenStore(options: KeychainOptions): TokenStore {
  const load = options.loadKeyring ?? importKeyring;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const entry = async () => {
    const { AsyncEntry } = await load();
    // Pinned to the Secret Service on Linux: without it the library quietly falls back to the kernel keyring,
    // which keeps secrets in memory only and loses them at reboot, without telling anyone.
    return new AsyncEntry(options.service, options.account, { linux: { store: 'secret-service' } });
  };
  return {
    kind: 'keychain',
    get: async () => (await entry()).getPassword(AbortSignal.timeout(timeoutMs)),
    set: async (token) => (await entry()).setPassword(token, AbortSignal.timeout(timeoutMs)),
    clear: async () => {
      await (await entry()).deleteCredential(AbortSignal.timeout(timeoutMs));
    },
  };
}

/**
 * The primary store until its first failure, then memory only for the rest of the run
 * (`kind` turns 'memory', so the session state can tell the user once).
 */
export function withMemoryFallback(primary: TokenStore, log: (line: string) => void): TokenStore {
  const memory = createMemoryTokenStore();
  let failed = false;
  const fallBack = (action: string, error: unknown) => {
    if (!failed) {
      // The error text comes from the keychain library and names the store, never the secret.
      log(`keychain unavailable on ${action} (${error instanceof Error ? error.message : String(error)}); the token is kept in memory only`);
    }
    failed = true;
  };
  return {
    get kind() {
      return failed ? 'memory' : primary.kind;
    },
    async get() {
      if (!failed) {
        try {
          return await primary.get();
        } catch (error) {
          fallBack('read', error);
        }
      }
      return memory.get();
    },
    async set(token) {
      if (!failed) {
        try {
          await primary.set(token);
          return;
        } catch (error) {
          fallBack('write', error);
        }
      }
      await memory.set(token);
    },
    async clear() {
      await memory.clear();
      if (failed) return;
      try {
        await primary.clear();
      } catch (error) {
        fallBack('delete', error);
      }
    },
  };
}

export interface TokenStoreContext {
  dataDir: string;
  exchangeOrigin: string;
  log: (line: string) => void;
}

export const createDefaultTokenStore = ({ dataDir, exchangeOrigin, log }: TokenStoreContext): TokenStore =>
  withMemoryFallback(createKeychainTokenStore({ service: KEYCHAIN_SERVICE, account: keychainAccount(dataDir, exchangeOrigin) }), log);
