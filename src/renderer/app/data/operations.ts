import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { portableSignal } from '@shared/bridge/call-carriage';
import type { CallOptions } from '@shared/bridge/types';
import { readTags, type HttpOperation, type LocalOperation } from '@shared/contract/operation';
import type { Result } from '@shared/contract/result';
import { unwrap, unwrapWithMessage, type Success } from '../errors';
import { exchange } from '../exchange';
import type { AppMutationMeta, AppQueryMeta } from './meta';
import { changedTags } from './tags';

/** Any operation the renderer may call through the bridge. */
export type BridgedOperation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = HttpOperation<I, O> | LocalOperation<I, O>;
export type InputOf<Op> = Op extends BridgedOperation<infer I, z.ZodType> ? z.input<I> : never;
export type OutputOf<Op> = Op extends BridgedOperation<z.ZodType, infer O> ? z.output<O> : never;

/** Calls an operation through `window.exchange` by its id (`area.name`): the one place that maps one to the other. */
export const callOperation = <Op extends BridgedOperation>(op: Op, input: InputOf<Op>, options?: CallOptions): Promise<Result<OutputOf<Op>>> => {
  const [area, name] = op.id.split('.') as [string, string];
  const method = (exchange() as unknown as Record<string, Record<string, unknown>>)[area]?.[name];
  if (typeof method !== 'function') throw new Error(`The bridge has no method for ${op.id}.`);
  // Electron's contextBridge would turn a real AbortSignal into an empty object: hand over a stand-in.
  const carried = options?.signal ? { ...options, signal: portableSignal(options.signal) } : options;
  return (method as (i: unknown, o?: CallOptions) => Promise<Result<OutputOf<Op>>>)(input, carried);
};

/** Every query of an operation starts with its id; the input follows, so one key names one answer. */
export const operationKey = <Op extends BridgedOperation>(op: Op, input?: InputOf<Op>) =>
  (input === undefined ? [op.id] : [op.id, input]) as readonly unknown[];

/**
 * Query options for one operation and input: keyed by id and input, cancelled through the bridge when
 * TanStack Query drops it (a newer search), and tagged with what it reads for invalidation by entity.
 */
export const operationQuery = <Op extends BridgedOperation>(op: Op, input: InputOf<Op>, meta?: AppQueryMeta) =>
  queryOptions({
    queryKey: operationKey(op, input),
    queryFn: async ({ signal }): Promise<OutputOf<Op>> => unwrap(await callOperation(op, input, { signal })),
    meta: { ...meta, reads: readTags(op, input) },
  });

/**
 * Mutation options for one operation; resolves `{ data, message }` (message = the exchange's meta.message).
 * On success the query client invalidates, in this window, every query reading what it wrote (meta.writes);
 * the main core tells the other windows.
 */
export const operationMutation = <Op extends BridgedOperation>(op: Op, meta?: Omit<AppMutationMeta, 'writes'>) =>
  mutationOptions<Success<OutputOf<Op>>, Error, InputOf<Op>>({
    mutationKey: [op.id],
    // An idempotent operation (a create, money) carries a key per mutate: main's retries of it reuse the key.
    mutationFn: async (input) => unwrapWithMessage(await callOperation(op, input, op.kind === 'http' && op.idempotent ? { idempotencyKey: crypto.randomUUID() } : undefined)),
    meta: { ...meta, writes: (input) => changedTags(op, input) },
  });
