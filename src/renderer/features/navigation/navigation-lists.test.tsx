// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '@shared/contract';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { ExchangeMenuList, PopularBetsList } from './navigation-lists';

const menu = (labels: readonly string[], listVersion: string) => labels.map((label) => ({ _id: label.slice(0, 7).toLowerCase(), label, path: `/${label.slice(0, 7).toLowerCase()}`, visible: true, listVersion }));
const bet = (marketId: string, eventName: string) => ({ marketId, marketName: 'Match Odds', eventName, sportName: 'Soccer', status: 'open' as const, listVersion: 'b1' });
const BETS = [bet('m1', 'Liverpool v Manchester City'), bet('m2', 'Arsenal v Chelsea'), bet('m3', 'Everton v Fulham')];
const CHANGED = 'Exchange navigation was changed by ops2 at 14:05 UTC since you opened it: your changes are kept here; reload the list to see theirs and apply yours again.';

let menuRows: ReturnType<typeof menu>;
let saveAnswer: () => Result<unknown>;
let sent: unknown[];
beforeEach(() => {
  menuRows = menu(['Sports', 'Lottery', 'Racing'], 'v1');
  saveAnswer = () => ok(menuRows, 'Saved.');
  sent = [];
});
stubBridgeForEachTest(() => ({
  navigation: {
    exchangeMenu: async () => ok(menuRows),
    saveExchangeMenu: async (input: unknown) => (sent.push(input), saveAnswer()),
    popularBets: async () => ok(BETS),
    savePopularBets: async (input: unknown) => (sent.push(input), ok(BETS)),
  },
}));

const rowLabels = (list: string) => within(screen.getByRole('list', { name: list })).getAllByRole('listitem').map((row) => row.getAttribute('aria-label'));
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

describe('Exchange navigation saved after another user saved it', () => {
  it('keeps the edits, says who changed it, keeps the keyboard on the form and reloads only when asked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExchangeMenuList />);
    await user.click(await screen.findByRole('button', { name: 'Move Racing up' }));
    // Meanwhile another user renamed Lottery: the exchange refuses a save based on the list as first read.
    menuRows = menu(['Sports', 'Lottery Draws', 'Racing'], 'v2');
    saveAnswer = () => fail({ kind: 'conflict', status: 409, message: CHANGED });
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', CHANGED);
    expect(sent[0]).toMatchObject({ listVersion: 'v1', items: [{ label: 'Sports' }, { label: 'Racing' }, { label: 'Lottery' }] });
    // The list read again behind the refusal does not replace the edits, nor the version they started from.
    await waitFor(() => expect(rowLabels('Exchange navigation')).toEqual(['Sports', 'Racing', 'Lottery']));
    expect(document.activeElement).toBe(saveButton());
    await user.click(saveButton());
    expect(sent[1]).toMatchObject({ listVersion: 'v1' });

    await user.click(screen.getByRole('button', { name: 'Reload the list' }));
    await waitFor(() => expect(rowLabels('Exchange navigation')).toEqual(['Sports', 'Lottery Draws', 'Racing']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Exchange navigation' }));
  });

  it('after a save, keeps the keyboard on Save changes and sends the version it started from', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExchangeMenuList />);
    await user.click(await screen.findByRole('button', { name: 'Move Racing up' }));
    saveButton().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saveButton().getAttribute('aria-disabled')).toBe('true'));
    expect(sent).toEqual([expect.objectContaining({ listVersion: 'v1' })]);
    expect(document.activeElement).toBe(saveButton());
  });

  it('sends no version to an exchange that keeps none', async () => {
    menuRows = menu(['Sports', 'Lottery', 'Racing'], 'v1').map(({ listVersion: _, ...row }) => ({ ...row, listVersion: undefined as unknown as string }));
    const user = userEvent.setup();
    renderWithProviders(<ExchangeMenuList />);
    await user.click(await screen.findByRole('button', { name: 'Move Racing up' }));
    await user.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('listVersion');
  });
});

describe('Most popular bets', () => {
  it('Enter on a Remove gives the keyboard to the Remove of the row now in its place, then of the new last row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PopularBetsList />);
    (await screen.findByRole('button', { name: 'Remove Liverpool v Manchester City › Match Odds' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Arsenal v Chelsea › Match Odds' })));
    screen.getByRole('button', { name: 'Remove Everton v Fulham › Match Odds' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Arsenal v Chelsea › Match Odds' })));
  });

  it('after Save is confirmed in the dialog, the keyboard is back on Save changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PopularBetsList />);
    await user.click(await screen.findByRole('button', { name: 'Remove Arsenal v Chelsea › Match Odds' }));
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save most popular bets' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(sent).toEqual([{ marketIds: ['m1', 'm3'], listVersion: 'b1' }]);
    expect(document.activeElement).toBe(saveButton());
  });
});
