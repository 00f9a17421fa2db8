import type { DatabaseSync } from 'node:sqlite';
import { REPORT_SLOTS, reportFiltersSchema, type ReportFilters, type ReportView } from '@shared/contract/risk';
import type { PermissionKey } from '@shared/permissions';
import { hasPermission } from '../../auth/access';
import type { UserRow } from '../../db/users';
import { ApiError } from '../../http/api-error';
import { int, text } from '../../kit/sql';

const slotFlag = (slot: number) => `reportData${slot}` as PermissionKey;

/** The saved views of the slots the user holds (`reportDataN` for slot N), by slot. */
export const reportViewsOf = (db: DatabaseSync, user: UserRow): ReportView[] => {
  const held = REPORT_SLOTS.filter((slot) => hasPermission(user, slotFlag(slot)));
  if (held.length === 0) return [];
  return db
    .prepare(`SELECT slot, name, filters, updatedBy, updatedAt FROM risk_report_views WHERE slot IN (${held.map(() => '?').join(', ')}) ORDER BY slot`)
    .all(...held)
    .map((row) => ({ slot: int(row.slot), name: text(row.name), filters: reportFiltersSchema.parse(JSON.parse(text(row.filters))), updatedBy: text(row.updatedBy), updatedAt: text(row.updatedAt) }));
};

/** Saves slot N's view, for a holder of `reportDataN` only. */
export const saveReportView = (db: DatabaseSync, user: UserRow, input: { slot: number; name: string; filters: ReportFilters }): ReportView => {
  if (!hasPermission(user, slotFlag(input.slot))) throw new ApiError(403, `You need the ${slotFlag(input.slot)} permission for this report slot.`);
  const at = new Date().toISOString();
  db.prepare(
    `INSERT INTO risk_report_views (slot, name, filters, updatedBy, updatedAt) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (slot) DO UPDATE SET name = excluded.name, filters = excluded.filters, updatedBy = excluded.updatedBy, updatedAt = excluded.updatedAt`,
  ).run(input.slot, input.name, JSON.stringify(input.filters), user.userName, at);
  return { slot: input.slot, name: input.name, filters: input.filters, updatedBy: user.userName, updatedAt: at };
};
