import { describe, expect, it } from 'vitest';
import type { BridgeError } from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { moneyFailureText } from './uncertain-outcome';

const SAFE = 'It may or may not have been done: press Settle again to finish it. That is safe: the exchange does it once, never twice.';

describe('moneyFailureText', () => {
  it('after a time-out, says the exchange did not answer, that it may have been done, and that the same button is safe', () => {
    expect(moneyFailureText({ kind: 'timeout', message: FALLBACK_ERROR_MESSAGE }, 'Settle')).toBe(`The exchange did not answer in time. ${SAFE}`);
  });

  it('after a network error, says the exchange could not be reached', () => {
    expect(moneyFailureText({ kind: 'network', message: FALLBACK_ERROR_MESSAGE }, 'Settle')).toBe(`The exchange could not be reached. ${SAFE}`);
  });

  it('after a 5xx, says the exchange failed, with its own words when it sent some', () => {
    expect(moneyFailureText({ kind: 'exchange', status: 503, message: 'Service temporarily unavailable.' }, 'Settle')).toBe(`The exchange failed (Service temporarily unavailable). ${SAFE}`);
    expect(moneyFailureText({ kind: 'exchange', status: 500, message: FALLBACK_ERROR_MESSAGE }, 'Settle')).toBe(`The exchange failed. ${SAFE}`);
  });

  it("names the action's own button", () => {
    expect(moneyFailureText({ kind: 'timeout', message: '' }, 'Void 3 bets')).toContain('press Void 3 bets again to finish it.');
  });

  it('says where pressing again is safe when given a scope', () => {
    expect(moneyFailureText({ kind: 'timeout', message: '' }, 'Save', { scope: 'in this form and without changing it' })).toBe(
      'The exchange did not answer in time. It may or may not have been done: press Save again, in this form and without changing it, to finish it. That is safe: the exchange does it once, never twice.',
    );
  });

  it('says to check first, never that pressing again is safe, when it is not', () => {
    expect(moneyFailureText({ kind: 'exchange', status: 503, message: 'Service temporarily unavailable.' }, 'Save', { scope: 'in this form', safe: false })).toBe(
      'The exchange failed (Service temporarily unavailable). It may or may not have been done: check before you try again.',
    );
    const refusal: BridgeError = { kind: 'conflict', status: 409, message: 'The market is already settled (version 1).' };
    expect(moneyFailureText(refusal, 'Save', { safe: false })).toBe(refusal.message);
  });

  it("after a definite answer (a refusal, a 4xx), gives the exchange's own words: nothing is uncertain", () => {
    const refusals: BridgeError[] = [
      { kind: 'conflict', status: 409, message: 'The market is already settled (version 1).' },
      { kind: 'exchange', status: 422, message: 'Reason: at least 3 characters.' },
      { kind: 'forbidden', status: 403, message: 'You may not settle this market.' },
    ];
    for (const refusal of refusals) expect(moneyFailureText(refusal, 'Settle')).toBe(refusal.message);
  });
});
