// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MarketResult } from '@shared/contract/results';
import { DISCARD_QUESTION } from '@renderer/components/form-kit/close-guard';
import { marketResult } from '@renderer/testing/market-result';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { retype } from '@renderer/testing/user-typing';
import { ResultEntryModal, type EntryMode } from './result-entry-modal';

const runners = ['Galopin Des Champs', 'Fact To File', 'Gaelic Warrior'].map((name, i) => ({ id: `r${i}`, name, status: 'active' }));
const PLACE = marketResult({ marketId: 'm-place', marketName: 'Place', eventName: '14:30 Cheltenham', family: 'racing', places: 2, selections: runners });
const TOSS = marketResult({ marketId: 'm-toss', marketName: 'To Win the Toss', family: 'matchOdds', selections: runners.slice(0, 2) });
const LOTTERY = marketResult({ marketId: 'm-lottery', marketName: 'Last digit of the 6-over score', family: 'lottery' });

stubBridgeForEachTest(() => ({ results: {} }));

/** Opens the result dialog on `market`; the user, what closing calls, and the dialog. */
const open = async (market: MarketResult, mode: EntryMode = 'enter') => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithProviders(<ResultEntryModal market={market} mode={mode} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: new RegExp(`: ${market.marketName} of `) });
  return { user, onClose, dialog };
};

/** The discard question is asked and nothing closes until Discard; Discard closes. */
const expectAskedThenDiscarded = async (user: ReturnType<typeof userEvent.setup>, onClose: ReturnType<typeof vi.fn>) => {
  const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
  expect(within(question).getByText(DISCARD_QUESTION)).toBeTruthy();
  expect(onClose).not.toHaveBeenCalled();
  await user.click(within(question).getByRole('button', { name: 'Discard' }));
  expect(onClose).toHaveBeenCalledOnce();
};

describe('closing the result dialog', () => {
  it.each(['Cancel', 'Escape'])('closes an untouched entry at once on %s', async (how) => {
    const { user, onClose, dialog } = await open(PLACE);
    if (how === 'Cancel') await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    else await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByText(DISCARD_QUESTION)).toBeNull();
  });

  it('asks before Cancel throws away ticked runners and tie marks', async () => {
    const { user, onClose, dialog } = await open(PLACE);
    for (const name of ['Galopin Des Champs', 'Fact To File', 'Gaelic Warrior']) await user.click(within(dialog).getByRole('checkbox', { name }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Gaelic Warrior: tied for the last place' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectAskedThenDiscarded(user, onClose);
  });

  it('asks before Escape throws away a ticked runner, and keeps it when the user goes back', async () => {
    const { user, onClose, dialog } = await open(PLACE);
    const first = within(dialog).getByRole('checkbox', { name: 'Galopin Des Champs' });
    await user.click(first);
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((first as HTMLInputElement).checked).toBe(true);
  });

  it('asks before throwing away a typed void factor', async () => {
    const voidTyped = await open(TOSS);
    await retype(voidTyped.user, within(voidTyped.dialog).getByLabelText('Void factor'), '0.5');
    await voidTyped.user.click(within(voidTyped.dialog).getByRole('button', { name: 'Cancel' }));
    await expectAskedThenDiscarded(voidTyped.user, voidTyped.onClose);
  });

  it('asks before Escape throws away a typed winning digit', async () => {
    const { user, onClose, dialog } = await open(LOTTERY);
    await user.type(within(dialog).getByLabelText('Winning digit'), '7');
    await user.keyboard('{Escape}');
    await expectAskedThenDiscarded(user, onClose);
  });
});

describe('the result dialog’s first focus', () => {
  it.each([
    ['the first runner of a race', PLACE, () => screen.getByRole('checkbox', { name: 'Galopin Des Champs' })],
    ['the first selection of a one-winner market', TOSS, () => screen.getByRole('radio', { name: 'Galopin Des Champs' })],
    ['the digit of a lottery', LOTTERY, () => screen.getByLabelText('Winning digit')],
  ] as const)('is on %s, not on the close button', async (_, market, firstField) => {
    await open(market);
    await waitFor(() => expect(document.activeElement).toBe(firstField()));
  });
});

describe('correcting a declared result', () => {
  const DECLARED = { ...PLACE, status: 'declared' as const, label: 'Placed: Galopin Des Champs, Fact To File', voidFactor: 0.5 };

  it('is titled a correction, shows the declared result, and says what saving does', async () => {
    const { dialog } = await open(DECLARED);
    expect(screen.getByRole('dialog', { name: 'Correct the result: Place of 14:30 Cheltenham' })).toBe(dialog);
    expect(within(dialog).getByText('Declared now: Placed: Galopin Des Champs, Fact To File (void 0.5)')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Saving replaces it at once with the result you enter here: the result is Awaiting verification again and the market stays suspended; it is declared, and can be settled, only when another user enters the same result.',
      ),
    ).toBeTruthy();
  });

  it('is an entry like any other when nothing is declared yet', async () => {
    const { dialog } = await open(PLACE);
    expect(screen.getByRole('dialog', { name: 'Enter result: Place of 14:30 Cheltenham' })).toBe(dialog);
    expect(within(dialog).queryByText(/Declared now/)).toBeNull();
  });
});
