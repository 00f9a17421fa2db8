import { z } from 'zod';
import {
  CONFIGURABLE_UPSTREAMS,
  KEYED_UPSTREAMS,
  type ConfigurableUpstream,
  type KeyedUpstream,
  type UpstreamStatus,
} from '@shared/contract/upstream-settings';
import { baseUrlSentence, checkBaseUrl, type CheckedBaseUrl } from '@shared/upstreams/base-url';
import type { SettingsStore } from '../settings/settings-store';
import type { UpstreamKeyStore } from './key-store';
import type { UpstreamUrls } from './upstream-env';

/** The settings file's section: base URLs an admin set on the settings screen (they win over the environment). */
export const UPSTREAMS_SETTINGS = 'upstreams';
const upstreamSettingsSchema = z.object({ baseUrls: z.partialRecord(z.enum(CONFIGURABLE_UPSTREAMS), z.string()) });

export interface UpstreamRegistryOptions {
  /** The exchange's origin (EXCHANGE_URL or the embedded demo's): always on the allow-list. */
  exchangeOrigin: string;
  /** From GAME_PROVIDER_URL and the others. */
  environment: UpstreamUrls;
  /** The simulators' URLs in demo mode. */
  demo?: UpstreamUrls;
  /** The simulators' keys in demo mode: each is set only while its upstream points at its simulator. */
  demoKeys?: Partial<Record<KeyedUpstream, string>>;
  settings: SettingsStore;
  keys: UpstreamKeyStore;
}

export interface UpstreamRegistry {
  /** Where calls to an upstream go now; null: not configured, so every call to it is refused. */
  target(upstream: ConfigurableUpstream): CheckedBaseUrl | null;
  /** The allow-list: the exchange and each configured upstream's origin. */
  allowedOrigins(): ReadonlySet<string>;
  statuses(): Promise<UpstreamStatus[]>;
  /**
   * null returns to the environment's (or demo's) URL. A keyed upstream moved to another origin loses its
   * key: otherwise changing one URL would send the provider's key to whatever host it names.
   */
  setBaseUrl(upstream: ConfigurableUpstream, url: string | null): Promise<{ ok: true } | { ok: false; message: string }>;
  /**
   * Demo mode: gives each keyed upstream that points at its simulator, and has no key, the simulator's key
   * (at start, and when "Use default" brings it back). One pointing anywhere else never gets it.
   */
  fitDemoKeys(): Promise<void>;
  /**
   * The key's own "Use default": the stored key gives way to the simulator's built-in one. False (nothing
   * changed) when the upstream does not point at its simulator, so no built-in key exists for its address.
   */
  useDefaultKey(upstream: KeyedUpstream): Promise<boolean>;
  readonly keys: UpstreamKeyStore;
}

const isKeyed = (upstream: ConfigurableUpstream): upstream is KeyedUpstream => (KEYED_UPSTREAMS as readonly string[]).includes(upstream);

export function createUpstreamRegistry(options: UpstreamRegistryOptions): UpstreamRegistry {
  const { settings, keys } = options;
  const saved = (): UpstreamUrls => upstreamSettingsSchema.safeParse(settings.get(UPSTREAMS_SETTINGS)).data?.baseUrls ?? {};

  const chosen = (upstream: ConfigurableUpstream, baseUrls: UpstreamUrls = saved()): { url: string; source: UpstreamStatus['source'] } | null => {
    const candidates: Array<[string | undefined, UpstreamStatus['source']]> = [
      [baseUrls[upstream], 'settings'],
      [options.environment[upstream], 'environment'],
      [options.demo?.[upstream], 'demo'],
    ];
    const found = candidates.find(([url]) => url !== undefined);
    return found === undefined ? null : { url: found[0] as string, source: found[1] };
  };

  /** Where calls to the upstream go: under the saved URLs, or under `baseUrls` about to be saved. */
  const target = (upstream: ConfigurableUpstream, baseUrls?: UpstreamUrls): CheckedBaseUrl | null => {
    const url = chosen(upstream, baseUrls)?.url;
    if (url === undefined) return null;
    // Re-checked on every use: a hand-edited settings file gets no more trust than the screen.
    const checked = checkBaseUrl(upstream, url);
    return checked.ok ? checked.value : null;
  };

  // Asked for on every upstream call, the exchange's included: made again only when the saved section changes
  // (the settings store hands out the same section object until it is updated).
  let allowList: { section: unknown; origins: ReadonlySet<string> } | undefined;
  const allowedOrigins = (): ReadonlySet<string> => {
    const section = settings.get(UPSTREAMS_SETTINGS);
    if (allowList === undefined || allowList.section !== section) {
      allowList = { section, origins: new Set([options.exchangeOrigin, ...CONFIGURABLE_UPSTREAMS.flatMap((upstream) => target(upstream)?.origin ?? [])]) };
    }
    return allowList.origins;
  };

  /** The simulator's built-in key, only while the upstream points at its simulator. */
  const demoKey = (upstream: KeyedUpstream): string | undefined => {
    const preset = options.demoKeys?.[upstream];
    const simulator = options.demo?.[upstream];
    return preset !== undefined && simulator !== undefined && target(upstream)?.origin === new URL(simulator).origin ? preset : undefined;
  };

  const fitDemoKey = async (upstream: KeyedUpstream): Promise<void> => {
    const preset = demoKey(upstream);
    if (preset !== undefined && (await keys.get(upstream)) === null) await keys.set(upstream, preset);
  };

  /** Whether a key is stored and whether it is the built-in one: never the key itself. */
  const keyStatus = async (upstream: KeyedUpstream): Promise<Pick<UpstreamStatus, 'keySet' | 'keyIsDefault' | 'hasDefaultKey' | 'keyStorage'>> => {
    const stored = await keys.get(upstream);
    const preset = demoKey(upstream);
    return { keySet: stored !== null, keyIsDefault: stored !== null && stored === preset, hasDefaultKey: preset !== undefined, keyStorage: keys.storage(upstream) };
  };

  return {
    target,
    keys,
    allowedOrigins,
    statuses: () =>
      Promise.all(
        CONFIGURABLE_UPSTREAMS.map(async (upstream): Promise<UpstreamStatus> => {
          const current = chosen(upstream);
          const status: UpstreamStatus = { upstream, baseUrl: target(upstream)?.url ?? null, source: current?.source ?? 'none' };
          return isKeyed(upstream) ? { ...status, ...(await keyStatus(upstream)) } : status;
        }),
      ),
    async setBaseUrl(upstream, url) {
      const baseUrls = { ...saved() };
      if (url === null) delete baseUrls[upstream];
      else {
        const checked = checkBaseUrl(upstream, url);
        if (!checked.ok) return { ok: false, message: baseUrlSentence(checked.message) };
        baseUrls[upstream] = checked.value.url;
      }
      // A key was given for its host: moving to another clears it BEFORE the new address can be read, so no
      // call made meanwhile (another window's) finds the new address with the old key.
      const moves = isKeyed(upstream) && target(upstream, baseUrls)?.origin !== target(upstream)?.origin;
      if (moves) await keys.clear(upstream);
      await settings.update(UPSTREAMS_SETTINGS, { baseUrls });
      if (moves) await fitDemoKey(upstream);
      return { ok: true };
    },
    fitDemoKeys: async () => {
      for (const upstream of KEYED_UPSTREAMS) await fitDemoKey(upstream);
    },
    async useDefaultKey(upstream) {
      const preset = demoKey(upstream);
      if (preset === undefined) return false;
      // Set over the stored key, not cleared first: no call made meanwhile finds no key at all.
      await keys.set(upstream, preset);
      return true;
    },
  };
}
