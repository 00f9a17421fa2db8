import type { UpstreamId } from '@shared/contract';

/** How main authenticates calls to an upstream. */
export type UpstreamAuth =
  /** The session's bearer token and anti-forgery cookie (the exchange client does this). */
  | 'session'
  /** A fixed key from the keychain, added as the `key` query parameter (the game provider's admin and report endpoints). */
  | 'query-key'
  /** A key from the keychain, filled into the `{key}` placeholder of the URL template. */
  | 'template-key'
  /** Admitted by where it is called (the node's IP:port, the provider host): nothing to add. */
  | 'none';

export interface UpstreamPolicy {
  readonly auth: UpstreamAuth;
  /** One attempt's time-out. */
  readonly timeoutMs: number;
  /**
   * Further attempts after a network failure, a time-out or a 502/503/504, for GETs only: a write may have
   * happened before the answer was lost. The exchange retries nothing here: its screens show the failure
   * and the user decides (money must never move twice).
   */
  readonly retries: number;
  /** How long a successful GET answer is kept and served again for the same input (none when absent). */
  readonly cacheMs?: number;
}

/** Each upstream, declared once (its base URL comes from settings, the environment or the demo simulators). */
export const UPSTREAM_POLICIES: Readonly<Record<UpstreamId, UpstreamPolicy>> = {
  // Its time-out is EXCHANGE_TIMEOUT_MS's default (config.ts); the exchange client applies it.
  exchange: { auth: 'session', timeoutMs: 15_000, retries: 0 },
  gameProvider: { auth: 'query-key', timeoutMs: 15_000, retries: 2 },
  // Provisioning a white label takes the node a while; a retry could provision twice, hence writes never retry.
  whiteLabelNode: { auth: 'none', timeoutMs: 30_000, retries: 1 },
  dnsProvider: { auth: 'none', timeoutMs: 10_000, retries: 2 },
  // Where an IP is changes rarely, and the service is paid per lookup: a day's answers are kept.
  geolocation: { auth: 'template-key', timeoutMs: 5_000, retries: 1, cacheMs: 24 * 3_600_000 },
};

/** The query parameter that carries the game provider's key (spec §7: fixed credentials `{key}` in the query). */
export const GAME_PROVIDER_KEY_PARAM = 'key';
