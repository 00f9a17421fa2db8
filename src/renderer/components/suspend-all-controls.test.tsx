// @vitest-environment happy-dom
import { notifications, notificationsStore } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import { SUSPEND_ALL_CONFIRMATION } from '@shared/contract/markets';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { SuspendAllControls } from './suspend-all-controls';

const PENDING = { batchId: 'b1', at: '2025-01-01T10:00:00.000Z', by: 'admin', count: 3, stillSuspended: 3 };

/** What the exchange says of "suspend all" now; the calls change it as the exchange would. */
let state: { openCount: number; pending: typeof PENDING | null };
/** How many markets Restore reopens (none: they were all closed meanwhile). */
let reopens: number;
/** How many markets Restore left suspended because they are past the off (absent: an exchange that does not say). */
let stayedOff: number | undefined;
/** What Suspend all answers: the batch it suspended, or the one in force it added to, counted whole. */
let suspendAnswer: { batchId: string; suspended: number; added: number };
/** The Idempotency-Key of each Suspend all sent. */
let suspendKeys: (string | undefined)[];
/** How many Suspend all still go unanswered (a time-out), before the exchange answers. */
let timeOuts: number;
// Toasts of earlier tests go: at most five are up at once, and a sixth would wait behind them unseen.
beforeEach(() => notifications.clean());
stubBridgeForEachTest(() => {
  state = { openCount: 3, pending: null };
  reopens = 3;
  stayedOff = undefined;
  suspendAnswer = { batchId: 'b1', suspended: 3, added: 3 };
  suspendKeys = [];
  timeOuts = 0;
  return {
    markets: {
      suspendAllState: async () => ok(state),
      suspendAll: async (_input: unknown, carriage?: { idempotencyKey?: string }) => {
        suspendKeys.push(carriage?.idempotencyKey);
        if (timeOuts > 0) return (timeOuts--, fail({ kind: 'timeout', message: 'The exchange did not answer in time.' }));
        state = { openCount: 0, pending: { ...PENDING, count: suspendAnswer.suspended, stillSuspended: suspendAnswer.suspended } };
        return ok(suspendAnswer);
      },
      restoreAll: async () => ((state = { openCount: reopens, pending: null }), ok({ restored: reopens, stayedSuspendedOff: stayedOff }, `${reopens} markets reopened.`)),
    },
  };
});

const button = (name: RegExp) => screen.getByRole('button', { name });
/** Longer than the modal's own return of the keyboard to its opener (10 ms after it closes). */
const afterTheModalsOwnReturn = () => new Promise((resolve) => setTimeout(resolve, 60));
const toastsUp = () => notificationsStore.getState().notifications.map((toast) => toast.message);

describe('Suspend all / Restore', () => {
  it('sends Suspend all once however fast it is double-clicked, keyed, and counts the batch the exchange answered', async () => {
    // A "suspend all" of 61 is in force and 2 markets opened since: the exchange adds them and answers the batch whole.
    state = { openCount: 2, pending: { ...PENDING, count: 59, stillSuspended: 59 } };
    suspendAnswer = { batchId: 'b1', suspended: 61, added: 2 };
    const user = userEvent.setup();
    renderAsAdmin(<SuspendAllControls />);
    await waitFor(() => expect(button(/^Suspend all markets$/).hasAttribute('disabled')).toBe(false));
    await user.click(button(/^Suspend all markets$/));
    await user.type(await screen.findByLabelText(`Type ${SUSPEND_ALL_CONFIRMATION} to confirm`), SUSPEND_ALL_CONFIRMATION);
    const confirm = screen.getByRole('button', { name: 'Suspend all' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    await waitFor(() => expect(toastsUp()).toContain('61 markets suspended.'));
    expect(suspendKeys).toHaveLength(1);
    expect(suspendKeys[0]).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Restore suspended markets (61)' })).toBeDefined();
    expect(screen.getByText('A “suspend all” is in force: 61 of 61 markets still suspended.')).toBeDefined();
  });

  it('retries with the same key from the dialog still open after a time-out, and with a new one once the dialog opens afresh', async () => {
    timeOuts = 2;
    const user = userEvent.setup();
    renderAsAdmin(<SuspendAllControls />);
    await waitFor(() => expect(button(/^Suspend all markets$/).hasAttribute('disabled')).toBe(false));
    const confirmTyped = async () => {
      await user.click(button(/^Suspend all markets$/));
      await user.type(await screen.findByLabelText(`Type ${SUSPEND_ALL_CONFIRMATION} to confirm`), SUSPEND_ALL_CONFIRMATION);
    };
    const pressSuspend = async (count: number) => {
      await user.click(screen.getByRole('button', { name: 'Suspend all' }));
      await waitFor(() => expect(suspendKeys).toHaveLength(count));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Suspend all' }).hasAttribute('data-loading')).toBe(false));
    };
    await confirmTyped();
    await pressSuspend(1);
    await pressSuspend(2);
    expect(suspendKeys[1]).toBe(suspendKeys[0]);

    // Given up: Cancel. Suspend all pressed later (the first may never have landed) is a new action.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    await confirmTyped();
    await pressSuspend(3);
    expect(suspendKeys[2]).toBeTruthy();
    expect(suspendKeys[2]).not.toBe(suspendKeys[0]);
    await waitFor(() => expect(toastsUp()).toContain('3 markets suspended.'));
  });

  it('once Suspend all is confirmed (its button now disabled), the keyboard is on Restore, not on the page', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<SuspendAllControls />);
    await waitFor(() => expect(button(/^Suspend all markets$/).hasAttribute('disabled')).toBe(false));
    await user.click(button(/^Suspend all markets$/));
    await user.type(await screen.findByLabelText(`Type ${SUSPEND_ALL_CONFIRMATION} to confirm`), SUSPEND_ALL_CONFIRMATION);
    await user.click(screen.getByRole('button', { name: 'Suspend all' }));

    await waitFor(() => expect(document.activeElement).toBe(button(/^Restore suspended markets \(3\)$/)));
    expect(button(/^Suspend all markets$/).hasAttribute('disabled')).toBe(true);
    await afterTheModalsOwnReturn();
    expect(document.activeElement).toBe(button(/^Restore suspended markets/));
  });

  it('once Restore is confirmed (its button now gone), the keyboard is on Suspend all', async () => {
    state = { openCount: 0, pending: PENDING };
    const user = userEvent.setup();
    renderAsAdmin(<SuspendAllControls />);
    await user.click(await screen.findByRole('button', { name: /^Restore suspended markets/ }));
    await user.click(await screen.findByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: /^Restore suspended markets/ })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button(/^Suspend all markets$/)));
    await afterTheModalsOwnReturn();
    expect(document.activeElement).toBe(button(/^Suspend all markets$/));
  });

  // Each case reopens its own number, so a toast of an earlier test still up cannot stand in for its own.
  it.each([
    [4, 2, '4 markets reopened. 2 stayed suspended: past the off.'],
    [5, 0, '5 markets reopened.'],
    [6, undefined, '6 markets reopened.'],
  ])('Restore reopening %s says how many stayed suspended because they are past the off (%s)', async (reopened, off, toast) => {
    state = { openCount: 0, pending: PENDING };
    reopens = reopened;
    stayedOff = off;
    const user = userEvent.setup();
    renderAsAdmin(<SuspendAllControls />);
    await user.click(await screen.findByRole('button', { name: /^Restore suspended markets/ }));
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(toastsUp()).toContain(toast));
  });

  it('when no control stands in its place (Restore reopened nothing, nothing is open), the keyboard goes to the list', async () => {
    state = { openCount: 0, pending: PENDING };
    reopens = 0;
    const focusList = vi.fn();
    const user = userEvent.setup();
    renderAsAdmin(<SuspendAllControls focusList={focusList} />);
    await user.click(await screen.findByRole('button', { name: /^Restore suspended markets/ }));
    await user.click(await screen.findByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(focusList).toHaveBeenCalledTimes(1));
    expect(button(/^Suspend all markets$/).hasAttribute('disabled')).toBe(true);
    // Once: the screen drawn again later (its lists read every second) does not take the keyboard back.
    await afterTheModalsOwnReturn();
    expect(focusList).toHaveBeenCalledTimes(1);
  });
});
