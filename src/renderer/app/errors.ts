import { isCancelledError } from '@tanstack/react-query';
import type { BridgeError, Result } from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';

/** A failed bridge call, thrown by `unwrap` so that TanStack Query's caches can route it to the central toast. */
export class BridgeCallError extends Error {
  readonly error: BridgeError;

  constructor(error: BridgeError) {
    super(error.message);
    this.name = 'BridgeCallError';
    this.error = error;
  }
}

/** The data of a successful Result; a failed one throws a BridgeCallError. */
export const unwrap = <T>(result: Result<T>): T => {
  if (!result.ok) throw new BridgeCallError(result.error);
  return result.data;
};

/** Like `unwrap`, but keeps the exchange's meta.message, which some screens show on success (change password). */
export interface Success<T> {
  readonly data: T;
  readonly message?: string;
}
export const unwrapWithMessage = <T>(result: Result<T>): Success<T> => {
  if (!result.ok) throw new BridgeCallError(result.error);
  return result.message === undefined ? { data: result.data } : { data: result.data, message: result.message };
};

/** What went wrong, for any thrown value: bridge failures keep their kind; anything else is our own bug. */
export const bridgeErrorOf = (error: unknown): BridgeError =>
  error instanceof BridgeCallError ? error.error : { kind: 'internal', message: FALLBACK_ERROR_MESSAGE };

export const ERROR_TOAST_MS = 5000;

export interface ErrorToast {
  /** The message itself is the id: the same message while it is shown gives one toast, not a pile. */
  readonly id: string;
  readonly message: string;
  readonly color: 'red';
  readonly autoClose: number;
  readonly withBorder: true;
}

/** Spec §8's central error notification, as data; null when there is nothing to tell (a cancelled query or call). */
export const errorToast = (error: unknown): ErrorToast | null => {
  if (isCancelledError(error)) return null;
  const bridgeError = bridgeErrorOf(error);
  // The caller itself aborted it (a newer search replaced it): the user asked for this, nothing went wrong.
  if (bridgeError.kind === 'cancelled') return null;
  const message = bridgeError.message.trim() || FALLBACK_ERROR_MESSAGE;
  return { id: `error:${message}`, message, color: 'red', autoClose: ERROR_TOAST_MS, withBorder: true };
};
