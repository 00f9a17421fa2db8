import type { QueryKey } from '@tanstack/react-query';
import type { EntityTag } from '@shared/contract/operation';

/**
 * Per-query and per-mutation switches, read by the caches (errors.ts, query-client.ts) and the spinner.
 * - errorToast: false when the screen shows the error itself (login, change password);
 * - spinner: false for live and background data, which must never blank a trading screen;
 * - reads: the entity tags a query's answer shows (set by `operationQuery`);
 * - writes: the tags a successful mutation changed, from its input (set by `operationMutation`);
 * - invalidates: query keys a successful mutation makes stale (the old way; tags replace it).
 */
export type AppQueryMeta = { errorToast?: boolean; spinner?: boolean; reads?: readonly EntityTag[] };
export type AppMutationMeta = {
  errorToast?: boolean;
  spinner?: boolean;
  writes?: (input: unknown) => readonly EntityTag[];
  invalidates?: readonly QueryKey[];
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}
