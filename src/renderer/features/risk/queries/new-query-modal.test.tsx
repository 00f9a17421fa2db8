// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '@shared/contract';
import { NewQueryModal } from './new-query-modal';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { MATCHED_BET } from '../user-bet-fixture';
import { BET_LOOKUP_AFTER_MS, NOT_THE_PUNTERS_BET } from './bet-of-punter';

type Call = { input: unknown; options: { idempotencyKey?: string } | undefined; answer(result: Result<unknown>): void };
let calls: Call[];
/** What the bet look-up asked for: the punter's bets with one id (the exchange has MATCHED_BET only). */
let lookups: { userName: string; betId?: string }[];

beforeEach(() => {
  calls = [];
  lookups = [];
  (window as unknown as { exchange: unknown }).exchange = {
    queries: { open: (input: unknown, options: Call['options']) => new Promise<Result<unknown>>((answer) => calls.push({ input, options, answer })) },
    risk: {
      userBets: async (input: { userName: string; betId?: string }) => {
        lookups.push(input);
        const data = input.betId === MATCHED_BET.betId ? [MATCHED_BET] : [];
        return ok({ data, recordsTotal: data.length, recordsFiltered: data.length });
      },
    },
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

describe('the exchange’s word on a query’s bet or line', () => {
  const record = () => screen.getByRole('button', { name: 'Record query' }) as HTMLButtonElement;
  const betField = () => screen.getByRole('textbox', { name: 'About bet (id)' });
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Settlement');
    await user.type(screen.getByRole('textbox', { name: 'Query' }), 'Paid too little.');
  };

  it.each([
    ['About bet (id)', { betId: 'zzz' }, 'betId', 'That bet is not one of this punter’s.'],
    ['About statement line (no.)', { statementSeq: 42 }, 'statementSeq', 'That statement line is not one of this punter’s.'],
  ] as const)('says a refusal on its field, %s', async (label, about, field, message) => {
    const user = userEvent.setup();
    renderModal(<NewQueryModal about={{ userName: 'punter0007', ...about }} onClose={vi.fn()} />);
    await fill(user);
    await user.click(record());
    await act(async () => calls[0]?.answer(fail({ kind: 'exchange', status: 422, message, fieldErrors: { [field]: message } })));
    const input = screen.getByRole('textbox', { name: label });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-error')) ?? '')?.textContent).toBe(message);
  });

  it('looks a bet id typed up among the punter’s bets once typing rests: "zzz" is none of theirs, said on the field, and never sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithProviders(<NewQueryModal about={{ userName: 'punter0007' }} onClose={vi.fn()} />, signedIn('admin', 'admin'));
      await fill(user);
      await user.type(betField(), 'zzz');
      await act(() => vi.advanceTimersByTimeAsync(BET_LOOKUP_AFTER_MS));
      expect(await screen.findByText(NOT_THE_PUNTERS_BET)).toBeTruthy();
      // Asked once, for what rested there, not for every key.
      expect(lookups).toEqual([{ userName: 'punter0007', betId: 'zzz', scope: 'all', start: 0, length: 1 }]);
      expect(record().disabled).toBe(true);
      await user.type(betField(), '{Enter}');
      expect(calls).toHaveLength(0);

      await user.clear(betField());
      await user.type(betField(), MATCHED_BET.betId);
      // Typing again: no message while the new id is not answered yet.
      expect(screen.queryByText(NOT_THE_PUNTERS_BET)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(BET_LOOKUP_AFTER_MS));
      await waitFor(() => expect(lookups.at(-1)?.betId).toBe(MATCHED_BET.betId));
      await waitFor(() => expect(record().disabled).toBe(false));
      expect(screen.queryByText(NOT_THE_PUNTERS_BET)).toBeNull();
      await user.click(record());
      expect(calls[0]?.input).toEqual({ userName: 'punter0007', subject: 'Settlement', body: 'Paid too little.', betId: MATCHED_BET.betId });
    } finally {
      vi.useRealTimers();
    }
  });
});
