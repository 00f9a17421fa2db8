import { fail, type Result, type SessionState } from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';

/** The id of the user signed in now, whose preferences a settings section keeps; undefined when nobody is. */
export const signedInUserId = (session: { getState(): SessionState }): string | undefined => {
  const state = session.getState();
  return state.status === 'loggedIn' ? state.user.id : undefined;
};

/** What a per-user preference answers when nobody is signed in. */
export const notSignedIn = (): Result<never> => fail({ kind: 'unauthorized', message: FALLBACK_ERROR_MESSAGE });
