import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import type { HttpOperation } from '@shared/contract';
import type { AuditEntry } from '../db/audit';
import type { UserRow } from '../db/users';
import { ApiError } from '../http/api-error';
import { MESSAGES } from '../http/messages';
import type { SettlementRunner } from '../settlement/settlement-runner';

/** What a handler may use. The caller is already authenticated and authorised for the op's `access`. */
export interface RouteContext {
  readonly db: DatabaseSync;
  /** The caller; `null` only for 'public' operations. */
  readonly user: UserRow | null;
  /** The caller's session (db/sessions); `null` only for 'public' operations. */
  readonly sessionId: string | null;
  readonly ip: string;
  readonly userAgent: string;
  /** The request's Idempotency-Key (idempotent operations): money code keeps it with what it wrote. */
  readonly idempotencyKey: string | null;
  /** Runs settlements where they do not hold up the live feed (a worker thread in the shipped demo). */
  readonly settlement: SettlementRunner;
  readonly config: { readonly jwtSecret: string; readonly tokenTtlSeconds: number };
  /** Writes an audit row with the caller as actor. */
  audit(entry: Omit<AuditEntry, 'actorId' | 'actorUserName'>): void;
  log(line: string): void;
}

/** A handler's answer: the envelope's `data` (checked against the op's output schema) and meta.message. */
export interface Reply<T> {
  readonly data: T;
  readonly message?: string;
}

export interface Route {
  readonly op: HttpOperation;
  handle(input: unknown, ctx: RouteContext): Promise<Reply<unknown>>;
}

/** Handlers of one area, keyed by operation id (`'auth.changePassword'`). */
export type RouteMap = Readonly<Record<string, Route>>;

/** Binds a handler to its contract operation: input and output are typed from the op's schemas. */
export const route = <I extends z.ZodType, O extends z.ZodType>(
  op: HttpOperation<I, O>,
  handler: (input: z.output<I>, ctx: RouteContext) => Reply<z.input<O>> | Promise<Reply<z.input<O>>>,
): Route => ({
  op,
  handle: async (input, ctx) => handler(input as z.output<I>, ctx),
});

/** Builds an area's map from its routes, keyed by their op ids (no id is typed twice). */
export const routeMap = (...routes: Route[]): RouteMap => Object.fromEntries(routes.map((r) => [r.op.id, r]));

/** The caller of a 'session' or permission operation (never null there; the guard is for type safety). */
export const currentUser = (ctx: RouteContext): UserRow => {
  if (!ctx.user) throw new ApiError(401, MESSAGES.sessionExpired);
  return ctx.user;
};
