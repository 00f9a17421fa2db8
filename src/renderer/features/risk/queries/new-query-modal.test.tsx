// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '@shared/contract';
import { NewQueryModal } from './new-query-modal';
import { stubMatchMedia } from '@renderer/testing/match-media';

type Call = { input: unknown; options: { idempotencyKey?: string } | undefined; answer(result: Result<unknown>): void };
let calls: Call[];

beforeEach(() => {
  calls = [];
  (window as unknown as { exchange: unknown }).exchange = {
    queries: { open: (input: unknown, options: Call['options']) => new Promise<Result<unknown>>((answer) => calls.push({ input, options, answer })) },
  };
  stubMatchMedia();
});
afterEach(cleanup);

const renderModal = (element: React.ReactElement) => {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>{element}</MantineProvider>
    </QueryClientProvider>,
  );
};

describe('Record a punter query', () => {
  it('opened from a statement line or a bet, has the punter and that line or bet filled in and records them', async () => {
    const user = userEvent.setup();
    renderModal(<NewQueryModal about={{ userName: 'punter0007', statementSeq: 42 }} onClose={vi.fn()} />);
    expect((screen.getByRole('textbox', { name: 'Punter user name' }) as HTMLInputElement).value).toBe('punter0007');
    expect((screen.getByRole('textbox', { name: 'About statement line (no.)' }) as HTMLInputElement).value).toBe('42');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Subject' })));
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Settlement');
    await user.type(screen.getByRole('textbox', { name: 'Query' }), 'Paid too little.');
    await user.click(screen.getByRole('button', { name: 'Record query' }));
    expect(calls[0]?.input).toEqual({ userName: 'punter0007', subject: 'Settlement', body: 'Paid too little.', statementSeq: 42 });
    cleanup();
    renderModal(<NewQueryModal about={{ userName: 'punter0007', betId: '65a1b2c3d4e5f60718293a4b' }} onClose={vi.fn()} />);
    expect((screen.getByRole('textbox', { name: 'About bet (id)' }) as HTMLInputElement).value).toBe('65a1b2c3d4e5f60718293a4b');
  });

  it('records a query once however often Record query is clicked, with one idempotency key', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MantineProvider>
          <NewQueryModal onClose={onClose} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const record = () => screen.getByRole('button', { name: 'Record query' }) as HTMLButtonElement;
    expect(record().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Punter user name' }), 'punter2022');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Deposit');
    await user.type(screen.getByRole('textbox', { name: 'Query' }), 'Not credited yet.');
    await user.dblClick(record());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual({ userName: 'punter2022', subject: 'Deposit', body: 'Not credited yet.' });
    expect(calls[0]?.options?.idempotencyKey).toBeTruthy();
    await act(async () => calls[0]?.answer({ ok: true, data: {}, message: 'Query recorded.' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('never records a query without the statement line typed: a number too large says so and keeps Record query off', async () => {
    const user = userEvent.setup();
    renderModal(<NewQueryModal about={{ userName: 'punter0007' }} onClose={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Settlement');
    await user.type(screen.getByRole('textbox', { name: 'Query' }), 'Paid too little.');
    const line = screen.getByRole('textbox', { name: 'About statement line (no.)' });
    const record = () => screen.getByRole('button', { name: 'Record query' }) as HTMLButtonElement;
    // Mantine's field hands these back as text, not numbers: 14 digits, still exact, are sent as the number.
    await user.type(line, '12345678901234');
    await waitFor(() => expect(record().disabled).toBe(false));
    await user.clear(line);
    await user.type(line, '99999999999999999999');
    await waitFor(() => expect(screen.getByText('About statement line (no.): no line has a number that large.')).toBeTruthy());
    expect(record().disabled).toBe(true);
    await user.click(record());
    expect(calls).toHaveLength(0);
    await user.clear(line);
    await user.type(line, '12345678901234');
    await user.click(record());
    expect(calls[0]?.input).toEqual({ userName: 'punter0007', subject: 'Settlement', body: 'Paid too little.', statementSeq: 12345678901234 });
  });
});
