// @vitest-environment happy-dom
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, type Result } from '@shared/contract';
import type { AccountRow } from '@shared/contract/risk';
import type { AccountStatus } from '@shared/money/accounts';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { punterAccount } from './account-row-fixture';
import { DISCARD_QUESTION, DISCARD_TITLE } from '@renderer/components/form-kit/close-guard';
import { ACCOUNT_REFRESH_MS } from './current-account';
import { PunterDrawer } from './punter-drawer';
import { CHANGED_MEANWHILE } from './status-form';

const OPENED = punterAccount({ accountId: 'a428', userName: 'punter0428', name: 'Test Punter' });

/** The account as the exchange has it; another window's change is a change of this and a refresh. */
let current: AccountRow;
type StatusCall = { input: { userName: string; status: AccountStatus; reason: string }; answer(result: Result<unknown>): void };
let statusCalls: StatusCall[];
/** The window's query client, made per render: another window's change is a refresh of it. */
let client: QueryClient;

beforeEach(() => {
  current = { ...OPENED };
  statusCalls = [];
});
stubBridgeForEachTest(() => ({
  risk: {
    accountStatement: async () => ok({ account: { ...current, available: current.balance - current.exposure }, data: [], recordsTotal: 0, recordsFiltered: 0 }),
    // The look-up by user name finds others whose names hold it too.
    userInfoSearch: async () => ok({ data: [current, { ...current, accountId: 'a4281', userName: 'punter04281', status: 'suspended', statusReason: 'Other' }], recordsTotal: 2, recordsFiltered: 2 }),
    parentOfUser: async () => ok([]),
    userBets: async () => ok({ data: [], recordsTotal: 0, recordsFiltered: 0 }),
    userStatus: (input: StatusCall['input']) => new Promise<Result<unknown>>((answer) => statusCalls.push({ input, answer })),
    // Out of order, as two sources merged may come: the drawer shows the latest first.
    activityList: async () =>
      ok([
        { at: '2026-11-28T09:00:00.000Z', kind: 'login', what: 'Logged in', ip: '10.0.0.7', client: 'Chrome on Android' },
        { at: '2026-11-28T10:30:00.000Z', kind: 'action', what: 'Account status changed', ip: null, client: null },
      ]),
  },
}));

/** Opens the drawer on the account, active as every test starts; the user to act with. */
const openDrawer = async (onClose = vi.fn(), user = userEvent.setup()) => {
  client = renderWithProviders(<PunterDrawer account={OPENED} onClose={onClose} />).client;
  await screen.findByText('Current status: Active');
  return user;
};

/** The status as changed in another window: the exchange has it, and the main core tells this window to read it again. */
const changedElsewhere = async (status: AccountStatus, statusReason: string | null) => {
  current = { ...current, status, statusReason };
  await act(() => client.invalidateQueries());
};

const form = () => within(screen.getByRole('form', { name: 'Change status' }));
const statusInput = () => form().getByRole('textbox', { name: 'Status' }) as HTMLInputElement;
const reasonInput = () => form().getByRole('textbox', { name: 'Reason' }) as HTMLInputElement;
const changeButton = () => form().getByRole('button', { name: 'Change status' }) as HTMLButtonElement;
const NOTICE = /The status changed meanwhile/;

const pick = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  await user.click(statusInput());
  await user.click(await screen.findByRole('option', { name: label }));
};

/** A change entered: a status picked and its reason typed. */
const enterChange = async (user: ReturnType<typeof userEvent.setup>, label: string, reason: string) => {
  await pick(user, label);
  await user.type(reasonInput(), reason);
};

describe('the punter drawer’s status', () => {
  it('follows a change made in another window; what was entered stays, said so, and is sent only once the notice is dismissed', async () => {
    const user = await openDrawer();
    expect(statusInput().value).toBe('Active');
    // The current status with a reason is still no change: Change status stays off.
    await user.type(reasonInput(), 'Looks fine');
    expect(changeButton().disabled).toBe(true);

    // Meanwhile, another window locks the punter.
    await changedElsewhere('bettingLocked', 'QA test lock');
    await screen.findByText('Current status: Locked from betting (QA test lock)');
    // No status was picked: the form follows the new one, never offering the old one back; the reason stays.
    await waitFor(() => expect(statusInput().value).toBe('Locked from betting'));
    expect(reasonInput().value).toBe('Looks fine');
    expect(screen.getByRole('alert').textContent).toBe(CHANGED_MEANWHILE);
    expect(changeButton().disabled).toBe(true);
    // Another status picked: still off, Enter included, until the notice is dismissed.
    await pick(user, 'Active');
    expect(changeButton().disabled).toBe(true);
    await user.click(reasonInput());
    await user.keyboard('{Enter}');
    expect(statusCalls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(changeButton().disabled).toBe(false);
    await user.click(changeButton());
    expect(statusCalls.map((call) => call.input)).toEqual([{ userName: 'punter0428', status: 'active', reason: 'Looks fine' }]);
  });

  it('follows a change made elsewhere silently when nothing was entered, and keeps a status picked and its reason', async () => {
    const user = await openDrawer();
    await changedElsewhere('suspended', 'Fraud check');
    await screen.findByText('Current status: Suspended (Fraud check)');
    await waitFor(() => expect(statusInput().value).toBe('Suspended'));
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(changeButton().disabled).toBe(true);

    await enterChange(user, 'Locked from betting', 'Chasing losses');
    await changedElsewhere('active', 'Cleared');
    await screen.findByText('Current status: Active (Cleared)');
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(statusInput().value).toBe('Locked from betting');
    expect(reasonInput().value).toBe('Chasing losses');
    expect(changeButton().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.click(changeButton());
    expect(statusCalls.map((call) => call.input)).toEqual([{ userName: 'punter0428', status: 'bettingLocked', reason: 'Chasing losses' }]);
  });

  it('offers no change when the status picked is the one another user has just set', async () => {
    const user = await openDrawer();
    await enterChange(user, 'Suspended', 'Chargeback');
    await changedElsewhere('suspended', 'Chargeback elsewhere');
    await screen.findByText('Current status: Suspended (Chargeback elsewhere)');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(statusInput().value).toBe('Suspended');
    expect(changeButton().disabled).toBe(true);
  });

  it('after its own change, starts afresh on the new status with no error on the emptied reason, and says nothing changed meanwhile', async () => {
    const user = await openDrawer();
    await enterChange(user, 'Locked from betting', 'QA test lock');
    // Enter sends it from the Reason field, so the focus stays there.
    await user.keyboard('{Enter}');
    expect(statusCalls.map((call) => call.input)).toEqual([{ userName: 'punter0428', status: 'bettingLocked', reason: 'QA test lock' }]);
    // The news of the change may come before its answer (the main core tells every window): it is this change's own.
    await changedElsewhere('bettingLocked', 'QA test lock');
    await screen.findByText('Current status: Locked from betting (QA test lock)');
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(reasonInput().value).toBe('QA test lock');
    await act(async () => statusCalls[0]?.answer(ok(current, 'punter0428 is now locked from betting.')));

    await screen.findByText('Current status: Locked from betting (QA test lock)');
    await waitFor(() => expect(reasonInput().value).toBe(''));
    expect(statusInput().value).toBe('Locked from betting');
    expect(changeButton().disabled).toBe(true);
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(screen.queryByText(/Reason: at least 3 characters/)).toBeNull();
    // Leaving the emptied field is no error either; being in it again and leaving it empty is.
    expect(document.activeElement).toBe(reasonInput());
    await user.tab();
    expect(screen.queryByText(/Reason: at least 3 characters/)).toBeNull();
    expect(screen.queryByText(/pick another status/)).toBeNull();
    await user.click(reasonInput());
    await user.tab();
    expect(await screen.findByText(/Reason: at least 3 characters/)).toBeTruthy();
  });

  it('after a change clicked with the mouse, shows no error either', async () => {
    const user = await openDrawer();
    await enterChange(user, 'Suspended', 'Chargeback');
    await user.click(changeButton());
    current = { ...current, status: 'suspended', statusReason: 'Chargeback' };
    await act(async () => statusCalls[0]?.answer(ok(current, 'punter0428 is now suspended.')));
    await screen.findByText('Current status: Suspended (Chargeback)');
    await waitFor(() => expect(reasonInput().value).toBe(''));
    expect(statusInput().value).toBe('Suspended');
    expect(screen.queryByText(/Reason: at least 3 characters/)).toBeNull();
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(changeButton().disabled).toBe(true);
  });
});

describe('the punter drawer, another user’s change', () => {
  afterEach(() => vi.useRealTimers());

  it('is read again every few seconds while open, with nothing entered lost', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = await openDrawer(vi.fn(), userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await enterChange(user, 'Suspended', 'Chargeback');
    // Another user locks the punter: nothing tells this console, only reading again shows it.
    current = { ...current, status: 'bettingLocked', statusReason: 'Chasing losses' };
    await act(() => vi.advanceTimersByTimeAsync(ACCOUNT_REFRESH_MS - 1_000));
    expect(screen.getByText('Current status: Active')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await screen.findByText('Current status: Locked from betting (Chasing losses)');
    expect(screen.getByText(NOTICE)).toBeTruthy();
    expect(statusInput().value).toBe('Suspended');
    expect(reasonInput().value).toBe('Chargeback');
    // Read again and again unchanged, it stays as the user left it.
    await act(() => vi.advanceTimersByTimeAsync(2 * ACCOUNT_REFRESH_MS));
    expect(statusInput().value).toBe('Suspended');
    expect(reasonInput().value).toBe('Chargeback');
  });
});

describe('the punter drawer’s close', () => {
  const escape = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(reasonInput());
    await user.keyboard('{Escape}');
  };

  it('closes on Escape at once with nothing entered', async () => {
    const onClose = vi.fn();
    const user = await openDrawer(onClose);
    await escape(user);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before Escape throws away a status picked and a reason typed; Keep editing keeps them', async () => {
    const onClose = vi.fn();
    const user = await openDrawer(onClose);
    await enterChange(user, 'Locked from betting', 'Chasing losses');
    await escape(user);
    expect(await screen.findByRole('dialog', { name: DISCARD_TITLE })).toBeTruthy();
    expect(screen.getByText(DISCARD_QUESTION)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DISCARD_TITLE })).toBeNull());
    expect(statusInput().value).toBe('Locked from betting');
    expect(reasonInput().value).toBe('Chasing losses');
    await escape(user);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the punter drawer’s activity', () => {
  it('lists logins and actions latest first, with time, kind, IP, device or client and what, in one keyboard stop', async () => {
    await openDrawer();
    const activity = await screen.findByRole('table', { name: 'Activity' });
    await waitFor(() => expect(within(activity).getAllByRole('row')).toHaveLength(3));
    const [head, latest, earlier] = within(activity).getAllByRole('row').map((row) => within(row).getAllByRole(row.closest('thead') ? 'columnheader' : 'cell').map((cell) => cell.textContent));
    expect(head).toEqual(['When', 'Kind', 'IP', 'Device or client', 'What']);
    expect(latest?.slice(1)).toEqual(['Action', '—', '—', 'Account status changed']);
    expect(earlier?.slice(1)).toEqual(['Login', '10.0.0.7', 'Chrome on Android', 'Logged in']);
    expect(screen.getByRole('region', { name: 'Activity of the account' }).tabIndex).toBe(0);
  });
});
