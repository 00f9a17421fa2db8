import type { DatabaseSync } from 'node:sqlite';

/** `awaiting-code`: the password was right and the code step opened; `wrong-code`: that step refused a code. */
export const LOGIN_OUTCOMES = ['success', 'wrong-password', 'inactive', 'unknown-user', 'awaiting-code', 'wrong-code'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

/** Enough of the User-Agent to tell clients apart, without storing unbounded attacker input. */
export const MAX_CLIENT_LENGTH = 200;

export interface LoginAttempt {
  userId: string | null;
  userName: string;
  ip: string;
  outcome: LoginOutcome;
  client: string;
}

export const recordLoginAttempt = (db: DatabaseSync, attempt: LoginAttempt, now = new Date()): void => {
  db.prepare('INSERT INTO login_history (userId, userName, at, ip, outcome, client) VALUES (?, ?, ?, ?, ?, ?)').run(
    attempt.userId,
    attempt.userName.slice(0, 100),
    now.toISOString(),
    attempt.ip,
    attempt.outcome,
    attempt.client.slice(0, MAX_CLIENT_LENGTH),
  );
};

/** Deletes attempts older than `before`; returns how many went. */
export const pruneLoginHistory = (db: DatabaseSync, before: Date): number =>
  Number(db.prepare('DELETE FROM login_history WHERE at < ?').run(before.toISOString()).changes);
