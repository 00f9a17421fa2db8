import type { DatabaseSync } from 'node:sqlite';
import type { AuditAction } from '@shared/audit';

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

const toJson = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(redactSecrets(value)));

/** The one place an audit row is written; handlers reach it through `ctx.audit()`. */
export const audit = (db: DatabaseSync, entry: AuditEntry, now = new Date()): void => {
  db.prepare(
    `INSERT INTO audit_log (at, actorId, actorUserName, action, targetType, targetId, "before", "after")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    now.toISOString(),
    entry.actorId,
    entry.actorUserName,
    entry.action,
    entry.targetType,
    entry.targetId,
    toJson(entry.before),
    toJson(entry.after),
  );
};

export const pruneAuditLog = (db: DatabaseSync, before: Date): number =>
  Number(db.prepare('DELETE FROM audit_log WHERE at < ?').run(before.toISOString()).changes);
