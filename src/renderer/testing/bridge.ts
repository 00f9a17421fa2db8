import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { fail } from '@shared/contract';
import { stubMatchMedia } from './match-media';

/**
 * For a component test file: before each test, the window's bridge (`window.exchange`) is what `make`
 * returns, made afresh, and matchMedia is stubbed; after each, what the test rendered is removed.
 */
export const stubBridgeForEachTest = (make: () => object): void => {
  beforeEach(() => {
    (window as unknown as { exchange: unknown }).exchange = make();
    stubMatchMedia();
  });
  afterEach(cleanup);
};

/**
 * For a form test that looks only at what the form sends: the bridge holds `area.operation` alone, which
 * records each input in the mock returned (cleared before each test) and answers a network failure.
 */
export const sendOnlyBridge = (area: string, operation: string): Mock<(input: unknown) => void> => {
  const sent = vi.fn<(input: unknown) => void>();
  beforeEach(() => sent.mockReset());
  stubBridgeForEachTest(() => ({ [area]: { [operation]: async (input: unknown) => (sent(input), fail({ kind: 'network', message: 'Not in this test.' })) } }));
  return sent;
};
