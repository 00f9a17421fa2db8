// @vitest-environment happy-dom
import { Notifications, notifications } from '@mantine/notifications';
import { act, cleanup, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import type { LiveDelivery, LiveLiability, LiveMarket } from '@shared/contract/live';
import { signedIn, renderWithProviders } from '@renderer/testing/render-with-providers';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { KeyedStore } from '../live/keyed-store';
import { RiskRanking, riskHints } from './risk-monitor';
import { useOpenRiskDrill } from './risk-drill';

/** The main core's answer to `windows.showRoute`: a console window was found, unless a test says otherwise. */
const showRoute = vi.fn();
beforeEach(() => {
  showRoute.mockReset().mockResolvedValue(ok({ found: true }));
  (window as unknown as { exchange: unknown }).exchange = { windows: { showRoute } };
});
afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  vi.restoreAllMocks();
});

const row = (marketId: string, liability: number) =>
  ({ marketId, sportId: 's1', competitionId: 'c1', eventId: `e-${marketId}`, eventName: `Event ${marketId}`, marketName: 'Match Odds', liability, stake: 1_000, betCount: 3, selections: [], ts: 1 }) as unknown as LiveLiability;

function Ranking() {
  const [liability] = useState(() => {
    const store = new KeyedStore<LiveLiability>();
    store.apply({ reset: true, health: 'live', values: [row('m1', 90_000), row('m2', 40_000)] } as unknown as LiveDelivery);
    return store;
  });
  return <RankingOf liability={liability} />;
}

const select = vi.fn();
function RankingOf({ liability }: { liability: KeyedStore<LiveLiability> }) {
  const drill = useOpenRiskDrill();
  return <RiskRanking liability={liability} markets={new KeyedStore<LiveMarket>()} top={20} threshold={1e12} muted live select={select} suspend={undefined} drill={drill} />;
}

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

/** The ranking at `at` (a monitor window, or the monitors hub inside the console), for a user of `role`. */
const renderAt = (at: string, role = 'admin') => {
  stubMatchMedia();
  const router = createMemoryRouter(
    [
      { path: '/monitor/risk/1', element: <Ranking /> },
      { path: '/dashboard/monitor', element: <Ranking /> },
      { path: '/dashboard/risk', element: <WhereAmI /> },
    ],
    { initialEntries: [at] },
  );
  renderWithProviders(
    <>
      <Notifications />
      <RouterProvider router={router} />
    </>,
    signedIn(role, 'risk'),
  );
};

const rows = () => within(screen.getByRole('grid', { name: /./ })).getAllByRole('row').slice(1);

describe('Enter in the risk monitor', () => {
  it('in a monitor window, links the event and asks main to show the market’s outcomes in a console window, never a new one; a click only links', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    select.mockClear();
    const user = userEvent.setup();
    renderAt('/monitor/risk/1');
    expect(rows()).toHaveLength(2);

    await user.click(rows()[1] as HTMLElement);
    expect(select).toHaveBeenLastCalledWith(expect.objectContaining({ eventId: 'e-m2', marketId: 'm2' }));
    expect(showRoute).not.toHaveBeenCalled();

    act(() => screen.getByRole('grid').focus());
    await user.keyboard('{ArrowUp}{Enter}');
    expect(select).toHaveBeenLastCalledWith(expect.objectContaining({ eventId: 'e-m1', marketId: 'm1' }));
    expect(showRoute).toHaveBeenCalledExactlyOnceWith({ href: '/dashboard/risk?tab=live&market=m1' });
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByText(/console window/)).toBeNull();
  });

  it('in a monitor window with no console window to show it in, says what to do', async () => {
    const message = 'No console window is open to show this page in: open the console, then try again.';
    showRoute.mockResolvedValue(fail({ kind: 'not-found', message }));
    const user = userEvent.setup();
    renderAt('/monitor/risk/1');
    act(() => screen.getByRole('grid').focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('in the monitors hub, opens the Risk screen at the market in the same window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderAt('/dashboard/monitor');
    act(() => screen.getByRole('grid').focus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('At /dashboard/risk?tab=live&market=m2')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(showRoute).not.toHaveBeenCalled();
  });

  it('only links for a user who may not open the Risk screen', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderAt('/monitor/risk/1', 'agent');
    act(() => screen.getByRole('grid').focus());
    await user.keyboard('{Enter}');
    expect(open).not.toHaveBeenCalled();
    expect(showRoute).not.toHaveBeenCalled();
  });

  it('says where Enter goes in the key hints', () => {
    expect(riskHints(true, true)).toEqual([
      ['↑ ↓', 'move'],
      ['Enter', 'link the event and open the market’s outcomes on the Risk screen'],
      ['S', 'suspend'],
    ]);
    expect(riskHints(false, false)).toEqual([
      ['↑ ↓', 'move'],
      ['Enter', 'link the event'],
    ]);
  });
});
