// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import type { MarketResult, ResultBet, Settlement } from '@shared/contract/results';
import { marketResult } from '@renderer/testing/market-result';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { resultBet } from './result-bet.testing';
import { VoidsDrawer } from './voids-drawer';

const SETTLED = marketResult({ marketId: 'm-toss', marketName: 'To Win the Toss', family: 'matchOdds', marketStatus: 'closed', status: 'settled', label: 'Royal Challengers Bengaluru', version: 2 });

/** Two punters: one won 90 on one bet and lost 100 on another (a loser of 10), one won 90; a third bet voided. */
const BETS = [resultBet('b1', 'punter0001', 'settled', 90_00), resultBet('b2', 'punter0001', 'settled', -100_00), resultBet('b3', 'punter0002', 'settled', 90_00), resultBet('b4', 'punter0003', 'voided', null)];

/** The live settlement as the exchange recorded it: what the settle preview showed before it settled. */
const settlement = (figures: Partial<Settlement>): Settlement => ({
  settlementId: 's2',
  marketId: SETTLED.marketId,
  version: 2,
  status: 'live',
  label: 'Royal Challengers Bengaluru',
  voidFactor: 0,
  deduction: 0,
  betCount: 3,
  punterCount: 2,
  punterWon: 90_00,
  punterLost: 10_00,
  settledBy: 'admin',
  settledAt: '2026-11-28T09:00:00.000Z',
  rolledBackBy: null,
  rolledBackAt: null,
  rollbackReason: null,
  ...figures,
});

let market: MarketResult;
let bets: ResultBet[];
let live: Settlement;
beforeEach(() => {
  market = SETTLED;
  bets = BETS;
  live = settlement({});
});
stubBridgeForEachTest(() => ({ results: { get: async () => ok(market), bets: async () => ok(bets), settlements: async () => ok([live]) } }));

const showDrawer = () => renderWithProviders(<VoidsDrawer market={market} onClose={vi.fn()} />);
const totals = () => screen.findByLabelText('Totals of the bets listed');

describe('the totals of a market’s bets', () => {
  it('add the settled bets up as the settle preview did, each punter netted first, and count the voided ones', async () => {
    showDrawer();
    expect((await totals()).textContent).toBe('3 bets of 2 punters settled: punters won ₹90.00 and lost ₹10.00; the house and agents paid ₹80.00. 1 bet voided.');
    // They match the live settlement: nothing more is said.
    await screen.findByText('punter0002');
    expect(screen.queryByLabelText("The settlement's own totals")).toBeNull();
  });

  it('say the settlement’s own figures when the bets listed do not add up to them (a market with more bets than the list shows)', async () => {
    live = settlement({ betCount: 3_000, punterCount: 400, punterWon: 2_00_000_00, punterLost: 1_50_000_00 });
    showDrawer();
    expect((await screen.findByLabelText("The settlement's own totals")).textContent).toBe(
      'Settlement version 2 as the exchange recorded it (the list may show only the latest bets): 3,000 bets of 400 punters settled: punters won ₹2,00,000.00 and lost ₹1,50,000.00; the house and agents paid ₹50,000.00.',
    );
  });

  it('count the open bets of a market not settled yet', async () => {
    market = { ...SETTLED, marketStatus: 'suspended', status: 'declared' };
    bets = [resultBet('b1', 'punter0001', 'matched', null), resultBet('b2', 'punter0001', 'matched', null), resultBet('b3', 'punter0002', 'matched', null)];
    showDrawer();
    expect((await totals()).textContent).toBe('3 open bets of 2 punters: not settled yet.');
  });
});

describe('the drawer', () => {
  it('is as wide as the bets table with every column on a wide screen, never narrower than before, nor wider than the window', async () => {
    showDrawer();
    await totals();
    const root = document.querySelector<HTMLElement>('.mantine-Drawer-root');
    expect(root?.style.getPropertyValue('--drawer-size')).toBe('clamp(780px, calc(100vw - 8rem), 1320px)');
  });
});
