// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { MarketResult, ResultBet } from '@shared/contract/results';
import { createQueryClient } from '@renderer/app/query-client';
import { theme } from '@renderer/app/theme';
import { marketResult } from '@renderer/testing/market-result';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { actionsFor, primaryActionFor } from './row-actions';
import { VoidsDrawer } from './voids-drawer';

const market = (marketStatus: MarketResult['marketStatus'], status: MarketResult['status']): MarketResult =>
  marketResult({ marketId: 'm-toss', marketName: 'To Win the Toss', family: 'matchOdds', marketStatus, status, label: 'Royal Challengers Bengaluru', version: 1 });

const BET: ResultBet = { betId: 'b1', punter: 'punter0001', outcomeName: 'Royal Challengers Bengaluru', side: 'back', price: '1.90', stake: 10_000, status: 'voided', placedAt: '2026-11-27T10:00:00Z', pnl: null, deduction: null, deadHeat: null, voidFactor: null };

beforeEach(() => {
  (window as unknown as { exchange: unknown }).exchange = { results: { get: async () => ok(market('voided', 'settled')), bets: async () => ok([BET]) } };
  stubMatchMedia();
});
afterEach(cleanup);

describe('a voided market on Results', () => {
  it('offers its bets to review and nothing else; a settled one can be unsettled too', () => {
    expect(actionsFor(market('voided', 'settled'), 'admin')).toEqual(['voids']);
    expect(actionsFor(market('closed', 'settled'), 'admin')).toEqual(['unsettle', 'voids']);
    // Enter on a row opens its main step, never the one that undoes: a settled market's bets, not Unsettle.
    expect(primaryActionFor(market('closed', 'settled'), 'admin')).toBe('voids');
    expect(primaryActionFor(market('voided', 'settled'), 'admin')).toBe('voids');
    expect(primaryActionFor(market('closed', 'declared'), 'admin')).toBe('settle');
    expect(primaryActionFor(market('closed', null), 'admin')).toBe('enter');
  });

  it('shows its bets read only: no choosing, no Void, and says why', async () => {
    render(
      <QueryClientProvider client={createQueryClient(vi.fn())}>
        <MantineProvider theme={theme}>
          <VoidsDrawer market={market('voided', 'settled')} onClose={vi.fn()} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Bets of this market' });
    expect(within(table).getByText('punter0001')).toBeTruthy();
    expect(screen.getByText(/The market is voided/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void market' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    // Nothing of the source shows as text (a JSX comment once did).
    expect(document.body.textContent).not.toContain('Wider than a drawer');
  });
});
