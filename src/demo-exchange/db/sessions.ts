import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/**
 * Issued sessions, one row per login: a token names its session (`sid`), and a token whose session is gone
 * is refused. That is how a password change ends every other session of the account, which a signed
 * token alone cannot do before its `exp`. The table is created by migration 102.
 */

/** Records a new session of `userId` until `expiresAt` (seconds); drops sessions that have expired. */
export const openSession = (db: DatabaseSync, userId: string, expiresAt: number, nowSeconds = Math.floor(Date.now() / 1000)): string => {
  const sid = randomBytes(16).toString('base64url');
  db.prepare('DELETE FROM sessions WHERE expiresAt <= ?').run(nowSeconds);
  db.prepare('INSERT INTO sessions (sid, userId, expiresAt) VALUES (?, ?, ?)').run(sid, userId, expiresAt);
  return sid;
};

export const isSessionOpen = (db: DatabaseSync, sid: string, userId: string): boolean =>
  db.prepare('SELECT 1 AS open FROM sessions WHERE sid = ? AND userId = ?').get(sid, userId) !== undefined;

/** Ends every session of `userId` except `keep` (the caller's own, when they changed their own password). */
export const endSessions = (db: DatabaseSync, userId: string, keep: string | null = null): number =>
  Number(db.prepare('DELETE FROM sessions WHERE userId = ? AND sid IS NOT ?').run(userId, keep).changes);
