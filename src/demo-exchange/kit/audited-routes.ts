import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import type { AuditAction } from '@shared/audit';
import type { HttpOperation } from '@shared/contract';
import { inTransaction } from '../db/database';
import { refuseIfChangedSince, updatedAtOf } from './changed-since';
import { KIT_MESSAGES as M } from './messages';
import { route, type Route, type RouteContext } from './route';
import type { Saved } from './saved';

/**
 * Route builders for the common shapes of an area's operations (list, save, delete, on/off switch,
 * sequence). Each is one transaction and writes its audit row with the action its record kind declares
 * in the audit catalogue (src/shared/audit): `<kind>.create`, `<kind>.update`, `<kind>.delete`, `<kind>.active`.
 */

/** The record kinds that have an action named `<kind>.<verb>` in the audit catalogue. */
type KindWith<Verb extends string> = AuditAction extends infer A ? (A extends `${infer K}.${Verb}` ? K : never) : never;

type Input<Op> = Op extends HttpOperation<infer I, z.ZodType> ? z.output<I> : never;
type Output<Op> = Op extends HttpOperation<z.ZodType, infer O> ? z.input<O> : never;

/** A read (a list, one record): the store's answer is the operation's data. */
export const readRoute = <Op extends HttpOperation>(op: Op, read: (db: DatabaseSync, input: Input<Op>) => Output<Op>): Route =>
  route(op, (input, ctx) => ({ data: read(ctx.db, input as Input<Op>) }));

/**
 * A create-or-update, audited `<kind>.create` or `<kind>.update` with the row before and `after(record)`:
 * the fields the audit catalogue shows for the kind, dated at the saved record's `updatedAt`. An update that
 * says which `updatedAt` it edits (`expectedUpdatedAt`) is refused, nothing written, when another save of the
 * record came after that version (refuseIfChangedSince): a `<kind>.update`, or one of `otherEdits`, the other
 * actions that change fields the record's edit form carries (a white label's menus).
 */
export const auditedSave = <Op extends HttpOperation, R extends Output<Op>, K extends KindWith<'create'> & KindWith<'update'>>(
  op: Op,
  kind: K,
  save: (input: Input<Op>, ctx: RouteContext) => Saved<R>,
  after: (record: R, input: Input<Op>) => unknown,
  otherEdits: readonly Extract<AuditAction, `${K}.${string}`>[] = [],
): Route =>
  route(op, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const saved = save(input as Input<Op>, ctx);
      refuseIfChangedSince(ctx.db, kind, [`${kind}.update`, ...otherEdits], saved, input);
      const { record, id, before, message, note } = saved;
      const shown = after(record, input as Input<Op>);
      ctx.audit({
        action: before ? `${kind}.update` : `${kind}.create`,
        targetType: kind,
        targetId: id,
        before,
        after: note ? { ...(shown as object), ...note } : shown,
        // The instant of the version saved: a form holding it finds no save after it (its next save is not refused).
        at: updatedAtOf(record),
      });
      return { data: record, message: message ?? M.saved };
    }),
  );

/**
 * A delete: `remove` deletes the record (with whatever hangs under it) and answers what it was, which the
 * audit row keeps as `before`.
 */
export const auditedDelete =
  (targetType: KindWith<'delete'>, remove: (db: DatabaseSync, id: string) => unknown) =>
  (input: { _id: string }, ctx: RouteContext) =>
    inTransaction(ctx.db, () => {
      const before = remove(ctx.db, input._id);
      ctx.audit({ action: `${targetType}.delete` as const, targetType, targetId: input._id, before });
      return { data: { deleted: true as const }, message: M.deleted };
    });

/** An on/off switch (sport, competition, event), audited with the switch before and after. */
export const auditedSetActive =
  <T extends { _id: string; active: boolean }>(
    targetType: KindWith<'active'>,
    get: (db: DatabaseSync, id: string) => { active: boolean },
    set: (db: DatabaseSync, id: string, active: boolean) => T,
  ) =>
  (input: { _id: string; active: boolean }, ctx: RouteContext) => {
    const before = get(ctx.db, input._id).active;
    const record = set(ctx.db, input._id, input.active);
    ctx.audit({ action: `${targetType}.active` as const, targetType, targetId: record._id, before: { active: before }, after: { active: record.active } });
    return { data: record, message: M.saved };
  };

/**
 * A sequence (a menu, an order): the save replaces the whole list, so the audit keeps the list before
 * and after, under `action` (its target type is the action's area: `navigation.sports` → navigation).
 */
export const auditedSequence = <Op extends HttpOperation>(
  op: Op,
  action: AuditAction,
  current: (db: DatabaseSync, input: Input<Op>) => Output<Op>,
  replace: (db: DatabaseSync, input: Input<Op>) => Output<Op>,
): Route =>
  route(op, (raw, ctx) =>
    inTransaction(ctx.db, () => {
      const input = raw as Input<Op>;
      const before = current(ctx.db, input);
      const after = replace(ctx.db, input);
      ctx.audit({ action, targetType: action.slice(0, action.indexOf('.')), targetId: null, before, after });
      return { data: after, message: M.saved };
    }),
  );

/** What an audited command did: its answer, the record it touched, and that record before and after. */
export interface CommandDone<O> {
  readonly data: O;
  /** The kind of record touched, where it is not the action's area (a market's bet delay is a market's). */
  readonly targetType?: string;
  readonly targetId: string | null;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly message?: string;
  /**
   * When it happened, where the command moved the record's `updatedAt`: that instant (a form that reads the
   * record after it must not find this row after its version, see changed-since.ts).
   */
  readonly at?: string | undefined;
  /** Nothing changed (a switch to what it already was): no audit row. */
  readonly unchanged?: boolean | undefined;
}

/**
 * Any other audited change (a status, a publish, a restore, a score), one transaction: `run` does it and
 * says what it touched; the audit row's target type is the action's area (`banner.status` → banner) unless
 * `run` names another.
 */
export const auditedCommand = <I extends z.ZodType, O extends z.ZodType>(op: HttpOperation<I, O>, action: AuditAction, run: (input: z.output<I>, ctx: RouteContext) => CommandDone<z.input<O>>): Route =>
  route(op, (input, ctx) =>
    inTransaction(ctx.db, () => {
      const done = run(input, ctx);
      if (done.unchanged !== true) ctx.audit({ action, targetType: done.targetType ?? action.slice(0, action.indexOf('.')), targetId: done.targetId, before: done.before, after: done.after, at: done.at });
      return { data: done.data, message: done.message ?? M.saved };
    }),
  );
