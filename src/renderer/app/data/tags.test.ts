import { QueryObserver, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { contract } from '@shared/contract';
import type { ExchangeBridge } from '@shared/bridge/types';
import { createQueryClient } from '../query-client';
import { changedTags, invalidateTags, isStaleAfter } from './tags';
import { watchDataChanges } from './watch-data-changes';

/** A query on screen (an observer keeps it active) whose answer counts its fetches. */
const shown = (client: ReturnType<typeof createQueryClient>, key: string, reads: string[]) => {
  let fetches = 0;
  const options = queryOptions({ queryKey: [key], queryFn: async () => ++fetches, meta: { reads } });
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => undefined);
  return { fetched: () => client.fetchQuery(options), count: () => client.getQueryData<number>([key]), unsubscribe };
};

describe('entity tags', () => {
  it.each([
    [['markets'], ['markets'], true],
    [['markets'], ['markets:m-1'], true], // a list holds every market
    [['markets:m-1'], ['markets'], true], // writing the kind stales each one
    [['markets:m-1'], ['markets:m-2'], false],
    [['traders'], ['staff', 'traders:t-1'], true],
    [['catalogue'], ['markets'], false],
  ] as const)('reading %j is stale after writing %j: %s', (reads, written, stale) => {
    expect(isStaleAfter(reads, written)).toBe(stale);
  });

  it('never invalidates by tag a query that says nothing of what it reads', () => {
    expect(isStaleAfter(undefined, ['markets'])).toBe(false);
  });

  it('takes the tags an operation declares, from its input, else its whole area', () => {
    expect(changedTags(contract.markets.setStatus, { _id: 'm-7', status: 'suspended' })).toEqual(['markets:m-7', 'audit']);
    expect(changedTags(contract.windows.saveWorkspace, { name: 'Evening' })).toEqual(['windows']);
    expect(changedTags(contract.markets.exportAccessCodes, { format: 'pdf' })).toEqual(['audit']);
  });

  it('refetches the queries on screen that read a written tag, and leaves the others', async () => {
    const client = createQueryClient(vi.fn());
    const market = shown(client, 'market', ['markets:m-1']);
    const other = shown(client, 'other-market', ['markets:m-2']);
    const logs = shown(client, 'logs', ['cronLogs']);
    await Promise.all([market.fetched(), other.fetched(), logs.fetched()]);
    await invalidateTags(client, ['markets:m-1']);
    expect([market.count(), other.count(), logs.count()]).toEqual([2, 1, 1]);
    for (const query of [market, other, logs]) query.unsubscribe();
  });

  it('refetches before a mutation settles what it wrote, in the calling window', async () => {
    const client = createQueryClient(vi.fn());
    const list = shown(client, 'markets', ['markets']);
    await list.fetched();
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'done', meta: { writes: (input) => [`markets:${String(input)}`] } })
      .execute('m-9');
    expect(list.count()).toBe(2);
    list.unsubscribe();
  });

  it('invalidates what another window changed, once subscribed, until unsubscribed', async () => {
    const client = createQueryClient(vi.fn());
    const list = shown(client, 'markets', ['markets']);
    await list.fetched();
    let deliver: (payload: { tags: readonly string[] }) => void = () => undefined;
    const off = vi.fn();
    const data = { onChanged: (listener: typeof deliver) => ((deliver = listener), off) } as unknown as ExchangeBridge['data'];
    const unsubscribe = watchDataChanges(client, data);
    deliver({ tags: ['markets:m-1'] });
    await vi.waitFor(() => expect(list.count()).toBe(2));
    unsubscribe();
    expect(off).toHaveBeenCalledOnce();
    list.unsubscribe();
  });
});
