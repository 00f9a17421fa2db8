// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { MarketResult, ResultBet } from '@shared/contract/results';
import { createQueryClient } from '@renderer/app/query-client';
import { theme } from '@renderer/app/theme';
import { marketResult } from '@renderer/testing/market-result';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { VoidsDrawer } from './voids-drawer';

const SETTLED = marketResult({ marketId: 'm-toss', marketName: 'To Win the Toss', family: 'matchOdds', marketStatus: 'closed', status: 'settled', label: 'Royal Challengers Bengaluru', version: 1 });
const BET: ResultBet = { betId: 'b1', punter: 'punter0001', outcomeName: 'Royal Challengers Bengaluru', side: 'back', price: '1.90', stake: 10_000, status: 'settled', placedAt: '2026-11-28T08:37:21.832Z', pnl: 4_500, deduction: null, deadHeat: null, voidFactor: 0.5 };

/** What the exchange says the market and its bets are now: another window's void changes them. */
let marketNow: MarketResult;
let betsNow: ResultBet[];
const preVoidList = vi.fn();
let client: QueryClient;
beforeEach(() => {
  marketNow = SETTLED;
  betsNow = [BET];
  preVoidList.mockReset();
  client = createQueryClient(vi.fn());
  (window as unknown as { exchange: unknown }).exchange = {
    results: { get: async () => ok(marketNow), bets: async () => ok(betsNow), preVoidList: async (input: unknown) => (preVoidList(input), ok(betsNow)) },
  };
  stubMatchMedia();
});
afterEach(cleanup);

const showDrawer = () =>
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <VoidsDrawer market={SETTLED} onClose={vi.fn()} />
      </MantineProvider>
    </QueryClientProvider>,
  );

describe('the Bets and voids drawer', () => {
  it('follows the market as it is now: voided from another window, it offers no Void market', async () => {
    showDrawer();
    await screen.findByRole('button', { name: 'Void market' });
    marketNow = { ...SETTLED, marketStatus: 'voided' };
    betsNow = [{ ...BET, status: 'voided', voidFactor: 1, pnl: null }];
    // The other window's change notice invalidates what it wrote, as the main core relays it.
    await act(() => client.invalidateQueries());
    await screen.findByText(/The market is voided/);
    expect(screen.queryByRole('button', { name: 'Void market' })).toBeNull();
  });

  it('shows the void factor each settled bet was settled with', async () => {
    showDrawer();
    const table = await screen.findByRole('table', { name: 'Bets of this market' });
    await screen.findByText('punter0001');
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    const cells = [...table.querySelectorAll('tbody tr td')].map((td) => td.textContent);
    expect(cells[headers.indexOf('Void factor')]).toBe('0.5');
  });

  it('takes a one-second window (From = To) and lists its bets', async () => {
    showDrawer();
    await screen.findByText('punter0001');
    fireEvent.change(screen.getByLabelText('From', { exact: true }), { target: { value: '2026-11-28T08:37:21' } });
    fireEvent.change(screen.getByLabelText('To', { exact: true }), { target: { value: '2026-11-28T08:37:21' } });
    await screen.findByRole('button', { name: 'Pre-void 1 bet' });
    expect(screen.queryByText('The window must end after it starts.')).toBeNull();
    const [{ from, to }] = preVoidList.mock.calls[0] as [{ from: string; to: string }];
    expect(from).toBe(to);
  });
});
