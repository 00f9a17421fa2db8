// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { formatMinor } from '@renderer/lib/format';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { LiveRiskTab } from './live-risk-tab';

const MARKETS = Array.from({ length: 15 }, (_, i) => ({
  marketId: `m${i}`,
  marketName: `Market ${i}`,
  eventName: `Event ${i}`,
  sportName: 'Cricket',
  family: 'matchOdds',
  // The second is suspended; the third comes from an exchange that does not send the house's worst case.
  status: i === 1 ? 'suspended' : 'open',
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

beforeEach(() => {
  stubMatchMedia();
  (window as unknown as { exchange: unknown }).exchange = {
    risk: {
      marketList: vi.fn(async () => ok({ data: MARKETS, recordsTotal: MARKETS.length, recordsFiltered: MARKETS.length })),
      marketBook: vi.fn(async (input: { marketId: string }) => book(input)),
      alertState: vi.fn(async () => ok({ thresholds: [], breaches: [] })),
      suspendMarket: vi.fn(async ({ marketId }: { marketId: string }) => ok({ marketId, status: 'suspended' })),
    },
    markets: { suspendAllState: vi.fn(async () => ok({ suspended: false })) },
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The tab at its address on the Risk screen (`at`: with a market to open, as the risk monitor links it). */
const renderTab = (at = '/dashboard/risk') =>
  renderAsAdmin(
    <MemoryRouter initialEntries={[at]}>
      <LiveRiskTab />
    </MemoryRouter>,
  );

const marketsTable = () => screen.getByRole('table', { name: 'Live markets by exposure' });
const marketRows = () => within(marketsTable()).getAllByRole('row').slice(1);
const tabStopsOf = (rows: readonly HTMLElement[]) => rows.filter((row) => row.getAttribute('tabindex') === '0');

describe('Live risk', () => {
  it('is one Tab stop over its 15 markets; ↓ and End move it, Enter drills down and Escape comes back to the market left', async () => {
    const user = userEvent.setup();
    renderTab();
    await waitFor(() => expect(marketRows()).toHaveLength(15));
    expect(tabStopsOf(marketRows())).toEqual([marketRows()[0]]);

    act(() => (marketRows()[0] as HTMLElement).focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(marketRows()[2]);
    expect(tabStopsOf(marketRows())).toEqual([marketRows()[2]]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(marketRows()[14]);
    await user.keyboard('{Home}{ArrowDown}');
    expect(tabStopsOf(marketRows())).toEqual([marketRows()[1]]);

    // Tab leaves the table in one press (to what follows it, not the next row).
    await user.tab();
    expect(marketsTable().contains(document.activeElement)).toBe(false);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(marketRows()[1]);

    await user.keyboard('{Enter}');
    const outcomes = await screen.findByRole('table', { name: 'Outcomes' });
    await waitFor(() => expect(document.activeElement).toBe(within(outcomes).getAllByRole('row')[1]));
    expect(screen.getByLabelText('Drill-down path').textContent).toContain('Market 1 · Event 1');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(marketRows()[1]));
    expect(tabStopsOf(marketRows())).toEqual([marketRows()[1]]);
  });

  it('shows punters’ exposure, the ranking, and the house’s worst case of each market, says so under the title, and a dash where the exchange sends none', async () => {
    renderTab();
    await waitFor(() => expect(marketRows()).toHaveLength(15));
    const headers = within(marketsTable()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Market', 'Sport', 'Status', 'Punters’ exposure', 'House worst case', 'Punters', 'Open bets', 'Stake']);
    expect(marketsTable().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(marketsTable().getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/^Ranked by punters’ exposure: what punters have reserved on the market\. House worst case:/);
    const cells = (row: number) => within(marketRows()[row] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(0).slice(3, 5)).toEqual([formatMinor(100_000), formatMinor(531_810_00)]);
    expect(cells(2)[4]).toBe('—');
  });

  it('S suspends an open market; on one already suspended it asks nothing and says why, in a toast', async () => {
    const show = vi.spyOn(notifications, 'show');
    const user = userEvent.setup();
    renderTab();
    await waitFor(() => expect(marketRows()).toHaveLength(15));
    const exchange = (window as unknown as { exchange: { risk: { suspendMarket: ReturnType<typeof vi.fn> } } }).exchange;

    act(() => (marketRows()[1] as HTMLElement).focus());
    await user.keyboard('s');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Market 1 · Event 1 is suspended: only an open market can be suspended.', role: 'status' }));
    expect(exchange.risk.suspendMarket).not.toHaveBeenCalled();

    await user.keyboard('{ArrowUp}s');
    await waitFor(() => expect(exchange.risk.suspendMarket.mock.calls.map((call) => call[0])).toEqual([{ marketId: 'm0' }]));
  });

  it('opened at a market (?market=ID) shows its outcomes straight away, and Escape goes back to the markets list', async () => {
    const user = userEvent.setup();
    renderTab('/dashboard/risk?tab=live&market=m7');
    const outcomes = await screen.findByRole('table', { name: 'Outcomes' });
    expect(screen.queryByRole('table', { name: 'Live markets by exposure' })).toBeNull();
    expect(screen.getByLabelText('Drill-down path').textContent).toBe('Markets/Market · Event');
    const exchange = (window as unknown as { exchange: { risk: { marketBook: ReturnType<typeof vi.fn> } } }).exchange;
    expect(exchange.risk.marketBook).toHaveBeenCalledWith({ marketId: 'm7' }, expect.anything());
    await waitFor(() => expect(document.activeElement).toBe(within(outcomes).getAllByRole('row')[1]));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(marketRows()).toHaveLength(15));
    expect(screen.queryByRole('table', { name: 'Outcomes' })).toBeNull();
  });
});
