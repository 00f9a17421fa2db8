import { ok, type LoginInput } from '@shared/contract';
import type { SessionService } from '../session/session-service';
import type { LocalHandler } from './dispatcher';

/** The contract's `session.*` operations, served by the session service (the renderer never sees the token). */
export const sessionHandlers = (session: SessionService): Record<string, LocalHandler> => ({
  'session.login': (input) => session.login(input as LoginInput),
  'session.logout': async () => ok(await session.logout('logout')),
  'session.getState': async () => ok(session.getState()),
  'session.verifyOtp': (input) => session.verifyOtp((input as { code: string }).code),
  'session.cancelOtp': async () => ok(session.cancelOtp()),
});
