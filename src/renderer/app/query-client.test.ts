import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '@shared/contract';
import { BridgeCallError } from './errors';
import { bridgeMutation, bridgeQuery } from './query';
import { createQueryClient, shouldRetryQuery } from './query-client';

const failure = (message: string): Result<never> => fail({ kind: 'exchange', message });

describe('the query client', () => {
  it('reports a failed query to the central error toast once', async () => {
    const report = vi.fn();
    const client = createQueryClient(report);
    await expect(client.fetchQuery(bridgeQuery(['cronLogs.list'], async () => failure('No logs')))).rejects.toThrow('No logs');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toBeInstanceOf(BridgeCallError);
  });

  it('leaves a query that shows its own error out of the central toast', async () => {
    const report = vi.fn();
    const client = createQueryClient(report);
    await expect(client.fetchQuery(bridgeQuery(['x'], async () => failure('Nope'), { errorToast: false }))).rejects.toThrow();
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a failed mutation, unless it opted out', async () => {
    const report = vi.fn();
    const client = createQueryClient(report);
    const reported = new MutationObserver(client, bridgeMutation(async (_: void) => failure('Delete failed')));
    await expect(reported.mutate()).rejects.toThrow('Delete failed');
    const silent = new MutationObserver(client, bridgeMutation(async (_: void) => failure('Wrong password'), { errorToast: false }));
    await expect(silent.mutate()).rejects.toThrow('Wrong password');
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('refetches the queries a successful mutation names before the mutation settles', async () => {
    const client = createQueryClient(vi.fn());
    let version = 1;
    const list = bridgeQuery(['traders.list', { page: 1 }], async () => ok(version));
    // An observer keeps the query active, as a screen showing it would.
    const screen = new QueryObserver(client, list);
    const unsubscribe = screen.subscribe(() => undefined);
    await client.fetchQuery(list);
    const save = bridgeMutation(
      async (_: void) => {
        version = 2;
        return ok(null, 'Saved');
      },
      { invalidates: [['traders.list']] },
    );
    await expect(new MutationObserver(client, save).mutate()).resolves.toEqual({ data: null, message: 'Saved' });
    expect(client.getQueryData(list.queryKey)).toBe(2);
    unsubscribe();
  });

  it('reads again what a mutation would have written when the exchange says it is gone or has moved on', async () => {
    const client = createQueryClient(vi.fn());
    let rows = ['QA Stale', 'Tom'];
    const list = bridgeQuery(['traders.list', {}], async () => ok(rows), { reads: ['traders'] });
    const screen = new QueryObserver(client, list);
    const unsubscribe = screen.subscribe(() => undefined);
    await client.fetchQuery(list);
    rows = ['Tom']; // Another console deleted it.
    const edit = (status: number) =>
      new MutationObserver(client, bridgeMutation(async (_: void) => fail({ kind: 'exchange', status, message: 'Trader not found.' }), { writes: () => ['traders'] })).mutate();
    await expect(edit(422)).rejects.toThrow();
    expect(client.getQueryData(list.queryKey)).toEqual(['QA Stale', 'Tom']);
    await expect(edit(404)).rejects.toThrow('Trader not found.');
    expect(client.getQueryData(list.queryKey)).toEqual(['Tom']);
    unsubscribe();
  });

  it('retries only failures that may pass by themselves, at most twice', () => {
    const network = new BridgeCallError({ kind: 'network', message: 'down' });
    expect(shouldRetryQuery(0, network)).toBe(true);
    expect(shouldRetryQuery(2, network)).toBe(false);
    expect(shouldRetryQuery(0, new BridgeCallError({ kind: 'unauthorized', status: 401, message: 'gone' }))).toBe(false);
    expect(shouldRetryQuery(0, new Error('bug'))).toBe(false);
  });
});
