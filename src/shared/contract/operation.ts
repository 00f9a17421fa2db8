import type { z } from 'zod';
import type { PermissionKey } from '../permissions';
import type { SpecCallId } from '../spec/calls';
import type { ListOrder } from './list-order';

/** Where our exchange API lives; a real operator's different paths are configuration (a path map). */
export const DEFAULT_API_PREFIX = '/api/trader';

/**
 * Who may call an operation, enforced by the exchange (and mirrored by the console's guards):
 * - 'public': no session needed (login);
 * - 'session': any logged-in user;
 * - a permission key: a logged-in user holding that flag (admins hold every flag);
 * - `{ anyOf }`: a logged-in user holding at least one of those flags (the desks that share a screen).
 */
export type Access = 'public' | 'session' | PermissionKey | { readonly anyOf: readonly PermissionKey[] };

/** The flags an access names (none for 'public' and 'session'). */
export const accessFlags = (access: Access): readonly PermissionKey[] =>
  typeof access === 'object' ? access.anyOf : access === 'public' || access === 'session' ? [] : [access];

/**
 * Does a logged-in, non-admin user with these flags pass `access`? The one rule the exchange, the main core
 * and the renderer's gates all apply (admins and admin-only operations are the callers' own step).
 */
export const flagsGrant = (access: Access, holds: (flag: PermissionKey) => boolean): boolean =>
  access === 'public' || access === 'session' || accessFlags(access).some(holds);

/**
 * The services the main process calls (ARCHITECTURE: upstreams). Each is declared once in main with its
 * base URL, authentication, time-out and allow-list entry; an operation names the one that serves it.
 */
export const UPSTREAMS = ['exchange', 'gameProvider', 'whiteLabelNode', 'dnsProvider', 'geolocation'] as const;
export type UpstreamId = (typeof UPSTREAMS)[number];

/**
 * Entity tags: `markets` names a whole kind, `markets:123` one entity. A query's answers go stale when a
 * tag it reads is written; writing `markets:123` also stales readers of `markets` (lists hold it) and
 * writing `markets` stales every `markets:*` reader.
 */
export type EntityTag = string;
/** Tags, fixed or computed from the operation's (parsed) input. */
export type TagsOf<I = unknown> = readonly EntityTag[] | ((input: I) => readonly EntityTag[]);

/** One exchange API operation: declared once, used by preload, main core, demo exchange and renderer. */
export interface HttpOperation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly kind: 'http';
  readonly id: string;
  readonly http: { readonly method: 'GET' | 'POST'; readonly path: string };
  readonly access: Access;
  /**
   * Only an admin may call it, whatever flags others hold (the white labels' dangerous actions: locking
   * every user of a site, moving its money). The exchange refuses others with 403; screens hide it.
   */
  readonly adminOnly?: boolean;
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
  /** Which upstream serves it; `exchange` unless said otherwise. */
  readonly upstream: UpstreamId;
  /**
   * The specification's §7 calls this operation serves (ids of `src/shared/spec/calls.ts`), so coverage is
   * computed. `[]` for our own additions, with a comment saying why the console needs them.
   */
  readonly spec?: readonly SpecCallId[];
  /** Tags whose change makes this operation's answers stale (a query); its area when absent. */
  readonly reads?: TagsOf<z.output<I>>;
  /**
   * Tags a successful call changes (a mutation): invalidated in every window. Present on every operation
   * that changes something; absent on reads.
   */
  readonly writes?: TagsOf<z.output<I>>;
  /**
   * A write that must never happen twice (create, money): each submit carries an idempotency key, kept
   * across retries of the same submit; the exchange answers a repeat with the first answer.
   */
  readonly idempotent?: boolean;
  /** The request is multipart form data: its input's file fields travel as bytes with name and type. */
  readonly upload?: boolean;
  /** A server-side list's order: what `order[].column` means and which columns sort (none: one fixed order). */
  readonly order?: ListOrder;
}

/** An operation served by the main core itself (session, windows), not by the exchange. */
export interface LocalOperation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly kind: 'local';
  readonly id: string;
  readonly input: I;
  readonly output: O;
}

export type Operation = HttpOperation | LocalOperation;

type HttpDefinition<I extends z.ZodType, O extends z.ZodType> = Omit<HttpOperation<I, O>, 'kind' | 'bridged' | 'upstream' | 'id'> & {
  bridged?: boolean;
  upstream?: UpstreamId;
  /** Derived from the area and key by `area()`; give it only outside an area. */
  id?: string;
};

export const http = <I extends z.ZodType, O extends z.ZodType>(def: HttpDefinition<I, O>): HttpOperation<I, O> => ({
  kind: 'http',
  bridged: true,
  upstream: 'exchange',
  id: '',
  ...def,
});

export const local = <I extends z.ZodType, O extends z.ZodType>(
  def: Omit<LocalOperation<I, O>, 'kind' | 'id'> & { id?: string },
): LocalOperation<I, O> => ({
  kind: 'local',
  id: '',
  ...def,
});

/**
 * Names an area's operations: each id is `area.key`, derived, never typed twice.
 *   export const traders = area('traders', { list: http({ ... }), add: http({ ... }) });
 */
export const area = <const A extends string, const Ops extends Record<string, Operation>>(name: A, ops: Ops): Ops =>
  Object.fromEntries(
    Object.entries(ops).map(([key, op]) => {
      const id = `${name}.${key}`;
      if (op.id !== '' && op.id !== id) throw new Error(`Operation ${key} of area ${name} says its id is ${op.id}, not ${id}.`);
      return [key, { ...op, id }];
    }),
  ) as Ops;

/** The tags an operation reads (its area when it names none) and writes, for one input. */
export const tagsOf = (tags: TagsOf | undefined, input: unknown): readonly EntityTag[] =>
  tags === undefined ? [] : typeof tags === 'function' ? tags(input) : tags;
export const readTags = (op: Operation, input: unknown): readonly EntityTag[] =>
  op.kind === 'http' && op.reads !== undefined ? tagsOf(op.reads as TagsOf, input) : [op.id.slice(0, op.id.indexOf('.'))];
/** The audit log's tag: the exchange audits every change, so every write also adds to the audit log. */
export const AUDIT_TAG = 'audit';
export const writeTags = (op: Operation, input: unknown): readonly EntityTag[] =>
  op.kind === 'http' && op.writes !== undefined ? [...tagsOf(op.writes as TagsOf, input), AUDIT_TAG] : [];

/** Does writing `written` make an answer tagged `read` stale? (Same tag, or one is the kind of the other.) */
export const tagTouches = (written: EntityTag, read: EntityTag): boolean =>
  written === read || read.startsWith(`${written}:`) || written.startsWith(`${read}:`);

/** A push stream from the main core to windows (session changes, later live topics). */
export interface EventStream<P extends z.ZodType = z.ZodType> {
  readonly id: string;
  readonly payload: P;
}

export const stream = <P extends z.ZodType>(def: EventStream<P>): EventStream<P> => def;
