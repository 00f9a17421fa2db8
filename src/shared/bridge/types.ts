import type { z } from 'zod';
import type { Contract, ContractEvents } from '../contract';
import type { EventStream, HttpOperation, LocalOperation, Result } from '../contract';
import type { LiveDelivery, LiveFilter, LiveTopic } from '../contract/live';

/**
 * How one call travels, beside its input:
 * - signal: aborting it abandons the call (it resolves a 'cancelled' Result at once) and the abort travels
 *   through the bridge to the upstream request. In Electron a real AbortSignal does not survive contextBridge:
 *   pass `portableSignal(signal)` (call-carriage.ts), as `callOperation` does;
 * - idempotencyKey: for `idempotent` operations, made once per submit and reused on its retries.
 */
export interface CallOptions {
  readonly signal?: AbortSignal;
  readonly idempotencyKey?: string;
}

type Call<I extends z.ZodType, O extends z.ZodType> = undefined extends z.input<I>
  ? (input?: z.input<I>, options?: CallOptions) => Promise<Result<z.output<O>>>
  : (input: z.input<I>, options?: CallOptions) => Promise<Result<z.output<O>>>;

type BridgedKeys<Area> = {
  [K in keyof Area]: Area[K] extends LocalOperation ? K : Area[K] extends HttpOperation & { bridged: false } ? never : K;
}[keyof Area];

type AreaCalls<Area> = {
  [K in BridgedKeys<Area>]: Area[K] extends HttpOperation<infer I, infer O> | LocalOperation<infer I, infer O> ? Call<I, O> : never;
};

export type Unsubscribe = () => void;

type AreaEvents<Area> = {
  [K in keyof Area as `on${Capitalize<string & K>}`]: Area[K] extends EventStream<infer P>
    ? (listener: (payload: z.output<P>) => void) => Unsubscribe
    : never;
};

/** When a live batch left the main core, and its number in this window's stream. */
export interface LiveBatchInfo {
  readonly n: number;
  readonly at: number;
}

/**
 * Live data (ARCHITECTURE §5): subscribe to a topic with a filter; the listener gets this subscription's
 * part of each batch (at most one per frame). The main core validates topic and filter.
 */
export interface LiveBridge {
  subscribe<T extends LiveTopic>(topic: T, filter: LiveFilter, listener: (delivery: LiveDelivery<T>, batch: LiveBatchInfo) => void): Unsubscribe;
}

/** What the renderer sees as `window.exchange`: named, typed methods only. */
export type ExchangeBridge = {
  [A in keyof Contract]: AreaCalls<Contract[A]> & (A extends keyof ContractEvents ? AreaEvents<ContractEvents[A]> : unknown);
} & {
  /** Event-only areas (`data.onChanged`): streams with no operations beside them. */
  [A in Exclude<keyof ContractEvents, keyof Contract>]: AreaEvents<ContractEvents[A]>;
} & { readonly live: LiveBridge };

export const eventMethodName = (name: string): string => `on${name.charAt(0).toUpperCase()}${name.slice(1)}`;
