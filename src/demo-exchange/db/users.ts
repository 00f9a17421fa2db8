import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { newObjectId } from './ids';
import { endSessions } from './sessions';

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The stored permissions (JSON text) as flags; anything unreadable counts as none. */
export const permissionsColumn = z.string().transform((json): Record<string, boolean> => {
  try {
    const parsed: unknown = JSON.parse(json);
    return z.record(z.string(), z.boolean()).catch({}).parse(parsed);
  } catch {
    return {};
  }
});

const userRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  userName: z.string(),
  passwordHash: z.string(),
  role: z.string(),
  status: z.enum(USER_STATUSES),
  domain: z.string(),
  permissions: permissionsColumn,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

const toUser = (row: unknown): UserRow | undefined => (row === undefined ? undefined : userRowSchema.parse(row));

export const findUserById = (db: DatabaseSync, id: string): UserRow | undefined =>
  toUser(db.prepare('SELECT * FROM users WHERE _id = ?').get(id));

/** User names are unique regardless of case (the column is COLLATE NOCASE). */
export const findUserByUserName = (db: DatabaseSync, userName: string): UserRow | undefined =>
  toUser(db.prepare('SELECT * FROM users WHERE userName = ?').get(userName));

export interface NewUser {
  name: string;
  userName: string;
  passwordHash: string;
  role: string;
  status?: UserStatus;
  domain?: string;
  permissions?: Record<string, boolean>;
}

export const insertUser = (db: DatabaseSync, user: NewUser, now = new Date()): UserRow => {
  const at = now.toISOString();
  const id = newObjectId(now);
  db.prepare(
    `INSERT INTO users (_id, name, userName, passwordHash, role, status, domain, permissions, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    user.name,
    user.userName,
    user.passwordHash,
    user.role,
    user.status ?? 'active',
    user.domain ?? '',
    JSON.stringify(user.permissions ?? {}),
    at,
    at,
  );
  const created = findUserById(db, id);
  if (!created) throw new Error('User insert did not persist');
  return created;
};

/**
 * Sets a new password and ends the account's sessions: whoever held the old password is out at their
 * next call. `keepSession` spares the caller's own session when they changed their own password.
 */
export const updateUserPassword = (
  db: DatabaseSync,
  id: string,
  passwordHash: string,
  { keepSession = null, now = new Date() }: { keepSession?: string | null; now?: Date } = {},
): void => {
  db.prepare('UPDATE users SET passwordHash = ?, updatedAt = ? WHERE _id = ?').run(passwordHash, now.toISOString(), id);
  endSessions(db, id, keepSession);
};

export const countUsers = (db: DatabaseSync): number => {
  const row = db.prepare('SELECT COUNT(*) AS n FROM users').get();
  return typeof row?.n === 'number' ? row.n : 0;
};
