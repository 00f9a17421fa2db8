import type { DatabaseSync } from 'node:sqlite';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { inTransaction } from '../db/database';
import type { RouteContext } from './route';

/**
 * The handler of a catalogue delete: in one transaction, `remove` deletes the record (with whatever hangs
 * under it) and answers what it was, which the audit row keeps as `before`.
 */
export const auditedDelete =
  (targetType: string, remove: (db: DatabaseSync, id: string) => unknown) =>
  (input: { _id: string }, ctx: RouteContext) =>
    inTransaction(ctx.db, () => {
      const before = remove(ctx.db, input._id);
      ctx.audit({ action: `${targetType}.delete`, targetType, targetId: input._id, before });
      return { data: { deleted: true as const }, message: M.deleted };
    });

/** The handler of a sport's, competition's or event's on/off switch, audited with the switch before and after. */
export const auditedSetActive =
  <T extends { _id: string; active: boolean }>(
    targetType: string,
    get: (db: DatabaseSync, id: string) => { active: boolean },
    set: (db: DatabaseSync, id: string, active: boolean) => T,
  ) =>
  (input: { _id: string; active: boolean }, ctx: RouteContext) => {
    const before = get(ctx.db, input._id).active;
    const record = set(ctx.db, input._id, input.active);
    ctx.audit({ action: `${targetType}.active`, targetType, targetId: record._id, before: { active: before }, after: { active: record.active } });
    return { data: record, message: M.saved };
  };
