import type { BridgeError } from '@shared/contract';
import type { LOGOUT_REASONS } from '@shared/contract/session';

export const LOGIN_ERROR_MS = 2000;
export const CHANGE_PASSWORD_ERROR_MS = 4000;
export const CHANGE_PASSWORD_CLOSE_MS = 2000;

/** Spec §8: meta.message, or the password field's message when the exchange sent an object of messages. */
export const loginFailureText = (error: BridgeError): string => error.fieldErrors?.password ?? error.message;

/** Shown when the exchange confirms a password change without a message of its own. */
export const PASSWORD_CHANGED_FALLBACK = 'Password changed.';

/** A session that ended by itself; a user's own logout ('logout') says nothing. */
export type SessionEndedReason = Exclude<(typeof LOGOUT_REASONS)[number], 'logout'>;

/**
 * Above the login form after the session ended by itself (the spec fixes no wording): 'expired' is the token's
 * exp passing, 'unauthorized' the exchange answering 401 (a password changed or reset elsewhere, an account
 * closed), 'elsewhere' (in the contract, set by no caller in main yet) a session ended from another device.
 */
export const SESSION_ENDED_MESSAGES: Readonly<Record<SessionEndedReason, string>> = {
  expired: 'Your session expired. Log in again to go on.',
  unauthorized: 'The exchange no longer accepts your session, for example after a password change. Log in again to go on.',
  elsewhere: 'Your session was ended from another window or device. Log in again to go on.',
};
