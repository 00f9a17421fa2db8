import { CancelledError } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@shared/contract';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { BridgeCallError, bridgeErrorOf, errorToast, unwrap, unwrapWithMessage } from './errors';

describe('unwrap', () => {
  it('gives the data of a successful result', () => {
    expect(unwrap(ok([1, 2]))).toEqual([1, 2]);
  });

  it('throws a typed error carrying the bridge error of a failed result', () => {
    const error = { kind: 'forbidden' as const, status: 403, message: 'Permission denied' };
    expect(() => unwrap(fail(error))).toThrow(BridgeCallError);
    try {
      unwrap(fail(error));
    } catch (thrown) {
      expect(bridgeErrorOf(thrown)).toEqual(error);
    }
  });

  it("keeps the exchange's message of a success when asked to", () => {
    expect(unwrapWithMessage(ok(null, 'Password changed successfully'))).toEqual({ data: null, message: 'Password changed successfully' });
    expect(unwrapWithMessage(ok(1))).toEqual({ data: 1 });
  });
});

describe('errorToast', () => {
  it('shows the message of a failed call as a red toast for 5 seconds', () => {
    const toast = errorToast(new BridgeCallError({ kind: 'exchange', message: 'Market is closed' }));
    expect(toast).toMatchObject({ message: 'Market is closed', color: 'red', autoClose: 5000 });
  });

  it('gives the same id to the same message, so a repeated failure shows one toast', () => {
    const first = errorToast(new BridgeCallError({ kind: 'network', message: 'Exchange unreachable' }));
    const second = errorToast(new BridgeCallError({ kind: 'timeout', message: 'Exchange unreachable' }));
    expect(first?.id).toBe(second?.id);
    expect(first?.id).not.toBe(errorToast(new BridgeCallError({ kind: 'network', message: 'Other' }))?.id);
  });

  it('shows the general fallback for an error that did not come from the bridge, or came without text', () => {
    expect(errorToast(new TypeError('x is undefined'))?.message).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorToast(new BridgeCallError({ kind: 'exchange', message: '  ' }))?.message).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('says nothing about a cancelled query', () => {
    expect(errorToast(new CancelledError())).toBeNull();
  });

  it('says nothing about a call its caller aborted through the bridge', () => {
    expect(errorToast(new BridgeCallError({ kind: 'cancelled', message: 'The request was cancelled.' }))).toBeNull();
  });
});
