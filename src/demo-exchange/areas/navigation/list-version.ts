import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { AuditAction } from '@shared/audit';
import { ApiError } from '../../http/api-error';
import { text } from '../../kit/sql';

/**
 * A whole list's version (contract: listVersionSchema): a digest of what a save of it replaces (its entries,
 * their fields, their order), '' for an empty list. A save based on another version than the current one
 * would silently undo whatever changed in between, so it is refused.
 */
export const listVersionOf = (content: readonly unknown[]): string =>
  content.length === 0 ? '' : createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);

/** The rows as read, each carrying the list's version. */
export const withListVersion = <R extends object>(rows: readonly R[], content: (row: R) => unknown): Array<R & { listVersion: string }> => {
  const listVersion = listVersionOf(rows.map(content));
  return rows.map((row) => ({ ...row, listVersion }));
};

/** Who saved the list last and when (its latest audit row), in words: "ops2 at 14:05 UTC". */
const lastChange = (db: DatabaseSync, action: AuditAction): string => {
  const row = db.prepare('SELECT at, actorUserName FROM audit_log WHERE action = ? ORDER BY id DESC LIMIT 1').get(action);
  return row ? `${text(row.actorUserName) || 'another user'} at ${text(row.at).slice(11, 16)} UTC` : 'another user';
};

/**
 * Refuses (409) a save whose edits started from another version of the list than the current one, naming
 * who changed it; a save without a version (a client that does not send it) is not checked.
 * `subject` is the list's name with its verb: "Exchange navigation was", "Most popular bets were".
 */
export const refuseIfChangedSince = (db: DatabaseSync, action: AuditAction, subject: string, current: string, shown: string | undefined): void => {
  if (shown === undefined || shown === current) return;
  throw new ApiError(
    409,
    `${subject} changed by ${lastChange(db, action)} since you opened it: your changes are kept here; reload the list to see theirs and apply yours again.`,
  );
};
