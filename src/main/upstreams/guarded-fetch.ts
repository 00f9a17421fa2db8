/** Thrown by the guarded fetch, before any network I/O, for a URL whose origin is not on the allow-list. */
export class OriginNotAllowedError extends Error {
  readonly origin: string;

  constructor(origin: string) {
    super(`refused a call to ${origin}: not on the upstream allow-list`);
    this.name = 'OriginNotAllowedError';
    this.origin = origin;
  }
}

const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export interface GuardedFetchOptions {
  /** The allow-list now (`https://host[:port]` entries): read per call, so a base URL changed in settings applies at once. */
  allowedOrigins: () => ReadonlySet<string>;
  fetch: typeof fetch;
  log: (line: string) => void;
}

/**
 * The one fetch every upstream client of the main core goes through. It refuses any origin not on the
 * allow-list, and refuses redirects, which would otherwise lead a call off the list after the check.
 */
export function createGuardedFetch({ allowedOrigins, fetch: fetchImpl, log }: GuardedFetchOptions): typeof fetch {
  return async (input, init) => {
    const url = URL.parse(urlOf(input));
    const origin = url === null || !['http:', 'https:'].includes(url.protocol) ? 'an unparsable or non-http URL' : url.origin;
    if (url === null || !allowedOrigins().has(origin)) {
      // The origin only: a template may put a key in the path, and a query may carry one.
      log(`upstreams: refused a call to ${origin}: not on the allow-list`);
      throw new OriginNotAllowedError(origin);
    }
    return fetchImpl(input, { ...init, redirect: 'error' });
  };
}
