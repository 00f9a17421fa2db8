import type { z } from 'zod';
import type { PermissionKey } from '../permissions';

/**
 * Who may call an operation, enforced by the exchange (and mirrored by the console's guards):
 * - 'public': no session needed (login);
 * - 'session': any logged-in user;
 * - a permission key: a logged-in user holding that flag (admins hold every flag).
 */
/** Where our exchange API lives; a real operator's different paths are configuration (a path map). */
export const DEFAULT_API_PREFIX = '/api/trader';

export type Access = 'public' | 'session' | PermissionKey;

/** One exchange API operation: declared once, used by preload, main core, demo exchange and renderer. */
export interface HttpOperation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly kind: 'http';
  readonly id: string;
  readonly http: { readonly method: 'GET' | 'POST'; readonly path: string };
  readonly access: Access;
  /** The request body (POST) or query (GET). */
  readonly input: I;
  /** The envelope's `data`. */
  readonly output: O;
  /** False for operations the renderer must never call directly (login carries the token). */
  readonly bridged: boolean;
  /** Response body is a file (export), not a JSON envelope. */
  readonly file?: boolean;
  /** The meta.status_code a successful answer must carry (spec §7: login expects 200); any 2xx when absent. */
  readonly successStatusCode?: number;
}

/** An operation served by the main core itself (session, windows), not by the exchange. */
export interface LocalOperation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly kind: 'local';
  readonly id: string;
  readonly input: I;
  readonly output: O;
}

export type Operation = HttpOperation | LocalOperation;

export const http = <I extends z.ZodType, O extends z.ZodType>(
  def: Omit<HttpOperation<I, O>, 'kind' | 'bridged'> & { bridged?: boolean },
): HttpOperation<I, O> => ({ kind: 'http', bridged: true, ...def });

export const local = <I extends z.ZodType, O extends z.ZodType>(def: Omit<LocalOperation<I, O>, 'kind'>): LocalOperation<I, O> => ({
  kind: 'local',
  ...def,
});

/** A push stream from the main core to windows (session changes, later live topics). */
export interface EventStream<P extends z.ZodType = z.ZodType> {
  readonly id: string;
  readonly payload: P;
}

export const stream = <P extends z.ZodType>(def: EventStream<P>): EventStream<P> => def;
