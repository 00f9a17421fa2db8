import { contract } from '@shared/contract';
import { startSession } from '../../auth/access';
import { loginLockedMessage, loginRetryAfterMs } from '../../auth/login-throttle';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/passwords';
import { recordLoginAttempt, type LoginOutcome } from '../../db/login-history';
import { inTransaction } from '../../db/database';
import { isSessionOpen } from '../../db/sessions';
import { findUserById, findUserByUserName, updateUserPassword, type UserRow } from '../../db/users';
import { ApiError, fieldMessage } from '../../http/api-error';
import { MESSAGES } from '../../http/messages';
import { currentUser, route, routeMap, type RouteContext } from '../../kit/route';
import { openOtpChallenge, OTP_MESSAGES, otpSecretOf } from '../sites/otp';

const record = (ctx: RouteContext, userName: string, user: UserRow | undefined, outcome: LoginOutcome) =>
  recordLoginAttempt(ctx.db, { userId: user?._id ?? null, userName, ip: ctx.ip, outcome, client: ctx.userAgent });

const login = route(contract.auth.login, async ({ userName, password }, ctx) => {
  const retryAfterMs = loginRetryAfterMs(ctx.db, { userName, ip: ctx.ip });
  if (retryAfterMs > 0) throw new ApiError(429, fieldMessage('password', loginLockedMessage(retryAfterMs)));
  const user = findUserByUserName(ctx.db, userName);
  const valid = user ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!user || !valid) {
    record(ctx, userName, user, user ? 'wrong-password' : 'unknown-user');
    // One message for both cases, so the answer does not reveal which user names exist.
    throw new ApiError(400, fieldMessage('password', MESSAGES.invalidCredentials));
  }
  if (user.status !== 'active') {
    record(ctx, userName, user, 'inactive');
    throw new ApiError(403, MESSAGES.accountInactive);
  }
  // An account with a second factor gets a code step, not a token (authExtras.verifyOtp finishes it and
  // records the success): a right password alone must not end the back-off that wrong codes build up.
  if (otpSecretOf(ctx.db, user._id)) {
    record(ctx, userName, user, 'awaiting-code');
    return { data: openOtpChallenge(ctx.db, user), message: OTP_MESSAGES.required };
  }
  record(ctx, userName, user, 'success');
  return {
    data: {
      accessToken: startSession(ctx.db, user, ctx.config),
      userDetail: { _id: user._id, role: user.role, userName: user.userName, name: user.name },
    },
    message: MESSAGES.loginSuccessful,
  };
});

const changePassword = route(contract.auth.changePassword, async ({ oldPassword, newPassword }, ctx) => {
  const me = currentUser(ctx);
  if (!(await verifyPassword(oldPassword, me.passwordHash))) throw new ApiError(400, MESSAGES.oldPasswordIncorrect);
  // A "change" to the same password changes nothing, yet it would end the account's other sessions.
  if (newPassword === oldPassword) throw new ApiError(400, MESSAGES.newPasswordSameAsOld);
  const passwordHash = await hashPassword(newPassword);
  inTransaction(ctx.db, () => {
    // The checks above awaited: an admin's reset (which ends this session) or another change may have
    // landed meanwhile, and wins. Otherwise a stolen session could overwrite the reset that locked it out.
    if (!ctx.sessionId || !isSessionOpen(ctx.db, ctx.sessionId, me._id)) throw new ApiError(401, MESSAGES.sessionExpired);
    if (findUserById(ctx.db, me._id)?.passwordHash !== me.passwordHash) throw new ApiError(400, MESSAGES.oldPasswordIncorrect);
    // Every other session of this account ends; the one that changed the password carries on.
    updateUserPassword(ctx.db, me._id, passwordHash, { keepSession: ctx.sessionId });
    ctx.audit({ action: 'auth.changePassword', targetType: 'user', targetId: me._id, after: { userName: me.userName } });
  });
  return { data: null, message: MESSAGES.passwordChanged };
});

export const authRoutes = routeMap(login, changePassword);
