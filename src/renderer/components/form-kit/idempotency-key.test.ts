import { describe, expect, it } from 'vitest';
import type { BridgeError } from '@shared/contract';
import { IdempotencyKey, isUncertainFailure } from './idempotency-key';

/** A key maker that says how many keys it made: key-1, key-2, … */
const counting = () => {
  let made = 0;
  return new IdempotencyKey(() => `key-${++made}`);
};

/** The key of a submit answered with `failure`, and the key of the submit after it (the user's retry). */
const keysAround = (failure: BridgeError | null): [string, string] => {
  const key = counting();
  const first = key.forSubmit();
  key.settled(failure);
  return [first, key.forSubmit()];
};

const UNCERTAIN: Record<string, BridgeError> = {
  'a time-out': { kind: 'timeout', message: 'The exchange did not answer in time.' },
  'a network error': { kind: 'network', message: 'The exchange cannot be reached.' },
  // A 5xx arrives as kind `exchange` with its status: the exchange may have committed before it failed.
  'a 500': { kind: 'exchange', status: 500, message: 'The exchange failed.' },
  'a 503': { kind: 'exchange', status: 503, message: 'The exchange is busy. Try again.' },
};

const DEFINITE: Record<string, BridgeError> = {
  'a refusal (409)': { kind: 'conflict', status: 409, message: 'The market is already settled (version 1).' },
  'another 4xx answer': { kind: 'exchange', status: 422, message: 'This Idempotency-Key was already used for a different request.' },
  'an answer without a status': { kind: 'exchange', message: 'The exchange refused it.' },
  'a refusal of the input': { kind: 'invalid-input', status: 400, message: 'Reason: at least 3 characters' },
};

describe('IdempotencyKey', () => {
  it.each(Object.entries(UNCERTAIN))('keeps the key for the retry after %s: the first call may have landed', (_, failure) => {
    expect(isUncertainFailure(failure)).toBe(true);
    const [first, retry] = keysAround(failure);
    expect(retry).toBe(first);
  });

  it.each(Object.entries(DEFINITE))('makes a new key after %s: the action ended', (_, failure) => {
    expect(isUncertainFailure(failure)).toBe(false);
    const [first, next] = keysAround(failure);
    expect(next).not.toBe(first);
  });

  it('makes a new key after a success', () => {
    const [first, next] = keysAround(null);
    expect(next).not.toBe(first);
  });

  it('holds a key only while an action waits for its retry', () => {
    const key = counting();
    expect(key.held()).toBe(false);
    key.forSubmit();
    expect(key.held()).toBe(true);
    key.settled(UNCERTAIN['a time-out'] ?? null);
    expect(key.held()).toBe(true);
    key.settled(DEFINITE['a refusal (409)'] ?? null);
    expect(key.held()).toBe(false);
  });

  it('holds no key once edited while the call is on its way: the retry would be another request', () => {
    const key = counting();
    key.forSubmit();
    key.edited();
    key.settled(UNCERTAIN['a time-out'] ?? null);
    expect(key.held()).toBe(false);
  });

  it('makes a new key after an edit, even with a 5xx pending: the values sent next are another request', () => {
    const key = counting();
    const first = key.forSubmit();
    key.settled(UNCERTAIN['a 503'] ?? null);
    key.edited();
    expect(key.forSubmit()).not.toBe(first);
  });
});
