import { mutationOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { AppMutationMeta, AppQueryMeta } from './data/meta';
import type { Result } from '@shared/contract';
import { unwrap, unwrapWithMessage, type Success } from './errors';

export type { AppMutationMeta, AppQueryMeta } from './data/meta';

/**
 * @deprecated — use useOperation (app/data): keyed by operation id and input, invalidated by entity tag.
 * Kept while other changes in flight still call it; the integrator removes it after merging.
 *
 * Typed query options for one bridge operation. Put one per operation beside the screen that uses it:
 *   export const cronLogsQuery = () => bridgeQuery(['cronLogs.list'], () => exchange().cronLogs.list({}));
 *   const { data } = useQuery(cronLogsQuery());
 */
export const bridgeQuery = <T, const K extends QueryKey>(
  queryKey: K,
  call: () => Promise<Result<T>>,
  meta?: AppQueryMeta,
) =>
  queryOptions({
    queryKey,
    queryFn: async () => unwrap(await call()),
    ...(meta ? { meta } : {}),
  });

/**
 * @deprecated — use useOperationMutation (app/data): what it writes is invalidated in every window.
 * Kept while other changes in flight still call it; the integrator removes it after merging.
 *
 * Typed mutation options for one bridge operation; resolves `{ data, message }` (message = the exchange's meta.message).
 *   export const deleteTrader = () => bridgeMutation((input: { traderId: string }) => exchange().traders.delete(input),
 *     { invalidates: [tradersQueryKey] });
 */
export const bridgeMutation = <I, T>(call: (input: I) => Promise<Result<T>>, meta?: AppMutationMeta) =>
  mutationOptions<Success<T>, Error, I>({
    mutationFn: async (input: I) => unwrapWithMessage(await call(input)),
    ...(meta ? { meta } : {}),
  });

export type { Success };
