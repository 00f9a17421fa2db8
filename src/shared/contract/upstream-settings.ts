import { z } from 'zod';
import { local, type UpstreamId } from './operation';

/**
 * The admin-only settings screen of the third-party upstreams, served by the main core. The renderer
 * sees a base URL, whether a key is set and whether it is the demo's built-in one; a key travels in one
 * direction only, from the screen into the keychain of the main process, and never back.
 */

export { ADMIN_ROLE } from './roles';

/** Upstreams whose base URL an admin may change here (the exchange's comes from EXCHANGE_URL). */
export const CONFIGURABLE_UPSTREAMS = ['gameProvider', 'whiteLabelNode', 'dnsProvider', 'geolocation'] as const;
export type ConfigurableUpstream = (typeof CONFIGURABLE_UPSTREAMS)[number] & UpstreamId;

/** Upstreams that authenticate with a secret key kept in the keychain. */
export const KEYED_UPSTREAMS = ['gameProvider', 'geolocation'] as const;
export type KeyedUpstream = (typeof KEYED_UPSTREAMS)[number] & UpstreamId;

export const UPSTREAM_LABELS: Record<ConfigurableUpstream, string> = {
  gameProvider: 'Game provider',
  whiteLabelNode: 'White-label node',
  dnsProvider: 'DNS provider',
  geolocation: 'Geolocation',
};

export const upstreamStatusSchema = z.object({
  upstream: z.enum(CONFIGURABLE_UPSTREAMS),
  /** null: not configured, calls to it are refused. The geolocation entry is a template with `{key}` hidden. */
  baseUrl: z.string().nullable(),
  /** Where the base URL came from. */
  source: z.enum(['settings', 'environment', 'demo', 'none']),
  /** Only for keyed upstreams: whether a key is stored. Never the key. */
  keySet: z.boolean().optional(),
  /** Only for keyed upstreams: whether the key in use is the demo simulator's built-in one (not one an admin saved). */
  keyIsDefault: z.boolean().optional(),
  /** Only for keyed upstreams: whether a built-in key exists for the current address (demo mode, at its simulator). */
  hasDefaultKey: z.boolean().optional(),
  /** 'memory' when no OS keychain could be reached: the key is lost when the console closes. */
  keyStorage: z.enum(['keychain', 'memory']).optional(),
});
export type UpstreamStatus = z.infer<typeof upstreamStatusSchema>;

const upstreamsOutput = z.array(upstreamStatusSchema);

/** Keys are opaque to us; bounded so a paste of a whole file is refused, printable so no header injection. */
export const upstreamKeySchema = z
  .string()
  .trim()
  .min(1, 'Key is required.')
  .max(512, 'Key: at most 512 characters.')
  .regex(/^[\x21-\x7e]+$/, 'Key: letters, digits and punctuation only, no spaces.');

/** An http(s) URL; the rest is checked per upstream by `@shared/upstreams/base-url` (in the form as typed, and again by main). */
export const upstreamUrlSchema = z
  .string()
  .trim()
  .min(1, 'Base URL is required.')
  .max(2048, 'Base URL: at most 2048 characters.')
  .regex(/^https?:\/\//i, 'Base URL: must start with http:// or https://.');

/**
 * One change an admin made here, as main's history of them keeps it: when, by whom, to which upstream, and
 * what in words ("Key set", "Base URL set to https://…"). Never a key.
 */
export const upstreamChangeSchema = z.object({
  /** ISO time. */
  at: z.string(),
  /** The admin's user name. */
  by: z.string(),
  upstream: z.enum(CONFIGURABLE_UPSTREAMS),
  change: z.string(),
});
export type UpstreamChange = z.infer<typeof upstreamChangeSchema>;

/**
 * The tag every operation here reads and writes (a local operation's is its area): main tells the other
 * windows when a change is made, so their statuses and history go stale.
 */
export const UPSTREAM_SETTINGS_TAG = 'upstreamSettings';

export const upstreamSettings = {
  list: local({ id: 'upstreamSettings.list', input: z.undefined(), output: upstreamsOutput }),
  setKey: local({
    id: 'upstreamSettings.setKey',
    input: z.strictObject({ upstream: z.enum(KEYED_UPSTREAMS), key: upstreamKeySchema }),
    output: upstreamsOutput,
  }),
  clearKey: local({ id: 'upstreamSettings.clearKey', input: z.strictObject({ upstream: z.enum(KEYED_UPSTREAMS) }), output: upstreamsOutput }),
  /** Replaces the stored key by the built-in one; refused where the current address has none (see `hasDefaultKey`). */
  useDefaultKey: local({ id: 'upstreamSettings.useDefaultKey', input: z.strictObject({ upstream: z.enum(KEYED_UPSTREAMS) }), output: upstreamsOutput }),
  /** `null` returns to the environment's (or the demo's) URL. */
  setBaseUrl: local({
    id: 'upstreamSettings.setBaseUrl',
    input: z.strictObject({ upstream: z.enum(CONFIGURABLE_UPSTREAMS), baseUrl: upstreamUrlSchema.nullable() }),
    output: upstreamsOutput,
  }),
  /** The changes made here (this workstation's, not the exchange's audit), newest first. */
  history: local({ id: 'upstreamSettings.history', input: z.undefined(), output: z.array(upstreamChangeSchema) }),
};
