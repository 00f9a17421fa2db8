import type { DatabaseSync } from 'node:sqlite';
import type { LoginRecord } from '@shared/contract';
import { endSessions } from './sessions';
import type { UserStatus } from './users';

/** Account changes made by staff administration (issue 3); plain statements, the handlers check the rules. */

export const updateUserProfile = (
  db: DatabaseSync,
  id: string,
  profile: { name: string; userName: string; domain: string },
  now = new Date(),
): void => {
  db.prepare('UPDATE users SET name = ?, userName = ?, domain = ?, updatedAt = ? WHERE _id = ?').run(
    profile.name,
    profile.userName,
    profile.domain,
    now.toISOString(),
    id,
  );
};

/** Deactivating ends the user's sessions, so reactivating later does not bring an old token back to life. */
export const setUserStatus = (db: DatabaseSync, id: string, status: UserStatus, now = new Date()): void => {
  db.prepare('UPDATE users SET status = ?, updatedAt = ? WHERE _id = ?').run(status, now.toISOString(), id);
  if (status === 'inactive') endSessions(db, id);
};

/** Stores only the true flags, like the seed (spec §6: only true flags are kept). */
export const setUserPermissions = (db: DatabaseSync, id: string, flags: Record<string, boolean>, now = new Date()): void => {
  const granted = Object.fromEntries(Object.entries(flags).filter(([, on]) => on === true));
  db.prepare('UPDATE users SET permissions = ?, updatedAt = ? WHERE _id = ?').run(JSON.stringify(granted), now.toISOString(), id);
};

/** Login history keeps its rows (userId becomes NULL), so a deleted account's attempts stay auditable. */
export const deleteUser = (db: DatabaseSync, id: string): boolean => {
  endSessions(db, id);
  return Number(db.prepare('DELETE FROM users WHERE _id = ?').run(id).changes) > 0;
};

export const IP_LOG_LIMIT = 100;

/** A user's latest login attempts, newest first. */
export const listLoginHistory = (db: DatabaseSync, userId: string, limit = IP_LOG_LIMIT): LoginRecord[] =>
  db
    .prepare('SELECT at, ip, outcome, client FROM login_history WHERE userId = ? ORDER BY at DESC, id DESC LIMIT ?')
    .all(userId, limit)
    .map((row) => ({ at: String(row.at), ip: String(row.ip), outcome: String(row.outcome), client: String(row.client) }));
