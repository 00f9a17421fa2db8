// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '@shared/contract';
import type { CasinoRound } from '@shared/contract/casino';
import { FALLBACK_ERROR_MESSAGE } from '@shared/errors/extract-message';
import { notices } from '@renderer/app/notices/notice-store';
import { DISCARD_QUESTION } from '@renderer/components/form-kit/close-guard';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { RoundEndModal, type RoundAction } from './round-end-modal';

const unsettled: CasinoRound = {
  roundId: '65a1b2c3d4e5f60718293a4b',
  eventId: 'e1',
  eventName: 'Andar Bahar International',
  game: 'andarBahar',
  provider: 'international',
  seq: 5,
  status: 'unsettled',
  startedAt: '2026-11-27T10:00:00.000Z',
  closesAt: '2026-11-27T10:00:30.000Z',
  closedAt: '2026-11-27T10:00:30.000Z',
  result: null,
  bets: 3,
  staked: 3_900,
  paid: null,
  settledBy: null,
  reason: null,
};
const bets = [1_000, 1_400, 1_500].map((stake, i) => ({ txId: `tx${i}`, userName: `punter000${i}`, outcome: 'andar', stake, odds: 1.9, payout: null, placedAt: '2026-11-27T10:00:10.000Z' }));
const settledElsewhere = { ...unsettled, status: 'settled' as const, result: { winner: 'bahar', cards: '' }, paid: 0, settledBy: 'admin' };
const refusal = 'Round 5 of Andar Bahar International is already settled: nothing was paid again.';

let round: CasinoRound;
/** The exchange's void: refused (settled elsewhere) unless a test answers otherwise; the key each call carried is kept. */
const manualVoid = vi.fn(async (_input: unknown, _options?: { idempotencyKey?: string }): Promise<Result<unknown>> => fail({ kind: 'conflict', status: 409, message: refusal }));

/** The exchange's settle: each test answers it. */
const manualSettle = vi.fn(async (_input: unknown, _options?: { idempotencyKey?: string }): Promise<Result<unknown>> => fail({ kind: 'timeout', message: FALLBACK_ERROR_MESSAGE }));

beforeEach(() => {
  round = unsettled;
  manualVoid.mockClear();
  manualSettle.mockReset();
  notices.clear();
  notifications.clean();
  (window as unknown as { exchange: unknown }).exchange = { casino: { roundResult: async () => ok({ round, bets }), manualVoid, manualSettle } };
  stubMatchMedia();
});
afterEach(cleanup);

const renderDialog = (kind: RoundAction['kind'], onClose = vi.fn()) => {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <RoundEndModal action={{ round: unsettled, kind }} onClose={onClose} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return client;
};
const renderVoid = () => renderDialog('void');
const voidButton = () => screen.getByRole('button', { name: 'Void round' }) as HTMLButtonElement;
const moneyShown = () => screen.queryByRole('status', { name: 'Money that will move' });

describe('the void dialog of a casino round', () => {
  it('after the exchange refuses it (settled in another window), drops its refund and turns Void round off', async () => {
    renderVoid();
    expect((await screen.findByRole('status', { name: 'Money that will move' })).textContent).toContain('Refund ₹3,900.00 to 3 bets');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Dealer misdeal');
    await waitFor(() => expect(voidButton().disabled).toBe(false));
    // The other window settled it; this one's read of the round has not caught up yet.
    await userEvent.click(voidButton());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', refusal);
    expect(moneyShown()).toBeNull();
    expect(voidButton().disabled).toBe(true);
    expect(manualVoid).toHaveBeenCalledTimes(1);
  });

  it('after a time-out says the round may or may not have been voided, and Void round again sends the same key', async () => {
    const onClose = vi.fn();
    renderDialog('void', onClose);
    manualVoid.mockResolvedValueOnce(fail({ kind: 'timeout', message: FALLBACK_ERROR_MESSAGE })).mockResolvedValueOnce(ok({ round: { ...unsettled, status: 'voided' }, bets }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Reason' }), 'Dealer misdeal');
    await waitFor(() => expect(voidButton().disabled).toBe(false));
    await userEvent.click(voidButton());
    const said = 'The exchange did not answer in time. It may or may not have been done: press Void round again, in this form and without changing it, to finish it. That is safe: the exchange does it once, never twice.';
    await waitFor(() => expect(notices.get().map((notice) => notice.message)).toEqual([said]));
    await waitFor(() => expect(voidButton().disabled).toBe(false));
    await userEvent.click(voidButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [first, retry] = manualVoid.mock.calls.map(([, options]) => options?.idempotencyKey);
    expect(first).toEqual(expect.any(String));
    expect(retry).toBe(first);
  });

  it('follows its round: settled elsewhere, it says so and offers nothing more', async () => {
    const client = renderVoid();
    await screen.findByRole('status', { name: 'Money that will move' });
    round = settledElsewhere;
    await act(() => client.invalidateQueries());
    expect((await screen.findByRole('alert')).textContent).toBe('Round 5 of Andar Bahar International is already settled: there is nothing to void here.');
    expect(moneyShown()).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Dealer misdeal');
    expect(voidButton().disabled).toBe(true);
    expect(manualVoid).not.toHaveBeenCalled();
  });
});

describe('what is typed in a round dialog', () => {
  it('is asked about before Cancel throws a typed void reason away; an untouched dialog closes at once', async () => {
    const onClose = vi.fn();
    renderDialog('void', onClose);
    const user = userEvent.setup();
    await screen.findByRole('status', { name: 'Money that will move' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Dealer misdeal');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(DISCARD_QUESTION)).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is asked about before Escape closes a settle dialog with a winner, cards and a reason', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderDialog('settle', onClose);
    await user.click(await screen.findByRole('textbox', { name: 'Winner' }));
    await user.click(await screen.findByRole('option', { name: /^Andar/ }));
    await user.type(screen.getByRole('textbox', { name: 'Cards' }), 'K♠ 7♦');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Feed lost');
    await user.keyboard('{Escape}');
    expect(await screen.findByText(DISCARD_QUESTION)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Keep editing' }));
    // Kept: the question goes, the dialog stays with what was typed.
    await waitFor(() => expect(screen.queryByText(DISCARD_QUESTION)).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Reason' }) as HTMLTextAreaElement).value).toBe('Feed lost');
    expect(onClose).not.toHaveBeenCalled();
  });
});

/** The exchange did the settle but its answer was lost: the round reads settled from then on. */
const doneButTimedOut = (done: CasinoRound) => async (): Promise<Result<unknown>> => {
  round = done;
  return fail({ kind: 'timeout', message: FALLBACK_ERROR_MESSAGE });
};
const settledAndar = { ...settledElsewhere, result: { winner: 'andar', cards: '' }, reason: 'Feed lost' };
const settleButton = () => screen.queryByRole('button', { name: 'Settle round' }) as HTMLButtonElement | null;
const timeoutToast = 'The exchange did not answer in time. It may or may not have been done: press Settle round again, in this form and without changing it, to finish it. That is safe: the exchange does it once, never twice.';
/** The words of the toasts up now (or queued behind them). */
const toastsUp = () => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].map((toast) => toast.message);
};

/** Andar as the winner, with a reason, then Settle round. */
const pressSettle = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('textbox', { name: 'Winner' }));
  await user.click(await screen.findByRole('option', { name: /^Andar/ }));
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Feed lost');
  await waitFor(() => expect(settleButton()?.disabled).toBe(false));
  await user.click(settleButton()!);
};

describe('the settle dialog of a casino round after its own press got no answer', () => {
  it('says the press went through once the round reads settled with its winner, and offers Close alone', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderDialog('settle', onClose);
    manualSettle.mockImplementationOnce(doneButTimedOut(settledAndar));
    await pressSettle(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Round 5 of Andar Bahar International is settled: your Settle round went through, although its answer was lost. Nothing more to do.');
    expect(notices.get().map((notice) => notice.message)).toEqual([timeoutToast]);
    // The toast that said to press again is stale now: it goes (its line in the notifications centre stays).
    await waitFor(() => expect(toastsUp()).not.toContain(timeoutToast));
    expect(moneyShown()).toBeNull();
    expect(settleButton()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    // What was typed was sent and done: nothing to discard.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByText(DISCARD_QUESTION)).toBeNull();
    expect(manualSettle).toHaveBeenCalledOnce();
  });

  it("keeps the exchange's words when its next press is refused, though the round reads as it asked", async () => {
    const user = userEvent.setup();
    renderDialog('settle');
    manualSettle.mockResolvedValueOnce(fail({ kind: 'timeout', message: FALLBACK_ERROR_MESSAGE })).mockImplementationOnce(async () => {
      round = settledAndar;
      return fail({ kind: 'conflict', status: 409, message: refusal });
    });
    await pressSettle(user);
    await waitFor(() => expect(notices.get().map((notice) => notice.message)).toEqual([timeoutToast]));
    // The round still waits: the toast saying to press again stays while it is true.
    expect(toastsUp()).toContain(timeoutToast);
    await waitFor(() => expect(settleButton()?.disabled).toBe(false));
    await user.click(settleButton()!);
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(settleButton()?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it.each([
    { case: 'voided meanwhile', ended: { ...unsettled, status: 'voided' as const, paid: 3_900 }, said: 'already voided' },
    { case: 'settled with another winner', ended: settledElsewhere, said: 'already settled' },
    { case: 'settled with its winner but another reason (another console)', ended: { ...settledAndar, reason: 'Dealer error' }, said: 'already settled' },
  ])('says it ended elsewhere when the round reads $case', async ({ ended, said }) => {
    const user = userEvent.setup();
    renderDialog('settle');
    manualSettle.mockImplementationOnce(doneButTimedOut(ended));
    await pressSettle(user);
    expect((await screen.findByRole('alert')).textContent).toBe(`Round 5 of Andar Bahar International is ${said}: there is nothing to settle here.`);
    expect(settleButton()?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('says it ended elsewhere when the round reads settled and no press of its own failed', async () => {
    const client = renderDialog('settle');
    await screen.findByRole('textbox', { name: 'Winner' });
    round = settledAndar;
    await act(() => client.invalidateQueries());
    expect((await screen.findByRole('alert')).textContent).toBe('Round 5 of Andar Bahar International is already settled: there is nothing to settle here.');
    expect(settleButton()?.disabled).toBe(true);
    expect(manualSettle).not.toHaveBeenCalled();
  });
});
