import { fail, type Result, type SessionState } from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';

/** The signed-in user's id, or undefined when logged out. */
export const signedInUserId = (session: { getState(): SessionState }): string | undefined => {
  const state = session.getState();
  return state.status === 'loggedIn' ? state.user.id : undefined;
};

/** What a per-user operation answers with nobody signed in. */
export const notLoggedIn = (): Result<never> => fail({ kind: 'unauthorized', message: FALLBACK_ERROR_MESSAGE });
