import type { DatabaseSync } from 'node:sqlite';
import { CHANGED_AT, EXPECTED_UPDATED_AT } from '@shared/contract/factories';
import { ApiError, fieldMessage } from '../http/api-error';
import { KIT_MESSAGES as M } from './messages';
import type { Saved } from './saved';
import { text } from './sql';

/** A field of a stored or shown record, when it is a text. */
const textField = (record: unknown, field: string): string | undefined => {
  const value = (record as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : undefined;
};

/** The `updatedAt` of a saved record, if it has one: the moment its save wrote it, which the save's audit row takes as its own. */
export const updatedAtOf = (record: unknown): string | undefined => textField(record, 'updatedAt');

/** How the refusal names a record: its name, title or key as stored now. */
const nameOf = (record: unknown): string | undefined => textField(record, 'name') ?? textField(record, 'title') ?? textField(record, 'key');

/** The latest save of the record (an audit row of one of `edits`) after `since`: who made it and when. */
const saveAfter = (db: DatabaseSync, targetType: string, targetId: string, edits: readonly string[], since: string) => {
  const row = db
    .prepare(`SELECT at, actorUserName FROM audit_log WHERE targetType = ? AND targetId = ? AND action IN (${edits.map(() => '?').join(', ')}) AND at > ? ORDER BY at DESC, id DESC LIMIT 1`)
    .get(targetType, targetId, ...edits, since);
  return row ? { at: text(row.at), by: text(row.actorUserName) || 'another user' } : undefined;
};

/**
 * Refuses (409, on `expectedUpdatedAt`) the update of a record that another save changed after the version
 * the form read: an audit row of one of `edits` (its `<kind>.update`, and the other actions that change
 * fields its form carries) for this record, dated after `expectedUpdatedAt`. Nothing else counts: a status
 * change, a reorder, a ball or a provisioning also moves the record's `updatedAt` but is not undone by the
 * save, which writes only the fields it is given. A save's own row is dated at the `updatedAt` it wrote
 * (auditedSave), so the form that holds that version does not find its own save after it. Called inside the
 * save's transaction, after the store's save: the refusal rolls it back, nothing is written. The words name
 * that save's actor and time (UTC), and CHANGED_AT holds the instant. A save without `expectedUpdatedAt` (a
 * client that does not send it), and a create, are not checked.
 */
export const refuseIfChangedSince = (db: DatabaseSync, targetType: string, edits: readonly string[], saved: Saved<unknown>, input: unknown): void => {
  const expected = textField(input, EXPECTED_UPDATED_AT);
  if (expected === undefined || saved.before === undefined) return;
  const change = saveAfter(db, targetType, saved.id, edits, expected);
  if (!change) return;
  const words = M.changedSince(nameOf(saved.before), `${change.by} at ${change.at.slice(11, 16)} UTC`);
  throw new ApiError(409, { ...fieldMessage(EXPECTED_UPDATED_AT, words), ...fieldMessage(CHANGED_AT, change.at) });
};
