import type { BridgeError } from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { isUncertainFailure } from './idempotency-key';

/** Why the outcome is not known, in words: what the exchange did (or did not) answer. */
const uncertainCause = (failure: BridgeError): string => {
  if (failure.kind === 'timeout') return 'The exchange did not answer in time.';
  if (failure.kind === 'network') return 'The exchange could not be reached.';
  // A 5xx: its own words when it sent some (the generic fallback adds nothing), without their full stop.
  const said = failure.message.trim();
  return said === '' || said === FALLBACK_ERROR_MESSAGE ? 'The exchange failed.' : `The exchange failed (${said.replace(/\.$/, '')}).`;
};

/** Where a form's press left without an answer may be made again: the form kit's toast says it after the button. */
export const RETRY_IN_FORM = 'in this form and without changing it';

export interface RetryWords {
  /** Where and how pressing again is safe, said after the button ("in this form and without changing it"). */
  readonly scope?: string;
  /**
   * False when pressing again would not repeat this action (its form closed, or a value changed since it was
   * sent: the next press is another action, with a new key): the user is told to check first instead.
   */
  readonly safe?: boolean;
}

/**
 * What a failed money action says, for an action the exchange does once however often it is sent (a keyed
 * call repeated with its key, or one that carries what it expects): after a time-out, a network error or a
 * 5xx, that it may or may not have been done and that pressing `buttonLabel` again (within `scope`) is safe,
 * or, when it is not (`safe: false`), to check before trying again; after a definite answer (a refusal),
 * the exchange's own words.
 */
export const moneyFailureText = (failure: BridgeError, buttonLabel: string, { scope, safe = true }: RetryWords = {}): string => {
  if (!isUncertainFailure(failure)) return failure.message;
  const next = safe
    ? `press ${buttonLabel} again${scope === undefined ? '' : `, ${scope},`} to finish it. That is safe: the exchange does it once, never twice.`
    : 'check before you try again.';
  return `${uncertainCause(failure)} It may or may not have been done: ${next}`;
};
