import { keepPreviousData as keepPrevious, useMutation, useQuery } from '@tanstack/react-query';
import type { AppMutationMeta, AppQueryMeta } from './meta';
import { operationMutation, operationQuery, type BridgedOperation, type InputOf } from './operations';

export interface UseOperationOptions extends Omit<AppQueryMeta, 'reads'> {
  /** False: do not call yet (a parent not chosen, a modal closed). */
  readonly enabled?: boolean;
  /** Keep the last answer on screen while the next input loads (paging, typing), instead of blanking. */
  readonly keepPreviousData?: boolean;
  /** Poll: for data other windows change without telling (workspaces). */
  readonly refetchInterval?: number;
  /** 0: always the exchange's current answer when a screen opens (a permissions modal), never a cached one. */
  readonly staleTime?: number;
}

/**
 * The answer of one operation for one input, as every screen asks for it:
 *   const { data } = useOperation(contract.markets.get, { _id });
 * Keyed by the operation's id and input; goes stale when a tag it reads is written, in any window.
 */
export const useOperation = <Op extends BridgedOperation>(op: Op, input: InputOf<Op>, options: UseOperationOptions = {}) => {
  const { enabled, keepPreviousData, refetchInterval, staleTime, ...meta } = options;
  return useQuery({
    ...operationQuery(op, input, meta),
    ...(enabled === undefined ? {} : { enabled }),
    ...(keepPreviousData ? { placeholderData: keepPrevious } : {}),
    ...(refetchInterval === undefined ? {} : { refetchInterval }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
};

/**
 * Calls one operation on demand: `mutate(input, { onSuccess })`. A success invalidates what it wrote in
 * this window at once, and in the others through the main core.
 */
export const useOperationMutation = <Op extends BridgedOperation>(op: Op, options: Omit<AppMutationMeta, 'writes' | 'invalidates'> = {}) =>
  useMutation(operationMutation(op, options));
