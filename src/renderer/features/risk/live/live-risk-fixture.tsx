import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ok } from '@shared/contract';
import type { AlertScope, RiskBreach } from '@shared/contract/risk';
import { LiveRiskTab } from './live-risk-tab';
import { RiskAlertWatcher } from './risk-alert-watcher';

/** The live markets list of a Live risk test: 15 markets, the largest exposure first. */
export const MARKETS = Array.from({ length: 15 }, (_, i) => ({
  marketId: `m${i}`,
  marketName: `Market ${i}`,
  eventName: `Event ${i}`,
  sportName: 'Cricket',
  family: 'matchOdds',
  // The second is suspended, the fourth ball running; the third comes from an exchange that does not send the house's worst case.
  status: i === 1 ? 'suspended' : i === 3 ? 'ballRunning' : 'open',
  exposure: 100_000 - i * 1_000,
  punters: 3,
  openBets: 5,
  stake: 10_000,
  ...(i === 2 ? {} : { houseWorstCase: 531_810_00 - i }),
}));

const book = ({ marketId }: { marketId: string }) =>
  ok({
    marketId,
    marketName: 'Market',
    eventName: 'Event',
    family: 'matchOdds',
    status: 'open',
    openBets: 5,
    stake: 10_000,
    liability: 5_000,
    outcomes: ['Home', 'Away'].map((name, i) => ({ outcomeId: `${marketId}-o${i}`, name, housePnl: i === 0 ? -5_000 : 2_000, punters: [] })),
    history: [],
  });

export const PUNTER_BREACH: RiskBreach = { scope: 'user', target: 'punter0007', name: 'punter0007', exposure: 12_480_00, threshold: 12_000_00, status: 'active' };
export const MARKET_BREACH: RiskBreach = { scope: 'market', target: 'm0', name: 'Market 0 · Event 0', exposure: 100_000, threshold: 50_000, status: 'open' };

/**
 * The exchange as Live risk and the window's alerts call it; `breaches`: what it finds above the thresholds at
 * each look; `cut`: the scopes whose list it cut (others of them left out).
 */
export const stubRiskExchange = (breaches: () => readonly RiskBreach[], cut: () => readonly AlertScope[] = () => []) => {
  const exchange = {
    risk: {
      marketList: vi.fn(async () => ok({ data: MARKETS, recordsTotal: MARKETS.length, recordsFiltered: MARKETS.length })),
      marketBook: vi.fn(async (input: { marketId: string }) => book(input)),
      alertState: vi.fn(async () => ok({ thresholds: [], breaches: breaches(), breachesCut: cut() })),
      suspendMarket: vi.fn(async ({ marketId }: { marketId: string }) => ok({ marketId, status: 'suspended' })),
    },
    markets: { suspendAllState: vi.fn(async () => ok({ suspended: false })) },
  };
  (window as unknown as { exchange: unknown }).exchange = exchange;
  return exchange;
};

/** The Risk screen's tabs as far as this one is concerned: Live risk, or another tab (Live risk unmounted). */
export function LiveRiskOrAnother() {
  const [live, setLive] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setLive(!live)}>
        {live ? 'Markets by exposure' : 'Live risk'}
      </button>
      {live && <LiveRiskTab />}
    </>
  );
}

/** The exchange asked again and its answer drawn (the query client tells its screens a task later). */
export const pollNow = (client: QueryClient) =>
  act(async () => {
    await client.refetchQueries({ type: 'active' });
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

/** The dashboard window as far as alerts are concerned: its watcher, a page at `at` (the Risk screen's Live risk, or another), its toasts. */
export const dashboardAt = (at: string, extra?: ReactNode) => (
  <MemoryRouter initialEntries={[at]}>
    <RiskAlertWatcher />
    <Routes>
      <Route path="/dashboard/risk" element={<LiveRiskTab />} />
      <Route path="*" element={<h2>Catalogue</h2>} />
    </Routes>
    {extra}
    <Address />
    <Notifications />
  </MemoryRouter>
);
