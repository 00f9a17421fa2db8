import type { DatabaseSync } from 'node:sqlite';
import { isPermissionKey } from '@shared/permissions';
import { hasPermission, isAdmin } from '../../auth/access';
import { findUserById, findUserByUserName, type UserRow } from '../../db/users';
import { ApiError, fieldMessage } from '../../http/api-error';
import { MESSAGES } from '../../http/messages';
import { STAFF_MESSAGES } from './messages';

/** Market traders are the accounts of role TRADER; stored roles compare case-insensitively ("trader" in the seed). */
export const isTraderRole = (role: string): boolean => role.toUpperCase() === 'TRADER';

/** The account behind `id`, or a 404 in the answer's words. */
export const requireUser = (db: DatabaseSync, id: string, notFound: string = STAFF_MESSAGES.staffNotFound): UserRow => {
  const user = findUserById(db, id);
  if (!user) throw new ApiError(404, notFound);
  return user;
};

/** A market trader other than the caller: trader calls never reach staff of other roles, nor oneself. */
export const requireOtherTrader = (db: DatabaseSync, me: UserRow, traderId: string): UserRow => {
  const trader = requireUser(db, traderId, MESSAGES.traderNotFound);
  if (!isTraderRole(trader.role)) throw new ApiError(400, STAFF_MESSAGES.notATrader);
  if (trader._id === me._id) throw new ApiError(403, STAFF_MESSAGES.notYourself);
  assertMayManage(me, trader);
  return trader;
};

/**
 * No one manages an account stronger than themselves: a non-admin may change, switch off, reset or delete
 * only accounts whose flags they all hold (else resetting a stronger account's password would be a way in).
 */
export const mayManage = (me: UserRow, target: Pick<UserRow, 'role' | 'permissions'>): boolean =>
  isAdmin(me) || (!isAdmin(target) && !Object.entries(target.permissions).some(([key, on]) => on && isPermissionKey(key) && !hasPermission(me, key)));

export const assertMayManage = (me: UserRow, target: UserRow): void => {
  if (!mayManage(me, target)) throw new ApiError(403, STAFF_MESSAGES.cannotManageStronger);
};

/** User names are unique regardless of case; a clash is a 409 under the User Name field. */
export const assertUserNameFree = (db: DatabaseSync, userName: string, exceptId?: string): void => {
  const holder = findUserByUserName(db, userName);
  if (holder && holder._id !== exceptId) throw new ApiError(409, fieldMessage('userName', STAFF_MESSAGES.userNameTaken));
};

/** A manager who is not an admin cannot hand out flags they do not hold: no escalation through the modal. */
export const assertCanGrant = (me: UserRow, flags: Record<string, boolean>): void => {
  const unheld = Object.entries(flags).filter(([key, on]) => on && isPermissionKey(key) && !hasPermission(me, key));
  if (unheld.length > 0) throw new ApiError(403, STAFF_MESSAGES.cannotGrantUnheld);
};

/**
 * The flags of `flags` that are on and that `me` may hand out: all of them for an admin, only those `me`
 * holds otherwise. An account made by a manager can never do more than the manager (no escalation by creating).
 */
export const heldOnly = (me: UserRow, flags: Record<string, boolean>): Record<string, boolean> =>
  Object.fromEntries(grantedKeys(flags).filter((key) => isAdmin(me) || (isPermissionKey(key) && hasPermission(me, key))).map((key) => [key, true]));

/** Granted keys, sorted: a compact, readable before/after for the audit log. */
export const grantedKeys = (flags: Record<string, boolean>): string[] =>
  Object.entries(flags)
    .filter(([, on]) => on)
    .map(([key]) => key)
    .sort();

/** SQLite's unique-constraint failure (two creates racing for one user name). */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
