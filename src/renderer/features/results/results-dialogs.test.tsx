// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '@shared/contract';
import type { Settlement } from '@shared/contract/results';
import { createQueryClient } from '@renderer/app/query-client';
import { theme } from '@renderer/app/theme';
import { marketResult } from '@renderer/testing/market-result';
import { stubMatchMedia } from '@renderer/testing/match-media';
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
  (window as unknown as { exchange: unknown }).exchange = {
    results: {
      settlements: async () => ok(settlements),
      unsettle: async (input: unknown) => {
        sent.push(input);
        onUnsettle();
        return unsettleAnswer;
      },
    },
  };
  stubMatchMedia();
});
afterEach(cleanup);

const renderUnsettle = () =>
  render(
    <QueryClientProvider client={createQueryClient(vi.fn())}>
      <MantineProvider theme={theme}>
        <ResultActionDialog action="unsettle" market={ROW} onClose={vi.fn()} />
      </MantineProvider>
    </QueryClientProvider>,
  );

async function unsettleWith(reason: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Reason/ }), reason);
  await user.click(screen.getByRole('button', { name: 'Unsettle' }));
}

describe('the Unsettle dialog', () => {
  it('names the settlement live at the exchange, not the one the row showed, and unsettles that version', async () => {
    settlements = V3_LIVE;
    unsettleAnswer = ok(settlement(3, 'Draw', 'rolledBack'), 'Settlement version 3 reversed.');
    renderUnsettle();
    await screen.findByText(/Settlement version 3 \(Draw\) is reversed/);
    expect(screen.queryByText(/Chelsea by 1/)).toBeNull();
    await unsettleWith('Wrong winner');
    expect(sent).toEqual([{ marketId: 'm-ac', reason: 'Wrong winner', expectedVersion: 3 }]);
  });

  it('when the exchange says another settlement is live since, says so and shows that one to unsettle', async () => {
    const changed = 'The settlement changed since you looked: version 3 (Draw) is live now, not version 2. Check it and unsettle again.';
    unsettleAnswer = fail({ kind: 'conflict', status: 409, message: changed, fieldErrors: { expectedVersion: changed } });
    onUnsettle = () => (settlements = V3_LIVE);
    renderUnsettle();
    await screen.findByText(/Settlement version 2 \(Chelsea by 1\) is reversed/);
    await unsettleWith('Wrong winner');
    expect(sent).toEqual([{ marketId: 'm-ac', reason: 'Wrong winner', expectedVersion: 2 }]);
    await screen.findByText(changed);
    await screen.findByText(/Settlement version 3 \(Draw\) is reversed/);
  });

  it('says so when nothing is live any more, and offers no Unsettle', async () => {
    settlements = [settlement(2, 'Chelsea by 1', 'rolledBack')];
    renderUnsettle();
    await screen.findByText('The market has no settlement to undo.');
    expect(screen.queryByRole('button', { name: 'Unsettle' })).toBeNull();
  });
});
