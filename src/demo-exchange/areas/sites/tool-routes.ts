import { contract } from '@shared/contract';
import { startSession } from '../../auth/access';
import { recordLoginAttempt } from '../../db/login-history';
import type { UserRow } from '../../db/users';
import { loginLockedMessage, loginRetryAfterMs } from '../../auth/login-throttle';
import { ApiError, fieldMessage } from '../../http/api-error';
import { MESSAGES } from '../../http/messages';
import { readRoute } from '../../kit/audited-routes';
import { currentUser, route, routeMap } from '../../kit/route';
import { checkOtp } from './otp';
import { betHistory, countOf, playerReport, siteReport, updateConnection, verifyAccessCode } from './reports';
import { fileForDownload } from './site-files';

export const toolRoutes = routeMap(
  route(contract.authExtras.updateConnection, (input, ctx) => {
    currentUser(ctx);
    if (!ctx.sessionId) throw new ApiError(401, MESSAGES.sessionExpired);
    return { data: updateConnection(ctx.db, ctx.sessionId, input.connectionId, input.reconnect) };
  }),
  route(contract.authExtras.verifyOtp, ({ otpToken, code }, ctx) => {
    const record = (user: UserRow, outcome: 'success' | 'wrong-code') =>
      recordLoginAttempt(ctx.db, { userId: user._id, userName: user.userName, ip: ctx.ip, outcome, client: ctx.userAgent });
    const user = checkOtp(ctx.db, otpToken, code, {
      onWrongCode: (who) => record(who, 'wrong-code'),
      refuseFor: (who) => {
        const retryAfterMs = loginRetryAfterMs(ctx.db, { userName: who.userName, ip: ctx.ip });
        return retryAfterMs > 0 ? new ApiError(429, fieldMessage('code', loginLockedMessage(retryAfterMs))) : undefined;
      },
    });
    record(user, 'success');
    return {
      data: { accessToken: startSession(ctx.db, user, ctx.config), userDetail: { _id: user._id, role: user.role, userName: user.userName, name: user.name } },
      message: MESSAGES.loginSuccessful,
    };
  }),
  readRoute(contract.authExtras.verifyAccessCode, (db, input) => verifyAccessCode(db, input.accessCode)),

  readRoute(contract.siteReports.count, (db, input) => countOf(db, input.of)),
  route(contract.siteReports.download, (input, ctx) => {
    const { whiteLabelId: _site, ...file } = fileForDownload(ctx.db, input.fileId);
    return { data: file };
  }),
  readRoute(contract.siteReports.report, siteReport),
  readRoute(contract.siteReports.betHistory, betHistory),
  readRoute(contract.siteReports.playerReport, (db, input) => playerReport(db, input.userName)),

  route(contract.adminTools.recordGenericCall, (input, ctx) => {
    ctx.audit({ action: 'genericCall.request', targetType: 'genericCall', targetId: null, after: input });
    return { data: { recorded: true as const } };
  }),
);
