import type { z } from 'zod';
import { fail, ok, type HttpOperation, type Result } from '@shared/contract';
import { UPSTREAM_LABELS, type ConfigurableUpstream, type KeyedUpstream } from '@shared/contract/upstream-settings';
import { parseJson } from '../http/exchange-client';
import { OriginNotAllowedError } from './guarded-fetch';
import { redactSecrets } from './redact';
import type { UpstreamRegistry } from './upstream-registry';
import { UPSTREAM_POLICIES } from './upstream-policies';
import { upstreamUrl } from './upstream-url';

export interface UpstreamClientOptions {
  registry: UpstreamRegistry;
  /** The guarded fetch: it refuses any origin not on the allow-list. */
  fetch: typeof fetch;
  log: (line: string) => void;
  /** Between retries of a GET; tests pass 0. */
  retryDelayMs?: number;
  now?: () => number;
}

/** At most this many cached answers per client; the oldest goes first. */
export const UPSTREAM_CACHE_ENTRIES = 1_000;

export interface UpstreamClient {
  request<O extends z.ZodType>(op: HttpOperation<z.ZodType, O>, input: unknown): Promise<Result<z.output<O>>>;
  close(): void;
}

/**
 * The upstream's own reason (`{ "error": "realm must be INR" }`), so a user can see what it refused: short
 * plain text only, the key cut out, and nothing that looks like an address or a parameter (which could
 * quote our URL, and with it the key).
 */
const upstreamReason = (body: string, key: string | null): string => {
  const reason = (parseJson(body) as { error?: unknown } | undefined)?.error;
  if (typeof reason !== 'string' || reason.length > 160 || /[=?&\\]|:\/\//.test(reason) || (key !== null && redactSecrets(reason, [key]) !== reason)) return '';
  return `: ${reason}`;
};

const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const SETTINGS_HINT = 'An admin can set it under Settings.';

/**
 * Calls the third-party upstreams (game provider, white-label node, DNS provider, geolocation). Their
 * answers are plain JSON, not the exchange's envelope. Every message we return or log is written here, in
 * words: nothing an upstream said (which could echo our URL and its key) reaches a log or the renderer.
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const { registry, log } = options;
  const retryDelayMs = options.retryDelayMs ?? 250;
  const closing = new AbortController();
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; result: Result<unknown> }>();

  const cached = async (op: HttpOperation, input: unknown): Promise<Result<unknown>> => {
    const cacheMs = UPSTREAM_POLICIES[op.upstream as ConfigurableUpstream].cacheMs;
    if (cacheMs === undefined || op.http.method !== 'GET') return request(op, input);
    const key = `${op.id} ${JSON.stringify(input ?? null)}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < cacheMs) return hit.result;
    const result = await request(op, input);
    if (result.ok) {
      cache.delete(key);
      cache.set(key, { at: now(), result });
      if (cache.size > UPSTREAM_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    }
    return result;
  };

  const request = async (op: HttpOperation, input: unknown): Promise<Result<unknown>> => {
    const upstream = op.upstream as ConfigurableUpstream;
    const label = UPSTREAM_LABELS[upstream];
    const policy = UPSTREAM_POLICIES[upstream];
    const keyed = policy.auth === 'query-key' || policy.auth === 'template-key';
    // The address first, then the key (a keychain read waits): a key goes only to the address it was read
    // beside. An admin who moves the address meanwhile clears the key, so the address is checked again.
    const target = registry.target(upstream);
    const key = keyed ? await registry.keys.get(upstream as KeyedUpstream) : null;
    // Belt and braces: should any text below ever carry the key, it is cut out before it is logged.
    const report = (problem: string) => log(redactSecrets(`${upstream} ${op.id}: ${problem}`, key === null ? [] : [key]));
    if (target === null) {
      report('not configured');
      return fail({ kind: 'network', message: `${label} is not configured. ${SETTINGS_HINT}` });
    }
    if (keyed && registry.target(upstream)?.origin !== target.origin) {
      report('its address changed while its key was read; not sent');
      return fail({ kind: 'network', message: `${label}'s address was changed just now. Try again.` });
    }
    if (keyed && key === null) {
      report('no key set');
      return fail({ kind: 'forbidden', message: `No ${label.toLowerCase()} key is set. ${SETTINGS_HINT}` });
    }
    const url = upstreamUrl(target.url, op, input, policy.auth, key);
    const init = (signal: AbortSignal): RequestInit => ({
      method: op.http.method,
      headers: { Accept: 'application/json', ...(op.http.method === 'GET' ? {} : { 'Content-Type': 'application/json' }) },
      body: op.http.method === 'GET' ? undefined : JSON.stringify(input ?? {}),
      signal,
    });
    const attempts = op.http.method === 'GET' ? 1 + policy.retries : 1;
    let last: Result<unknown> = fail({ kind: 'network', message: `${label} could not be reached.` });
    for (let attempt = 1; attempt <= attempts && !closing.signal.aborted; attempt += 1) {
      if (attempt > 1) await new Promise((done) => setTimeout(done, retryDelayMs * (attempt - 1)));
      const timeout = AbortSignal.timeout(policy.timeoutMs);
      let response: Response;
      try {
        response = await options.fetch(url, init(AbortSignal.any([timeout, closing.signal])));
      } catch (error) {
        if (error instanceof OriginNotAllowedError) return fail({ kind: 'network', message: `${label} is not on the allow-list.` });
        // The code only (ECONNREFUSED, ...): an error's message may quote the URL, and with it the key.
        const code = (error as { cause?: { code?: unknown } }).cause?.code ?? (error as Error).name;
        report(timeout.aborted ? `timed out after ${policy.timeoutMs} ms (attempt ${attempt})` : `network failure ${String(code)} (attempt ${attempt})`);
        last = fail({ kind: timeout.aborted ? 'timeout' : 'network', message: `${label} could not be reached.` });
        continue;
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        report(`answered HTTP ${response.status} (attempt ${attempt})`);
        const refused = response.status === 401 || response.status === 403;
        // Never 'unauthorized': that kind logs the console's own session out, and this is the upstream's refusal.
        last = fail({
          kind: refused ? 'forbidden' : response.status === 404 ? 'not-found' : 'exchange',
          status: response.status,
          message: refused ? `${label} refused the key. ${SETTINGS_HINT}` : `${label} answered with an error (HTTP ${response.status})${upstreamReason(text, key)}.`,
        });
        if (RETRYABLE_STATUSES.has(response.status)) continue;
        return last;
      }
      const parsed = op.output.safeParse(parseJson(text));
      if (!parsed.success) {
        report(`answered something the contract rejects (${parsed.error.issues[0]?.path.join('.') || 'body'})`);
        return fail({ kind: 'invalid-response', message: `${label} answered something unexpected.` });
      }
      return ok(parsed.data);
    }
    return last;
  };

  return { request: cached as UpstreamClient['request'], close: () => closing.abort() };
}
