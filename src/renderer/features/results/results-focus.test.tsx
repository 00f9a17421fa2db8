// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '@shared/contract';
import type { MarketResult } from '@shared/contract/results';
import { marketResult } from '@renderer/testing/market-result';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderInRouter } from '@renderer/testing/render-in-router';
import { signedIn } from '@renderer/testing/render-with-providers';
import ResultsScreen from './results-screen';

const RUNNERS = ['Galopin Des Champs', 'Fact To File'].map((name, i) => ({ id: `r${i}`, name, status: 'active' }));
const race = (marketId: string, marketName: string): MarketResult => marketResult({ marketId, marketName, eventName: '14:30 Cheltenham', course: 'Cheltenham', family: 'racing', selections: RUNNERS });
const PLACE = race('m-place', 'Place');
const WIN = race('m-win', 'Win');
/** Win once its result is entered: the exchange lists it first now. */
const WIN_ENTERED: MarketResult = { ...WIN, status: 'pending', maker: { userName: 'admin', at: '2026-11-28T14:40:00Z' } };

/** What the list answers now. */
let rows: MarketResult[];
beforeEach(() => (rows = [PLACE, WIN]));
stubBridgeForEachTest(() => ({
  results: {
    list: async () => ok({ data: rows, recordsTotal: rows.length, recordsFiltered: rows.length }),
    saveRacing: async () => ok(WIN_ENTERED, 'Result entered.'),
  },
}));

const SLOW = { timeout: 5_000 };
const rowOf = (marketId: string) => document.querySelector<HTMLTableRowElement>(`table[aria-label="Market results"] tbody tr[data-row-id="${marketId}"]`);
const firstRowId = () => document.querySelector<HTMLTableRowElement>('table[aria-label="Market results"] tbody tr')?.dataset.rowId;

/**
 * The screen drawn, the Win row focused, Enter pressed, a winner ticked and saved: the keyboard back on Win.
 * Then `listed(next)`: the list answers `next` from then on, read again at once (the answer after the save).
 */
async function resultEnteredOnWinFromTheKeyboard() {
  const user = userEvent.setup();
  const { client } = renderInRouter(<ResultsScreen />, signedIn('admin', 'admin'));
  await waitFor(() => expect(rowOf('m-win')).toBeTruthy(), SLOW);
  act(() => rowOf('m-win')?.focus());
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Enter result: Win of 14:30 Cheltenham' }, SLOW);
  await user.click(screen.getByRole('checkbox', { name: 'Galopin Des Champs' }));
  await user.click(screen.getByRole('button', { name: 'Save result' }));
  await waitFor(() => expect(dialog.isConnected).toBe(false), SLOW);
  await waitFor(() => expect(document.activeElement).toBe(rowOf('m-win')), SLOW);
  const listed = async (next: MarketResult[]) => {
    rows = next;
    await act(() => client.invalidateQueries());
  };
  return { user, listed };
}

describe('the keyboard after an action from a row of the Results list', () => {
  it('stays on the same market when the list’s next answer re-sorts it, so the next Enter acts on that market', async () => {
    const { user, listed } = await resultEnteredOnWinFromTheKeyboard();
    const before = rowOf('m-win');
    await listed([WIN_ENTERED, PLACE]);
    await waitFor(() => expect(firstRowId()).toBe('m-win'), SLOW);
    // Drawn anew at the top: the keyboard went with it, not to Place, now where Win was.
    expect(rowOf('m-win')).not.toBe(before);
    await waitFor(() => expect(document.activeElement).toBe(rowOf('m-win')), SLOW);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Enter result: Win of 14:30 Cheltenham' }, SLOW)).toBeTruthy();
  });

  it('goes to the row now in its place once the market has left the list', async () => {
    const { listed } = await resultEnteredOnWinFromTheKeyboard();
    // Filtered out: Awaiting verification is not the status the list shows.
    await listed([PLACE]);
    await waitFor(() => expect(rowOf('m-win')).toBeNull(), SLOW);
    await waitFor(() => expect(document.activeElement).toBe(rowOf('m-place')), SLOW);
  });
});
