import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { refetchWhileOutage } from './data/failed-read';
import { invalidateTags } from './data/tags';
import { BridgeCallError } from './errors';

/** Only failures that may pass by themselves are retried; a refusal (4xx, invalid input, 401) will not. */
const TRANSIENT_KINDS = new Set(['network', 'timeout']);
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && error instanceof BridgeCallError && TRANSIENT_KINDS.has(error.error.kind);

/** The exchange's answer that the thing acted on is gone (404) or has moved on (409). */
export const isStaleRefusal = (error: unknown): boolean => error instanceof BridgeCallError && (error.error.status === 404 || error.error.status === 409);

/**
 * The console's query client. Failures go to `reportError` (the central toast) unless the query or
 * mutation opted out with `meta.errorToast: false`; a successful mutation refetches the queries reading
 * what it wrote (`meta.writes`, see data/tags.ts) before it settles, so the screen never shows what it
 * just changed as stale; so does one refused as not found or conflicting (another console changed it).
 */
export const createQueryClient = (reportError: (error: unknown) => void): QueryClient => {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast !== false) reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: async (error, variables, _onMutateResult, mutation) => {
        if (mutation.meta?.errorToast !== false) reportError(error);
        // Not found, or in a state that no longer allows it: what this window shows of it is stale (another
        // console deleted or changed it), so what the call would have written is read again.
        if (isStaleRefusal(error)) await invalidateTags(client, mutation.meta?.writes?.(variables) ?? []);
      },
      onSuccess: (_data, variables, _onMutateResult, mutation) =>
        Promise.all([
          invalidateTags(client, mutation.meta?.writes?.(variables) ?? []),
          ...(mutation.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey })),
        ]),
    }),
    defaultOptions: {
      queries: {
        // The renderer has no network of its own: the main core reports reachability, so never pause on navigator.onLine.
        networkMode: 'always',
        // Prices and liabilities arrive over live topics; polled lists go stale quickly on a trading floor.
        staleTime: 5_000,
        retry: shouldRetryQuery,
        // Switching between monitor windows is constant on a trading floor: refetching on every focus would be noise.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // A read that failed because the exchange is down is read again every 10 s while shown, so what was
        // opened during an outage fills in by itself once it is back (a query that polls keeps its own interval).
        refetchInterval: refetchWhileOutage,
      },
      // Admin actions (settle, void, permissions) are never retried behind the user's back.
      mutations: { networkMode: 'always', retry: false },
    },
  });
  return client;
};
