import type { EntityTag, SessionState } from '@shared/contract';
import type { DemoUpstreams, startDemoUpstreams } from '../../demo-upstreams';
import type { LocalHandler } from '../bridge/dispatcher';
import type { ExchangeClient } from '../http/exchange-client';
import type { CallContext } from '../core/console-core';
import type { SettingsStore } from '../settings/settings-store';
import { openUpstreamSettingsHistory } from '../settings/upstream-settings-history';
import { narrowToPolicy } from './policy-origins';
import { createGuardedFetch } from './guarded-fetch';
import { createDemoUpstreamKeys, createKeychainUpstreamKeys, type UpstreamKeyStore } from './key-store';
import { createUpstreamClient } from './upstream-client';
import type { UpstreamUrls } from './upstream-env';
import { createUpstreamRegistry, type UpstreamRegistry } from './upstream-registry';
import { createUpstreamRouter } from './upstream-router';
import { upstreamSettingsHandlers } from './upstream-settings-handlers';

export interface UpstreamsOptions {
  exchangeOrigin: string;
  /** From the environment (ConsoleConfig.upstreams). */
  environment: UpstreamUrls;
  /** True when the core runs the embedded demo exchange: the simulators start beside it. */
  demoMode: boolean;
  dataDir: string;
  settings: SettingsStore;
  fetch: typeof fetch;
  log: (line: string) => void;
  startDemoUpstreams: typeof startDemoUpstreams;
  /** The machine policy's allowed origins for the third-party services; any origin configured when absent. */
  policyOrigins?: readonly string[];
  /** Replaces the keychain (tests). */
  createKeys?: (dataDir: string, log: (line: string) => void) => UpstreamKeyStore;
}

/** The main core's upstreams, assembled: one guarded fetch for every client, the registry, the router. */
export interface Upstreams {
  /** The fetch every upstream client uses, the exchange client included: origins off the allow-list are refused. */
  readonly fetch: typeof fetch;
  readonly registry: UpstreamRegistry;
  /** Routes each operation by `op.upstream`: the exchange's to `exchange`, the others to the upstream client. */
  router(exchange: Pick<ExchangeClient, 'request'>, session: { getState(): SessionState }): Pick<ExchangeClient, 'request'>;
  /** Settings' operations; `written` tells the other windows what a change made stale. */
  handlers(session: { getState(): SessionState }, written?: (tags: readonly EntityTag[], context: CallContext) => void): Record<string, LocalHandler>;
  close(): Promise<void>;
}

/**
 * In demo mode the simulators start here; should one fail to start (no loopback address free), the
 * console still starts, and calls to that upstream are refused as not configured.
 */
const startSimulators = async (options: UpstreamsOptions): Promise<DemoUpstreams | undefined> => {
  if (!options.demoMode) return undefined;
  try {
    return await options.startDemoUpstreams({ log: (line) => options.log(`demo: ${line}`) });
  } catch (error) {
    options.log(`demo: the upstream simulators did not start (${(error as NodeJS.ErrnoException).code ?? (error as Error).name})`);
    return undefined;
  }
};

export async function createUpstreams(options: UpstreamsOptions): Promise<Upstreams> {
  const { log } = options;
  // Before the simulators start: nothing to close should it fail.
  const history = await openUpstreamSettingsHistory(options.dataDir, log);
  const simulators = await startSimulators(options);
  const keys = simulators ? createDemoUpstreamKeys() : (options.createKeys ?? createKeychainUpstreamKeys)(options.dataDir, log);
  const registry = createUpstreamRegistry({
    exchangeOrigin: options.exchangeOrigin,
    environment: options.environment,
    ...(simulators ? { demo: simulators.urls, demoKeys: simulators.keys } : {}),
    settings: options.settings,
    keys,
  });
  // A simulator's key only for an upstream still pointing at it: one the admin moved elsewhere keeps none.
  await registry.fitDemoKeys();
  const guarded = createGuardedFetch({
    allowedOrigins: () => narrowToPolicy(registry.allowedOrigins(), options.exchangeOrigin, options.policyOrigins),
    fetch: options.fetch,
    log,
  });
  const client = createUpstreamClient({ registry, fetch: guarded, log });
  return {
    fetch: guarded,
    registry,
    router: (exchange, session) => createUpstreamRouter({ exchange, upstreams: client, session, log }),
    handlers: (session, written) => upstreamSettingsHandlers({ registry, session, history, log, ...(written ? { written } : {}) }),
    close: async () => {
      client.close();
      await simulators?.close();
    },
  };
}
