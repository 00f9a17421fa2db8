import { ADMIN_ROLE, fail, ok, type EntityTag, type Result, type SessionState } from '@shared/contract';
import { KEYED_UPSTREAMS, UPSTREAM_LABELS, UPSTREAM_SETTINGS_TAG, type ConfigurableUpstream, type KeyedUpstream } from '@shared/contract/upstream-settings';
import type { LocalHandler } from '../bridge/dispatcher';
import type { CallContext } from '../core/console-core';
import type { UpstreamSettingsHistory } from '../settings/upstream-settings-history';
import { redactSecrets } from './redact';
import type { UpstreamRegistry } from './upstream-registry';

export interface UpstreamSettingsDeps {
  registry: UpstreamRegistry;
  session: { getState(): SessionState };
  /** Where each change made here is recorded (who, when, what). */
  history: UpstreamSettingsHistory;
  log: (line: string) => void;
  /** Tells the other windows that the settings changed, so their statuses and history go stale. */
  written?: (tags: readonly EntityTag[], context: CallContext) => void;
  now?: () => number;
}

const isKeyed = (upstream: ConfigurableUpstream): upstream is KeyedUpstream => (KEYED_UPSTREAMS as readonly string[]).includes(upstream);

const DEMO_KEY_BACK = "Key set to the demo simulator's";

/** What a move of the base URL did to the key: cleared (another host), or the demo simulator's given back. */
const keyChange = (before: string | null, after: string | null): string[] =>
  before === after ? [] : after === null ? ['Key cleared: the base URL moved to another host'] : [DEMO_KEY_BACK];

/**
 * The contract's `upstreamSettings.*` operations (inputs already validated by the dispatcher). Admin only,
 * checked here: the screen hiding itself is convenience. Every answer is the statuses, never a key; each
 * change that succeeded is logged and kept in the history (a refused or failed one is not).
 */
export function upstreamSettingsHandlers({ registry, session, history, log, written, now = Date.now }: UpstreamSettingsDeps): Record<string, LocalHandler> {
  const asAdmin =
    (action: (input: never, context: CallContext) => Promise<Result<unknown>>): LocalHandler =>
    async (input, context) => {
      const state = session.getState();
      if (state.status !== 'loggedIn') return fail({ kind: 'unauthorized', message: 'Please log in again.' });
      if (state.user.role !== ADMIN_ROLE) return fail({ kind: 'forbidden', message: 'Only an admin can change these settings.' });
      return action(input as never, context);
    };
  const statuses = async () => ok(await registry.statuses());
  const keyOf = (upstream: ConfigurableUpstream) => (isKeyed(upstream) ? registry.keys.get(upstream) : Promise.resolve(null));

  // Who changed what, never the key itself.
  const record = async (context: CallContext, upstream: ConfigurableUpstream, changes: readonly string[]) => {
    const state = session.getState();
    const by = state.status === 'loggedIn' ? state.user.userName : 'nobody';
    for (const change of changes) {
      log(`upstreams: ${upstream}: ${change} by ${by}`);
      await history.append({ at: new Date(now()).toISOString(), by, upstream, change });
    }
    written?.([UPSTREAM_SETTINGS_TAG], context);
  };
  /** A URL in words; should an admin have typed a key into it, the key is cut out (the history never holds one). */
  const urlText = async (url: string, formerKey: string | null) => {
    const keys = await Promise.all(KEYED_UPSTREAMS.map((upstream) => registry.keys.get(upstream)));
    return redactSecrets(url, [formerKey, ...keys].filter((key) => key !== null));
  };

  return {
    'upstreamSettings.list': asAdmin(statuses),
    'upstreamSettings.history': asAdmin(async () => ok(history.list())),
    'upstreamSettings.setKey': asAdmin(async ({ upstream, key }: { upstream: KeyedUpstream; key: string }, context) => {
      await registry.keys.set(upstream, key);
      await record(context, upstream, ['Key set']);
      return statuses();
    }),
    'upstreamSettings.clearKey': asAdmin(async ({ upstream }: { upstream: KeyedUpstream }, context) => {
      await registry.keys.clear(upstream);
      await record(context, upstream, ['Key cleared']);
      return statuses();
    }),
    'upstreamSettings.useDefaultKey': asAdmin(async ({ upstream }: { upstream: KeyedUpstream }, context) => {
      const before = await registry.keys.get(upstream);
      if (!(await registry.useDefaultKey(upstream))) {
        return fail({ kind: 'conflict', message: `${UPSTREAM_LABELS[upstream]} has no built-in key at its current address: save its key instead.` });
      }
      // The built-in key already in use: nothing changed, nothing to record.
      if ((await registry.keys.get(upstream)) !== before) await record(context, upstream, [DEMO_KEY_BACK]);
      return statuses();
    }),
    'upstreamSettings.setBaseUrl': asAdmin(async ({ upstream, baseUrl }: { upstream: ConfigurableUpstream; baseUrl: string | null }, context) => {
      const keyBefore = await keyOf(upstream);
      const urlBefore = registry.target(upstream)?.url;
      const done = await registry.setBaseUrl(upstream, baseUrl);
      if (!done.ok) return fail({ kind: 'invalid-input', message: done.message, fieldErrors: { baseUrl: done.message } });
      const current = registry.target(upstream)?.url;
      const keyAfter = await keyOf(upstream);
      // A save that changed nothing (the same URL again, or the default while it is in use) is not a change.
      if (current === urlBefore && keyAfter === keyBefore) return statuses();
      const shown = current === undefined ? undefined : await urlText(current, keyBefore);
      const change =
        baseUrl !== null
          ? `Base URL set to ${shown ?? (await urlText(baseUrl.trim(), keyBefore))}`
          : shown === undefined
            ? 'Base URL reset to the default'
            : `Base URL reset to the default (${shown})`;
      await record(context, upstream, [change, ...keyChange(keyBefore, keyAfter)]);
      return statuses();
    }),
  };
}
