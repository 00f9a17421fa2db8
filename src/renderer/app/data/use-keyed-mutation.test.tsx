// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { area, fail, http, ok, type Result } from '@shared/contract';
import { createQueryClient } from '../query-client';
import { useKeyedMutation } from './use-keyed-mutation';

const desk = area('desk', {
  settle: http({ http: { method: 'POST', path: '/settle' }, access: 'session', input: z.object({ marketId: z.string() }), output: z.object({ version: z.number() }) }),
});

type Call = { input: unknown; key: string | undefined; answer(result: Result<{ version: number }>): void };
let calls: Call[];

beforeEach(() => {
  calls = [];
  const settle = (input: unknown, carriage?: { idempotencyKey?: string }) =>
    new Promise<Result<{ version: number }>>((resolve) => calls.push({ input, key: carriage?.idempotencyKey, answer: resolve }));
  (window as unknown as { exchange: unknown }).exchange = { desk: { settle } };
});
afterEach(cleanup);

function SettleButton({ marketId = 'm1' }: { marketId?: string }) {
  const settle = useKeyedMutation(desk.settle, { errorToast: false });
  return (
    <>
      <button type="button" onClick={() => settle.mutate({ marketId })}>
        Settle {settle.isError ? '(failed)' : ''}
      </button>
      <button type="button" onClick={settle.resetKey}>
        Start again
      </button>
    </>
  );
}

const settleButton = () => screen.getByRole('button', { name: /^Settle/ });
const client = () => createQueryClient(vi.fn());
const renderButton = () =>
  render(
    <QueryClientProvider client={client()}>
      <SettleButton />
    </QueryClientProvider>,
  );

describe('useKeyedMutation', () => {
  it('sends a double click once, however fast, and the next action after the answer with a new key', async () => {
    renderButton();
    const button = settleButton();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer(ok({ version: 1 }));
    await waitFor(() => expect(settleButton().textContent).toBe('Settle '));
    fireEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.key).toBeDefined();
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });

  it('keeps the key for the retry after a time-out, when the first call may have landed', async () => {
    renderButton();
    fireEvent.click(settleButton());
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer(fail({ kind: 'timeout', message: 'The exchange did not answer in time.' }));
    await waitFor(() => expect(settleButton().textContent).toContain('(failed)'));
    fireEvent.click(settleButton());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.key).toBe(calls[0]!.key);
  });

  it('drops the kept key on resetKey: the same request sent after it is a new action', async () => {
    renderButton();
    fireEvent.click(settleButton());
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer(fail({ kind: 'timeout', message: 'The exchange did not answer in time.' }));
    await waitFor(() => expect(settleButton().textContent).toContain('(failed)'));
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    fireEvent.click(settleButton());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.key).toBeDefined();
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });

  it('drops the kept key when the retry is another request (the user changed what to send)', async () => {
    const queries = client();
    const { rerender } = render(
      <QueryClientProvider client={queries}>
        <SettleButton />
      </QueryClientProvider>,
    );
    fireEvent.click(settleButton());
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer(fail({ kind: 'timeout', message: 'The exchange did not answer in time.' }));
    await waitFor(() => expect(settleButton().textContent).toContain('(failed)'));
    rerender(
      <QueryClientProvider client={queries}>
        <SettleButton marketId="m2" />
      </QueryClientProvider>,
    );
    fireEvent.click(settleButton());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.key).toBeDefined();
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });
});
