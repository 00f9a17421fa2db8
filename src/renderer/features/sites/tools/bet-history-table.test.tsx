// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '@shared/contract';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { BetHistoryTable } from './bet-history-table';

const BET = { _id: 'b1', userName: 'usd-punter', marketId: 'm1', outcomeName: 'Arsenal', side: 'back', price: 2.5, stake: 1500, status: 'settled', reason: null, result: -1500, placedAt: '2026-11-28T06:00:00.000Z' };

beforeEach(() => {
  stubMatchMedia();
  (window as unknown as { exchange: unknown }).exchange = {
    siteReports: { betHistory: async () => ok({ original: { data: [BET], recordsTotal: 1, recordsFiltered: 1 } }) },
  };
});
afterEach(cleanup);

describe('a site’s bet history', () => {
  it('shows the amounts in the site’s own currency', async () => {
    renderAsAdmin(<BetHistoryTable whiteLabelId="w1" currency="USD" />);
    const row = (await screen.findByRole('cell', { name: 'usd-punter' }, { timeout: 10_000 })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText(/^\$1,500\.00$/)).toBeTruthy();
    expect(within(row).getByText(/^-\$1,500\.00$|^−\$1,500\.00$|^\(\$1,500\.00\)$/)).toBeTruthy();
    expect(within(row).queryByText(/₹/)).toBeNull();
  });

  it('fits the drawer: Side and Price start hidden, Stake, Status and Result shown, amounts on one line', async () => {
    renderAsAdmin(<BetHistoryTable whiteLabelId="w1" currency="USD" />);
    const row = (await screen.findByRole('cell', { name: 'usd-punter' }, { timeout: 10_000 })).closest('tr');
    if (!row) throw new Error('no row');
    const table = screen.getByRole('table', { name: 'Bet history' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent ?? '');
    for (const shown of ['Placed', 'User', 'Selection', 'Stake', 'Status', 'Result']) expect(headers.some((header) => header.includes(shown))).toBe(true);
    for (const hidden of ['Side', 'Price']) expect(headers.some((header) => header.includes(hidden))).toBe(false);
    // A cell of money is a figure: server-table.css keeps it on one line, never cut or broken mid-amount.
    for (const amount of [/^\$1,500\.00$/, /^-\$1,500\.00$|^−\$1,500\.00$|^\(\$1,500\.00\)$/]) expect(within(row).getByText(amount).closest('td')?.hasAttribute('data-figure')).toBe(true);
  });
});
