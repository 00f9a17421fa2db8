// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { ResultBet } from '@shared/contract/results';
import { marketResult } from '@renderer/testing/market-result';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { VoidsDrawer } from './voids-drawer';

const MARKET = marketResult({ marketId: 'm-toss', marketName: 'To Win the Toss', family: 'matchOdds', marketStatus: 'closed', status: 'settled', label: 'Royal Challengers Bengaluru', version: 1 });
const BET: ResultBet = { betId: 'b1', punter: 'punter0001', outcomeName: 'Royal Challengers Bengaluru', side: 'back', price: '1.90', stake: 10_000, status: 'settled', placedAt: '2026-11-28T08:37:21.832Z', pnl: 4_500, deduction: null, deadHeat: null, voidFactor: 0.5 };

stubBridgeForEachTest(() => ({
  results: {
    get: async () => ok(MARKET),
    bets: async () => ok([BET]),
    preVoidList: async () => ok({ data: [BET], recordsTotal: 1, maxSeq: 1 }),
    voidBets: async () => ok({ voided: 1 }, 'Bets voided.'),
  },
}));

/** The drawer drawn with its bets listed; the user to go on with, and the drawer. */
const showDrawer = async () => {
  const user = userEvent.setup();
  renderWithProviders(<VoidsDrawer market={MARKET} onClose={vi.fn()} />);
  await screen.findByText('punter0001');
  return { user, drawer: screen.getByRole('dialog', { name: 'Bets and voids: To Win the Toss' }) };
};

/** Escape closes the open reason dialog (nothing typed): waits until it is gone. */
const escapeFrom = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(dialog.isConnected).toBe(false));
};

describe('the keyboard after a void dialog of the Bets and voids drawer', () => {
  it('goes back to Void chosen bets, and to Void market, on Escape', async () => {
    const { user } = await showDrawer();
    await user.click(screen.getByRole('checkbox', { name: /Choose punter0001/ }));
    const chosen = screen.getByRole('button', { name: 'Void 1 chosen bet' });
    await user.click(chosen);
    await escapeFrom(user, await screen.findByRole('dialog', { name: /^Void the chosen bets on / }));
    await waitFor(() => expect(document.activeElement).toBe(chosen));

    const voidMarket = screen.getByRole('button', { name: 'Void market' });
    await user.click(voidMarket);
    await escapeFrom(user, await screen.findByRole('dialog', { name: /^Void .*To Win the Toss$/ }));
    await waitFor(() => expect(document.activeElement).toBe(voidMarket));
  });

  it('goes back to the pre-void window’s button on Escape', async () => {
    const { user } = await showDrawer();
    fireEvent.change(screen.getByLabelText('From', { exact: true }), { target: { value: '2026-11-28T08:37:21' } });
    fireEvent.change(screen.getByLabelText('To', { exact: true }), { target: { value: '2026-11-28T08:37:21' } });
    const preVoid = await screen.findByRole('button', { name: 'Pre-void 1 bet' });
    await user.click(preVoid);
    await escapeFrom(user, await screen.findByRole('dialog', { name: /^Pre-void the window on / }));
    await waitFor(() => expect(document.activeElement).toBe(preVoid));
  });

  it('stays in the drawer once the chosen bets are voided and Void chosen bets is off', async () => {
    const { user, drawer } = await showDrawer();
    await user.click(screen.getByRole('checkbox', { name: /Choose punter0001/ }));
    await user.click(screen.getByRole('button', { name: 'Void 1 chosen bet' }));
    const dialog = await screen.findByRole('dialog', { name: /^Void the chosen bets on / });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Placed after the toss');
    await user.click(within(dialog).getByRole('button', { name: 'Void bets' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect((screen.getByRole('button', { name: 'Void chosen bets' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(drawer.contains(document.activeElement)).toBe(true);
  });
});
