import type { z } from 'zod';
import type { Contract, ContractEvents } from '../contract';
import type { EventStream, HttpOperation, LocalOperation, Result } from '../contract';

type Call<I extends z.ZodType, O extends z.ZodType> = undefined extends z.input<I>
  ? (input?: z.input<I>) => Promise<Result<z.output<O>>>
  : (input: z.input<I>) => Promise<Result<z.output<O>>>;

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

/** What the renderer sees as `window.exchange`: named, typed methods only. */
export type ExchangeBridge = {
  [A in keyof Contract]: AreaCalls<Contract[A]> & (A extends keyof ContractEvents ? AreaEvents<ContractEvents[A]> : unknown);
};

export const eventMethodName = (name: string): string => `on${name.charAt(0).toUpperCase()}${name.slice(1)}`;
