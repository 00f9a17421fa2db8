// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '@shared/contract';
import type { Settlement } from '@shared/contract/results';
import { marketResult } from '@renderer/testing/market-result';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { ResultActionDialog } from './results-dialogs';

/** The row as the list showed it when Unsettle was clicked: version 2, Chelsea by 1. */
const ROW = marketResult({ marketId: 'm-ac', marketName: 'Match Odds', eventName: 'Arsenal v Chelsea', family: 'matchOdds', marketStatus: 'settled', status: 'settled', label: 'Chelsea by 1', version: 2 });

const settlement = (version: number, label: string, status: Settlement['status']): Settlement => ({
  settlementId: `s${version}`,
  marketId: 'm-ac',
  version,
  status,
  label,
  voidFactor: 0,
  deduction: 0,
  betCount: 30,
  punterCount: 12,
  punterWon: 6_840_000,
  punterLost: 6_886_000,
  settledBy: 'checker1',
  settledAt: '2026-11-27T10:00:00Z',
  rolledBackBy: null,
  rolledBackAt: null,
  rollbackReason: null,
});
const V2_LIVE = [settlement(2, 'Chelsea by 1', 'live'), settlement(1, 'Draw', 'rolledBack')];
/** Meanwhile another user unsettled version 2, corrected the result to Draw and settled version 3. */
const V3_LIVE = [settlement(3, 'Draw', 'live'), settlement(2, 'Chelsea by 1', 'rolledBack'), settlement(1, 'Draw', 'rolledBack')];

let settlements: Settlement[];
let unsettleAnswer: Result<unknown>;
let sent: unknown[];
let onUnsettle: () => void;
beforeEach(() => {
  settlements = V2_LIVE;
  sent = [];
  onUnsettle = () => {};
});
stubBridgeForEachTest(() => ({
  results: { settlements: async () => ok(settlements), unsettle: async (input: unknown) => (sent.push(input), onUnsettle(), unsettleAnswer) },
}));

/** The dialog, with the page's query client: a test invalidates it as the dialog's four-second read does. */
const renderUnsettle = () => renderWithProviders(<ResultActionDialog action="unsettle" market={ROW} onClose={vi.fn()} />);

async function unsettleWith(reason: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Reason/ }), reason);
  await user.click(screen.getByRole('button', { name: 'Unsettle' }));
}

const unsettleButton = () => screen.getByRole('button', { name: 'Unsettle' }) as HTMLButtonElement;
const CHANGED_TO_V3 = 'The settlement changed since you opened this: version 3 (Draw) is live now.';

describe('the Unsettle dialog', () => {
  it('names the settlement live at the exchange, not the one the row showed, and unsettles that version', async () => {
    settlements = V3_LIVE;
    unsettleAnswer = ok(settlement(3, 'Draw', 'rolledBack'), 'Settlement version 3 reversed.');
    renderUnsettle();
    await screen.findByText(/Settlement version 3 \(Draw\) is reversed/);
    // The market with its event: "Match Odds" alone names dozens of markets.
    expect(screen.getByRole('dialog', { name: 'Unsettle Match Odds of Arsenal v Chelsea' })).toBeTruthy();
    expect(screen.queryByText(/Chelsea by 1/)).toBeNull();
    await unsettleWith('Wrong winner');
    expect(sent).toEqual([{ marketId: 'm-ac', reason: 'Wrong winner', expectedVersion: 3 }]);
  });

  it('when the exchange says another settlement is live since, says so, and unsettles that one only once the user has looked at it', async () => {
    const user = userEvent.setup();
    const changed = 'The settlement changed since you looked: version 3 (Draw) is live now, not version 2. Check it and unsettle again.';
    unsettleAnswer = fail({ kind: 'conflict', status: 409, message: changed, fieldErrors: { expectedVersion: changed } });
    onUnsettle = () => (settlements = V3_LIVE);
    renderUnsettle();
    await screen.findByText(/Settlement version 2 \(Chelsea by 1\) is reversed/);
    await unsettleWith('Wrong winner');
    expect(sent).toEqual([{ marketId: 'm-ac', reason: 'Wrong winner', expectedVersion: 2 }]);
    await screen.findByText(changed);
    await screen.findByText(CHANGED_TO_V3);
    expect(unsettleButton().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Show the new settlement' }));
    await screen.findByText(/Settlement version 3 \(Draw\) is reversed/);
    // The refusal was about version 2: it goes with it.
    expect(screen.queryByText(changed)).toBeNull();
    unsettleAnswer = ok(settlement(3, 'Draw', 'rolledBack'), 'Settlement version 3 reversed.');
    await user.click(unsettleButton());
    expect(sent[1]).toEqual({ marketId: 'm-ac', reason: 'Wrong winner', expectedVersion: 3 });
  });

  it('keeps the settlement it showed first: when a later read differs, says so in words and unsettles the new one only once the user has looked', async () => {
    const user = userEvent.setup();
    const { client } = renderUnsettle();
    await screen.findByText(/Settlement version 2 \(Chelsea by 1\) is reversed/);
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Wrong winner');
    // Another user unsettles version 2 and settles version 3 while the reason is being typed; the dialog reads again.
    settlements = V3_LIVE;
    await act(() => client.invalidateQueries());
    await screen.findByText(CHANGED_TO_V3);
    // The text the reason was written for stays; Unsettle does not quietly switch to version 3.
    expect(screen.getByText(/Settlement version 2 \(Chelsea by 1\) is reversed/)).toBeTruthy();
    expect(unsettleButton().disabled).toBe(true);
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show the new settlement' }));
    await screen.findByText(/Settlement version 3 \(Draw\) is reversed/);
    expect(screen.queryByText(CHANGED_TO_V3)).toBeNull();
    expect(unsettleButton().disabled).toBe(false);
    unsettleAnswer = ok(settlement(3, 'Draw', 'rolledBack'), 'Settlement version 3 reversed.');
    await user.click(unsettleButton());
    expect(sent).toEqual([{ marketId: 'm-ac', reason: 'Wrong winner', expectedVersion: 3 }]);
  });

  it('reads of the same settlement change nothing: it unsettles the version it showed', async () => {
    const { client } = renderUnsettle();
    await screen.findByText(/Settlement version 2 \(Chelsea by 1\) is reversed/);
    await act(() => client.invalidateQueries());
    expect(screen.queryByText(/The settlement changed since you opened this/)).toBeNull();
    unsettleAnswer = ok(settlement(2, 'Chelsea by 1', 'rolledBack'), 'Settlement version 2 reversed.');
    await unsettleWith('Wrong winner');
    expect(sent).toEqual([{ marketId: 'm-ac', reason: 'Wrong winner', expectedVersion: 2 }]);
  });

  it('says so when nothing is live any more, and offers no Unsettle', async () => {
    settlements = [settlement(2, 'Chelsea by 1', 'rolledBack')];
    renderUnsettle();
    await screen.findByText('The market has no settlement to undo.');
    expect(screen.queryByRole('button', { name: 'Unsettle' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Unsettle Match Odds of Arsenal v Chelsea' })).toBeTruthy();
  });
});
