// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications, notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '@shared/contract';
import type { RacingCard } from '@shared/contract/racing';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { RaceCard } from './race-card';

/**
 * The toasts raised, by message, read from Mantine's store (no module mock: unit files share their worker, and a
 * mock of a module another file loaded first would not reach the card).
 */
const toastMessages = () => notificationsStore.getState().notifications.map((toast) => String(toast.message));

const runner = (n: number, name: string) => ({ selectionId: `s${n}`, number: n, name, status: 'active', withdrawn: null });
const CARD: RacingCard = { marketId: 'm1', name: 'Win', eventName: '15:50 Cheltenham', status: 'open', runners: [runner(1, 'Galopin Des Champs'), runner(2, 'Gaelic Warrior')], totalDeduction: 0 };
const MESSAGE = 'Gaelic Warrior withdrawn from Win and Place: Rule 4 deduction 30p (total 30p).';

const REFUSAL =
  'The Place market of this race is closed: its runners can no longer change, and a runner is withdrawn from every market of its race at once. If Gaelic Warrior did not run, void the bets on it (Results: Bets and voids).';

const withdrawals: unknown[] = [];
/** The exchange refuses the withdrawal in these words (null: it withdraws). */
let refusal: string | null = null;
/** The card as the exchange has it. */
let card: RacingCard = CARD;
beforeEach(() => {
  withdrawals.length = 0;
  notifications.clean();
  refusal = null;
  card = CARD;
});
stubBridgeForEachTest(() => ({
  racing: {
    card: async () => ok(card),
    withdraw: async (input: unknown) => (withdrawals.push(input), refusal === null ? ok(CARD, MESSAGE) : fail({ kind: 'conflict', status: 409, message: refusal })),
  },
}));

describe('the race card', () => {
  it('asks to confirm a withdrawal when Enter is pressed in a runner’s price, as its Withdraw button does, and toasts the markets withdrawn from', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<RaceCard marketId="m1" />);
    const price = await screen.findByRole('textbox', { name: 'Price of Gaelic Warrior' });
    // A price the exchange would refuse: Enter does nothing.
    await user.type(price, '2000{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(price);
    await user.type(price, '2.5{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw a non-runner' });
    expect(dialog.textContent).toContain('Withdraw Gaelic Warrior at 2.50: a Rule 4 deduction of 30p, so winning bets on this race lose 30p in the pound.');
    expect(dialog.textContent).toContain('it is withdrawn from every one it runs in (the Place market too)');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toastMessages()).toEqual([MESSAGE]));
    expect(withdrawals).toEqual([{ marketId: 'm1', selectionId: 's2', price: 2.5 }]);
  });

  it('says a 0p deduction as none, and a non-runner’s deduction in pence with its unit in lower case', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<RaceCard marketId="m1" />);
    await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === 'Rule 4 on this race: no deduction, winning bets are paid in full (withdrawals add up, at most 90p).');
    await user.type(await screen.findByRole('textbox', { name: 'Price of Gaelic Warrior' }), '12{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw a non-runner' });
    expect(dialog.textContent).toContain('Withdraw Gaelic Warrior at 12.00: no Rule 4 deduction, so winning bets on this race are paid in full.');
    expect(dialog.textContent).not.toContain('0p');
  });

  it('shows a non-runner with its deduction in pence, not upper-cased, and a later one at too long a price as adding none', async () => {
    card = { ...CARD, runners: [runner(1, 'Galopin Des Champs'), { ...runner(2, 'Gaelic Warrior'), status: 'removed', withdrawn: { price: 2.4, deduction: 30, at: '2026-11-26T12:00:00.000Z', by: 'admin' } }], totalDeduction: 30 };
    const user = userEvent.setup();
    renderAsAdmin(<RaceCard marketId="m1" />);
    const badge = await screen.findByText('Non-runner: 30p');
    expect(badge.closest<HTMLElement>('.mantine-Badge-root')?.style.textTransform).toBe('none');
    await user.type(screen.getByRole('textbox', { name: 'Price of Galopin Des Champs' }), '12{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw a non-runner' });
    expect(dialog.textContent).toContain('Withdraw Galopin Des Champs at 12.00: no Rule 4 deduction, so winning bets on this race still lose 30p in the pound.');
  });

  it('keeps the exchange’s refusal on the card in its words: which market blocks the withdrawal and what to do', async () => {
    refusal = REFUSAL;
    const user = userEvent.setup();
    renderAsAdmin(<RaceCard marketId="m1" />);
    await user.type(await screen.findByRole('textbox', { name: 'Price of Gaelic Warrior' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Withdraw Gaelic Warrior' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Withdraw a non-runner' })).getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSAL);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastMessages()).toEqual([]);
  });
});
