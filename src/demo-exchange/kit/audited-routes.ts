import type { DatabaseSync } from 'node:sqlite';
import type { AuditAction } from '@shared/audit';
import { CATALOGUE_MESSAGES as M } from '../areas/catalogue/messages';
import { inTransaction } from '../db/database';
import type { RouteContext } from './route';

/**
 * The handler of a catalogue delete: in one transaction, `remove` deletes the record (with whatever hangs
 * under it) and answers what it was, which the audit row keeps as `before`.
 */
/** Record kinds whose `<kind>.delete` is a catalogue audit action. */
type Deletable = AuditAction extends infer A ? (A extends `${infer K}.delete` ? K : never) : never;
/** Record kinds whose `<kind>.active` is a catalogue audit action. */
type Switchable = AuditAction extends infer A ? (A extends `${infer K}.active` ? K : never) : never;

export const auditedDelete =
  (targetType: Deletable, remove: (db: DatabaseSync, id: string) => unknown) =>
  (input: { _id: string }, ctx: RouteContext) =>
    inTransaction(ctx.db, () => {
      const before = remove(ctx.db, input._id);
      ctx.audit({ action: `${targetType}.delete` as const, targetType, targetId: input._id, before });
      return { data: { deleted: true as const }, message: M.deleted };
    });

/** The handler of a sport's, competition's or event's on/off switch, audited with the switch before and after. */
export const auditedSetActive =
  <T extends { _id: string; active: boolean }>(
    targetType: Switchable,
    get: (db: DatabaseSync, id: string) => { active: boolean },
    set: (db: DatabaseSync, id: string, active: boolean) => T,
  ) =>
  (input: { _id: string; active: boolean }, ctx: RouteContext) => {
    const before = get(ctx.db, input._id).active;
    const record = set(ctx.db, input._id, input.active);
    ctx.audit({ action: `${targetType}.active` as const, targetType, targetId: record._id, before: { active: before }, after: { active: record.active } });
    return { data: record, message: M.saved };
  };
