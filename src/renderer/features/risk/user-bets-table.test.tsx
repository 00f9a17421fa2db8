// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatWhen } from '@renderer/lib/format';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { MATCHED_BET as BET } from './user-bet-fixture';
import { UserBetsTable } from './user-bets-table';

/** A trader of the mistake desk: the one who sees Void. */
const MISTAKE_DESK = { ...signedIn('trader', 'tina'), permissions: { mistakeDepartment: true as const } };

// Unit files share their worker's document (isolate: false): what this file draws must not stay for the next.
afterEach(cleanup);

describe('a punter’s bets table', () => {
  it('names a row’s Void and Query buttons by the bet in words (selection, market, when placed), never by its id', () => {
    renderWithProviders(<UserBetsTable label="Bets" bets={[BET]} onQuery={vi.fn()} />, MISTAKE_DESK);
    const row = within(screen.getByRole('table', { name: 'Bets' })).getAllByRole('row')[1] as HTMLElement;
    const bet = `the bet on Arsenal, Match Odds, placed ${formatWhen(BET.placedAt)}`;
    expect(within(row).getByRole('button', { name: `Void ${bet}` })).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Record a query about ${bet}` })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: new RegExp(BET.betId) })).toBeNull();
  });
});
