import type { IncomingMessage } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import type { Access } from '@shared/contract';
import type { PermissionKey } from '@shared/permissions';
import { findUserById, type UserRow } from '../db/users';
import { ApiError } from '../http/api-error';
import { MESSAGES } from '../http/messages';
import { verifyToken } from './jwt';

export const isAdmin = (user: Pick<UserRow, 'role'>): boolean => user.role.toLowerCase() === 'admin';

/** Admins hold every flag; anyone else holds what their stored map says, read fresh on every call. */
export const hasPermission = (user: UserRow, key: PermissionKey): boolean => isAdmin(user) || user.permissions[key] === true;

const bearerToken = (req: IncomingMessage): string | undefined => {
  const match = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
};

/** The caller behind the bearer token, or a 401: bad/expired token, unknown user, or inactive user. */
export const authenticate = (req: IncomingMessage, db: DatabaseSync, secret: string): UserRow => {
  const token = bearerToken(req);
  const claims = token ? verifyToken(token, secret) : null;
  const user = claims ? findUserById(db, claims.sub) : undefined;
  if (!user || user.status !== 'active') throw new ApiError(401, MESSAGES.sessionExpired);
  return user;
};

export const authorize = (user: UserRow, access: Access): void => {
  if (access === 'public' || access === 'session') return;
  if (!hasPermission(user, access)) throw new ApiError(403, MESSAGES.noPermission);
};
