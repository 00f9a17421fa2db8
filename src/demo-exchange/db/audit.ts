import type { DatabaseSync } from 'node:sqlite';
import type { AuditAction } from '@shared/audit';
import { recordName, withReferencedNames } from './audit-names';

/** One admin action. `before`/`after` are the changed record's relevant fields (never secrets). */
export interface AuditEntry {
  actorId: string | null;
  actorUserName: string | null;
  /** Only catalogue actions (src/shared/audit): the console knows how to show each one. */
  action: AuditAction;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
  /**
   * When it happened (ISO), where not the moment it is written: a save's row takes the saved record's
   * `updatedAt` (auditedSave), so that the version a form read and the save that made it are the same instant.
   */
  at?: string | undefined;
}

const SECRET_KEY = /password|hash|token|secret/i;

/** Drops every field whose name smells like a credential, at any depth: a handler's slip must not leak one. */
export const redactSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, redactSecrets(inner)]),
    );
  }
  return value;
};

/** The name a person knows the target by, from the record itself (a user name before a name). */
const nameIn = (record: unknown): string | null => {
  if (record === null || typeof record !== 'object') return null;
  const named = record as Record<string, unknown>;
  const name = [named.userName, named.name, named.title, named.label].find((value) => typeof value === 'string' && value !== '');
  return (name as string | undefined) ?? null;
};

/**
 * The target's name when the action happens: kept with the row, so a deleted account still reads by name. A
 * row that records no name (a market's status, a role's defaults) is named by its record as it is now.
 */
const targetNameOf = (db: DatabaseSync, entry: AuditEntry): string | null =>
  nameIn(entry.after) ?? nameIn(entry.before) ?? recordName(db, entry.targetType, entry.targetId);

const toJson = (db: DatabaseSync, entry: AuditEntry, value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(redactSecrets(withReferencedNames(db, entry.targetType, value)));

/** The one place an audit row is written; handlers reach it through `ctx.audit()`. */
export const audit = (db: DatabaseSync, entry: AuditEntry, now = new Date()): void => {
  db.prepare(
    `INSERT INTO audit_log (at, actorId, actorUserName, action, targetType, targetId, targetName, "before", "after")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    entry.at ?? now.toISOString(),
    entry.actorId,
    entry.actorUserName,
    entry.action,
    entry.targetType,
    entry.targetId,
    targetNameOf(db, entry),
    toJson(db, entry, entry.before),
    toJson(db, entry, entry.after),
  );
};

export const pruneAuditLog = (db: DatabaseSync, before: Date): number =>
  Number(db.prepare('DELETE FROM audit_log WHERE at < ?').run(before.toISOString()).changes);
