import type { IncomingMessage } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { flagsGrant, type Access } from '@shared/contract';
import type { PermissionKey } from '@shared/permissions';
import { isSessionOpen, openSession } from '../db/sessions';
import { findUserById, type UserRow } from '../db/users';
import { ApiError } from '../http/api-error';
import { MESSAGES } from '../http/messages';
import { issueToken, type TokenClaims, verifyToken } from './jwt';

export const isAdmin = (user: Pick<UserRow, 'role'>): boolean => user.role.toLowerCase() === 'admin';

/** Admins hold every flag; anyone else holds what their stored map says, read fresh on every call. */
export const hasPermission = (user: UserRow, key: PermissionKey): boolean => isAdmin(user) || user.permissions[key] === true;

export const bearerToken = (req: IncomingMessage): string | undefined => {
  const match = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
};

/** A logged-in caller: the user, read fresh, and the session their token belongs to. */
export interface Caller {
  readonly user: UserRow;
  readonly claims: TokenClaims;
}

/**
 * The caller behind a token, or undefined: a bad or expired token, a session that was ended (a password
 * change), an unknown user or an inactive one. The HTTP API and the live socket both ask this.
 */
export const callerOf = (db: DatabaseSync, secret: string, token: string | undefined): Caller | undefined => {
  const claims = token ? verifyToken(token, secret) : null;
  if (!claims || !isSessionOpen(db, claims.sid, claims.sub)) return undefined;
  const user = findUserById(db, claims.sub);
  return user?.status === 'active' ? { user, claims } : undefined;
};

/** The caller of an API request, or a 401 that says why: an account deactivated meanwhile says so. */
export const authenticate = (req: IncomingMessage, db: DatabaseSync, secret: string): Caller => {
  const token = bearerToken(req);
  const caller = callerOf(db, secret, token);
  if (caller) return caller;
  const claims = token ? verifyToken(token, secret) : null;
  const deactivated = claims !== null && isSessionOpen(db, claims.sid, claims.sub) && findUserById(db, claims.sub)?.status === 'inactive';
  throw new ApiError(401, deactivated ? MESSAGES.accountInactive : MESSAGES.sessionExpired);
};

/** Opens a session for a user who just logged in and returns its token. */
export const startSession = (
  db: DatabaseSync,
  user: UserRow,
  config: { readonly jwtSecret: string; readonly tokenTtlSeconds: number },
  now = Date.now(),
): string => {
  const iat = Math.floor(now / 1000);
  const exp = iat + config.tokenTtlSeconds;
  return issueToken(user, { sid: openSession(db, user._id, exp, iat), iat, exp }, config.jwtSecret);
};

export const authorize = (user: UserRow, access: Access, adminOnly = false): void => {
  if (adminOnly && !isAdmin(user)) throw new ApiError(403, MESSAGES.adminOnly);
  if (!flagsGrant(access, (flag) => hasPermission(user, flag))) throw new ApiError(403, MESSAGES.noPermission);
};
