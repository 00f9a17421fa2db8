// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { area, http, ok, type Result } from '@shared/contract';
import { createQueryClient } from '../query-client';
import { useOperation, useOperationMutation } from './use-operation';

/** A market's status, and a call that suspends one: tagged as the real contract tags them. */
const shop = area('shop', {
  get: http({ http: { method: 'POST', path: '/m' }, access: 'session', input: z.object({ _id: z.string() }), output: z.string(), reads: (i) => [`markets:${i._id}`] }),
  suspend: http({ http: { method: 'POST', path: '/s' }, access: 'session', input: z.object({ _id: z.string() }), output: z.null(), writes: (i) => [`markets:${i._id}`] }),
});

let status: Record<string, string>;
const get = vi.fn(async (input: { _id: string }): Promise<Result<string>> => ok(status[input._id] ?? 'none'));

beforeEach(() => {
  status = { m1: 'open', m2: 'open' };
  get.mockClear();
  const suspend = async (input: { _id: string }) => ((status[input._id] = 'suspended'), ok(null));
  (window as unknown as { exchange: unknown }).exchange = { shop: { get, suspend } };
});
afterEach(cleanup);

function Market({ id }: { id: string }) {
  const { data } = useOperation(shop.get, { _id: id });
  const suspend = useOperationMutation(shop.suspend);
  return (
    <button type="button" onClick={() => suspend.mutate({ _id: 'm1' })}>
      {id}: {data ?? '…'}
    </button>
  );
}

const renderMarkets = () =>
  render(
    <QueryClientProvider client={createQueryClient(vi.fn())}>
      <Market id="m1" />
      <Market id="m2" />
    </QueryClientProvider>,
  );

describe('useOperation and useOperationMutation', () => {
  it('refetches at once, in the calling window, the answers that read what the mutation wrote, and only those', async () => {
    renderMarkets();
    await screen.findByText('m1: open');
    await screen.findByText('m2: open');
    const fetches = get.mock.calls.length;
    await act(async () => screen.getByText('m1: open').click());
    await screen.findByText('m1: suspended');
    await waitFor(() => expect(get.mock.calls.length).toBe(fetches + 1));
    expect(get.mock.calls.at(-1)?.[0]).toEqual({ _id: 'm1' });
  });
});
