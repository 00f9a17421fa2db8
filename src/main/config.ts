import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_API_PREFIX } from '@shared/contract';
import type { NetworkOptions } from './http/network-fetch';
import type { LogLevel } from './logging/logger';
import { loadPolicy, lockedSettings, type LoadedPolicy } from './policy/policy-file';
import { readUpstreamUrls, type UpstreamUrls } from './upstreams/upstream-env';
import { UPSTREAM_POLICIES } from './upstreams/upstream-policies';
import { parseStreamHosts } from './streaming/stream-hosts';
import { DEFAULT_MAX_UPLOAD_BYTES } from './http/upload-body';

/** base64 makes a file a third larger: beyond this an upload would not fit the browser host's 32 MiB frame. */
const MAX_UPLOAD_BYTES_CEILING = 24_000_000;

export interface ConsoleConfig {
  /** CONSOLE_DATA_DIR: settings, the demo exchange's database, logs. */
  dataDir: string;
  /** CONSOLE_PORT: the browser host's port; 0 = any free port. */
  consolePort: number;
  /** EXCHANGE_URL, reduced to its origin; unset = the embedded demo exchange. */
  exchangeUrl?: string;
  /** EXCHANGE_API_PREFIX. */
  apiPrefix: string;
  /** EXCHANGE_PATH_MAP: operation id to the real exchange's path (read from the JSON file it names). */
  pathMap: Record<string, string>;
  /** EXCHANGE_TIMEOUT_MS. */
  requestTimeoutMs: number;
  /** CONSOLE_MAX_UPLOAD_BYTES: the largest file an upload sends (capped by the browser host's frame limit). */
  maxUploadBytes?: number;
  demo: { adminPassword?: string; tokenTtlSeconds?: number; controlSecret?: string; port: number };
  /** The machine policy's network settings (proxy, extra CAs); the system's proxy environment when absent. */
  network?: NetworkOptions;
  logLevel?: LogLevel;
  /** Where the machine policy came from, why it could not be used, and the settings it fixes. */
  policy?: { source: string | null; problem?: string; locked: string[] };
  /** The policy's allowed origins for the third-party services: when set, no other origin is called. */
  allowedUpstreamOrigins?: readonly string[];
  /** The policy's update settings (feed, channel, automatic); without a feed the console never updates itself. */
  updates?: { feedUrl?: string; channel?: 'stable' | 'beta'; automatic?: boolean };
  /** GAME_PROVIDER_URL, WHITE_LABEL_NODE_URL, DNS_PROVIDER_URL, GEOLOCATION_URL_TEMPLATE (an admin may override them in Settings). */
  upstreams?: UpstreamUrls;
  /** STREAM_HOSTS: the origins video streams come from (main probes them; the windows' CSP allows only them). */
  streamHosts?: string[];
}

/** Digits only: `Number(' ')` would quietly be 0. */
const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const port = integer(0, 65535);
const positiveInt = (max: number) => integer(1, max);
const nonEmpty = z.string().min(1);

const exchangeUrl = z.string().transform((value, ctx) => {
  const url = URL.parse(value);
  if (url === null || !['http:', 'https:'].includes(url.protocol)) {
    ctx.addIssue({ code: 'custom', message: 'must be an http or https URL' });
    return z.NEVER;
  }
  if (url.pathname !== '/' || url.search !== '') {
    ctx.addIssue({ code: 'custom', message: 'must be an origin only; put the path in EXCHANGE_API_PREFIX' });
    return z.NEVER;
  }
  return url.origin;
});

/** '' or '/a/b': a leading slash, no trailing one, so that prefix + '/path' joins cleanly. */
const apiPrefix = z.string().regex(/^(\/[^/?#\s]+)*$/, 'must look like /api/trader (leading slash, no trailing slash)');

const pathMapFile = z.record(z.string(), z.string().regex(/^\/[^?#\s]*$/, 'every path must start with /'));

/** Reads one variable; an empty value counts as unset (`FOO= npm start`). */
const read = <T extends z.ZodType>(env: NodeJS.ProcessEnv, name: string, schema: T): z.output<T> | undefined => {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`${name}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`);
  return parsed.data;
};

const readPathMap = (file: string | undefined): Record<string, string> => {
  if (file === undefined) return {};
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`EXCHANGE_PATH_MAP: cannot read ${file} as JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = pathMapFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`EXCHANGE_PATH_MAP: ${file}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`.trim());
  }
  return parsed.data;
};

const defaultDataDir = (env: NodeJS.ProcessEnv): string =>
  join(env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config'), 'exchange-console');

export function readConfig(env: NodeJS.ProcessEnv): ConsoleConfig {
  const config: ConsoleConfig = {
    dataDir: read(env, 'CONSOLE_DATA_DIR', nonEmpty) ?? defaultDataDir(env),
    consolePort: read(env, 'CONSOLE_PORT', port) ?? 0,
    apiPrefix: read(env, 'EXCHANGE_API_PREFIX', apiPrefix) ?? DEFAULT_API_PREFIX,
    pathMap: readPathMap(read(env, 'EXCHANGE_PATH_MAP', nonEmpty)),
    requestTimeoutMs: read(env, 'EXCHANGE_TIMEOUT_MS', positiveInt(600_000)) ?? UPSTREAM_POLICIES.exchange.timeoutMs,
    maxUploadBytes: read(env, 'CONSOLE_MAX_UPLOAD_BYTES', positiveInt(MAX_UPLOAD_BYTES_CEILING)) ?? DEFAULT_MAX_UPLOAD_BYTES,
    demo: { port: read(env, 'DEMO_PORT', port) ?? 0 },
  };
  const url = read(env, 'EXCHANGE_URL', exchangeUrl);
  if (url !== undefined) config.exchangeUrl = url;
  const upstreams = readUpstreamUrls(env);
  if (Object.keys(upstreams).length > 0) config.upstreams = upstreams;
  const streamHosts = parseStreamHosts(env.STREAM_HOSTS);
  if (streamHosts.length > 0) config.streamHosts = streamHosts;
  const adminPassword = read(env, 'DEMO_ADMIN_PASSWORD', nonEmpty);
  if (adminPassword !== undefined) config.demo.adminPassword = adminPassword;
  const tokenTtlSeconds = read(env, 'DEMO_TOKEN_TTL_SECONDS', positiveInt(10 * 365 * 24 * 3600));
  if (tokenTtlSeconds !== undefined) config.demo.tokenTtlSeconds = tokenTtlSeconds;
  const controlSecret = read(env, 'DEMO_CONTROL_SECRET', nonEmpty);
  if (controlSecret !== undefined) config.demo.controlSecret = controlSecret;
  return config;
}

/**
 * The machine policy wins over the environment for what it fixes (IT's choice, not the user's), and
 * says where it came from; a policy that could not be used is reported by the core at start.
 */
export function applyPolicy(config: ConsoleConfig, loaded: LoadedPolicy, env: NodeJS.ProcessEnv = process.env): ConsoleConfig {
  const { policy } = loaded;
  return {
    ...config,
    ...(policy.exchangeUrl !== undefined ? { exchangeUrl: policy.exchangeUrl } : {}),
    network: { proxy: policy.proxy ?? 'system', extraCaCertificates: policy.extraCaCertificates ?? [], env },
    logLevel: policy.logLevel ?? 'info',
    ...(policy.updates !== undefined ? { updates: policy.updates } : {}),
    ...(policy.allowedUpstreamOrigins !== undefined ? { allowedUpstreamOrigins: policy.allowedUpstreamOrigins } : {}),
    policy: { source: loaded.source, locked: lockedSettings(policy), ...(loaded.problem !== undefined ? { problem: loaded.problem } : {}) },
  };
}

/** What both shells start from: the environment, then the machine policy over it. */
export const readConsoleConfig = (env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): ConsoleConfig =>
  applyPolicy(readConfig(env), loadPolicy(platform, env), env);
