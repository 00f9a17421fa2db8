import { z } from 'zod';

/** Why a call failed, as the renderer sees it. No raw exception ever crosses the bridge. */
export const ERROR_KINDS = [
  'invalid-input', // the caller sent something the contract rejects
  'unauthorized', // 401: the session is gone
  'forbidden', // 403: the user lacks the permission
  'not-found',
  'conflict',
  'exchange', // the exchange answered meta.status false or another 4xx/5xx
  'network', // could not reach the exchange
  'timeout',
  'cancelled', // the caller aborted the call (a newer search, a closed screen): nothing to tell the user
  'invalid-response', // the exchange answered something the contract rejects
  'internal',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const bridgeErrorSchema = z.object({
  kind: z.enum(ERROR_KINDS),
  status: z.number().int().optional(),
  /** Already extracted per spec §8, ready to show. */
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type BridgeError = z.infer<typeof bridgeErrorSchema>;

/** `message` carries the exchange's meta.message on success, for screens that show it (spec §8). */
export type Result<T> = { ok: true; data: T; message?: string } | { ok: false; error: BridgeError };

export const ok = <T>(data: T, message?: string): Result<T> =>
  message === undefined ? { ok: true, data } : { ok: true, data, message };
export const fail = (error: BridgeError): Result<never> => ({ ok: false, error });

export const resultSchema = <T extends z.ZodType>(data: T) =>
  z.union([z.object({ ok: z.literal(true), data, message: z.string().optional() }), z.object({ ok: z.literal(false), error: bridgeErrorSchema })]);
