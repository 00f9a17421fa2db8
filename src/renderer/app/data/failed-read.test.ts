import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { BridgeCallError } from '../errors';
import { createQueryClient } from '../query-client';
import { FAILED_READ_RETRY_MS, failedRead, refetchWhileOutage } from './failed-read';

const failure = (kind: 'exchange' | 'network' | 'timeout' | 'forbidden', status?: number) =>
  new BridgeCallError(status === undefined ? { kind, message: 'x' } : { kind, status, message: 'x' });
const query = (status: 'pending' | 'success' | 'error', error: unknown = null) => ({ state: { status, error } }) as unknown as Query;

describe('reading again a read that failed in an outage', () => {
  it('is every 10 s while it failed because the exchange could not be reached or was unavailable', () => {
    expect(refetchWhileOutage(query('error', failure('exchange', 503)))).toBe(FAILED_READ_RETRY_MS);
    expect(refetchWhileOutage(query('error', failure('exchange', 502)))).toBe(FAILED_READ_RETRY_MS);
    expect(refetchWhileOutage(query('error', failure('network')))).toBe(FAILED_READ_RETRY_MS);
  });

  it('is never after a refusal, a time-out (a heavy report), our own bug, or a read that answered', () => {
    expect(refetchWhileOutage(query('error', failure('forbidden', 403)))).toBe(false);
    expect(refetchWhileOutage(query('error', failure('exchange', 400)))).toBe(false);
    expect(refetchWhileOutage(query('error', failure('timeout')))).toBe(false);
    expect(refetchWhileOutage(query('error', new Error('bug')))).toBe(false);
    expect(refetchWhileOutage(query('success'))).toBe(false);
    expect(refetchWhileOutage(query('pending'))).toBe(false);
  });

  it('is the query client’s default', () => {
    expect(createQueryClient(() => undefined).getDefaultOptions().queries?.refetchInterval).toBe(refetchWhileOutage);
  });
});

describe('a failed read', () => {
  const read = { data: undefined, isPlaceholderData: false, isError: false, isFetching: false, errorUpdateCount: 0 };
  it('is one that failed with nothing to show, also while it is tried again', () => {
    expect(failedRead({ ...read, isError: true, errorUpdateCount: 1 })).toBe(true);
    expect(failedRead({ ...read, isFetching: true, errorUpdateCount: 1 })).toBe(true);
    // Another page's rows kept while this one is tried again: still this page's failure.
    expect(failedRead({ ...read, data: [], isPlaceholderData: true, isFetching: true, errorUpdateCount: 1 })).toBe(true);
  });

  it('is not a first load, nor a refresh that failed with its own answer still on screen', () => {
    expect(failedRead({ ...read, isFetching: true })).toBe(false);
    expect(failedRead({ ...read, data: [], isError: true, errorUpdateCount: 1 })).toBe(false);
    expect(failedRead({ ...read, data: [], isFetching: true, errorUpdateCount: 3 })).toBe(false);
  });
});
