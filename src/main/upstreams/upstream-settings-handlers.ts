import { ADMIN_ROLE, fail, ok, type Result, type SessionState } from '@shared/contract';
import type { ConfigurableUpstream, KeyedUpstream } from '@shared/contract/upstream-settings';
import type { LocalHandler } from '../bridge/dispatcher';
import type { UpstreamRegistry } from './upstream-registry';

export interface UpstreamSettingsDeps {
  registry: UpstreamRegistry;
  session: { getState(): SessionState };
  log: (line: string) => void;
}

/**
 * The contract's `upstreamSettings.*` operations (inputs already validated by the dispatcher). Admin only,
 * checked here: the screen hiding itself is convenience. Every answer is the statuses, never a key.
 */
export function upstreamSettingsHandlers({ registry, session, log }: UpstreamSettingsDeps): Record<string, LocalHandler> {
  const asAdmin =
    (action: (input: never) => Promise<Result<unknown> | void>): LocalHandler =>
    async (input) => {
      const state = session.getState();
      if (state.status !== 'loggedIn') return fail({ kind: 'unauthorized', message: 'Please log in again.' });
      if (state.user.role !== ADMIN_ROLE) return fail({ kind: 'forbidden', message: 'Only an admin can change these settings.' });
      const refused = await action(input as never);
      return refused ?? ok(await registry.statuses());
    };
  // Who changed what, never the key itself.
  const note = (what: string) => {
    const state = session.getState();
    log(`upstreams: ${what} by ${state.status === 'loggedIn' ? state.user.userName : 'nobody'}`);
  };

  return {
    'upstreamSettings.list': asAdmin(async () => {}),
    'upstreamSettings.setKey': asAdmin(async ({ upstream, key }: { upstream: KeyedUpstream; key: string }) => {
      await registry.keys.set(upstream, key);
      note(`${upstream} key set`);
    }),
    'upstreamSettings.clearKey': asAdmin(async ({ upstream }: { upstream: KeyedUpstream }) => {
      await registry.keys.clear(upstream);
      note(`${upstream} key cleared`);
    }),
    'upstreamSettings.setBaseUrl': asAdmin(async ({ upstream, baseUrl }: { upstream: ConfigurableUpstream; baseUrl: string | null }) => {
      const done = await registry.setBaseUrl(upstream, baseUrl);
      if (!done.ok) return fail({ kind: 'invalid-input', message: done.message, fieldErrors: { baseUrl: done.message } });
      note(`${upstream} base URL ${baseUrl === null ? 'reset' : 'set'}`);
    }),
  };
}
