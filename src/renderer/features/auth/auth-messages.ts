import type { BridgeError } from '@shared/contract';

export const LOGIN_ERROR_MS = 2000;
export const CHANGE_PASSWORD_ERROR_MS = 4000;
export const CHANGE_PASSWORD_CLOSE_MS = 2000;

/** Spec §8: meta.message, or the password field's message when the exchange sent an object of messages. */
export const loginFailureText = (error: BridgeError): string => error.fieldErrors?.password ?? error.message;

/** Shown when the exchange confirms a password change without a message of its own. */
export const PASSWORD_CHANGED_FALLBACK = 'Password changed.';
