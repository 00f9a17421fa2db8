import type { DatabaseSync } from 'node:sqlite';
import { EXPECTED_UPDATED_AT } from '@shared/contract/factories';
import { ApiError, fieldMessage } from '../http/api-error';
import { KIT_MESSAGES as M } from './messages';
import type { Saved } from './saved';
import { text } from './sql';

/** A field of a stored or shown record, when it is a text. */
const textField = (record: unknown, field: string): string | undefined => {
  const value = (record as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : undefined;
};

/** How the refusal names a record: its name, title or key as stored now. */
const nameOf = (record: unknown): string | undefined => textField(record, 'name') ?? textField(record, 'title') ?? textField(record, 'key');

/** Who changed a record last and when (its latest audit row), in words: "manager1 at 14:02 UTC". */
export const lastChangeOf = (db: DatabaseSync, targetType: string, targetId: string): string => {
  const row = db.prepare('SELECT at, actorUserName FROM audit_log WHERE targetType = ? AND targetId = ? ORDER BY id DESC LIMIT 1').get(targetType, targetId);
  return row ? `${text(row.actorUserName) || 'another user'} at ${text(row.at).slice(11, 16)} UTC` : 'another user';
};

/**
 * Refuses (409, on `expectedUpdatedAt`) the update of a record whose stored `updatedAt` is no longer the one
 * the form read: another user saved it since, and this save would silently undo their change. Called inside
 * the save's transaction, after the store's save: the refusal rolls it back, nothing is written. A save
 * without `expectedUpdatedAt` (a client that does not send it), and a create, are not checked.
 */
export const refuseIfChangedSince = (db: DatabaseSync, targetType: string, saved: Saved<unknown>, input: unknown): void => {
  const expected = textField(input, EXPECTED_UPDATED_AT);
  if (expected === undefined || saved.before === undefined) return;
  const stored = saved.beforeUpdatedAt ?? textField(saved.before, 'updatedAt');
  // A store that answers no updatedAt cannot be checked: said loudly rather than saved unchecked.
  if (stored === undefined) throw new Error(`The ${targetType} save answers no updatedAt to check ${EXPECTED_UPDATED_AT} against.`);
  if (stored === expected) return;
  throw new ApiError(409, fieldMessage(EXPECTED_UPDATED_AT, M.changedSince(nameOf(saved.before), lastChangeOf(db, targetType, saved.id))));
};
