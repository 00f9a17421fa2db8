// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKET_STATUS_LABELS } from '@shared/catalogue';
import type { RiskBreach } from '@shared/contract/risk';
import { notices } from '@renderer/app/notices/notice-store';
import * as beep from '@renderer/lib/alert-beep';
import { formatMinor } from '@renderer/lib/format';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { LiveRiskOrAnother, MARKET_BREACH, pollNow, PUNTER_BREACH, stubRiskExchange } from './live-risk-fixture';
import { LiveRiskTab } from './live-risk-tab';
import { forgetKeptAlerts, windowAlertStorage } from './kept-alerts';
import { RiskAlertWatcher } from './risk-alert-watcher';

/** What the exchange finds above the user's thresholds now (its answer to the alerts' poll). */
let breaches: RiskBreach[];

beforeEach(() => {
  breaches = [];
  stubMatchMedia();
  stubRiskExchange(() => breaches);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // The window's alerts kept for a reload go with the test's window.
  forgetKeptAlerts(windowAlertStorage());
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

  it('names each level of the path once: the market, then the outcome alone', async () => {
    const user = userEvent.setup();
    renderTab('/dashboard/risk?tab=live&market=m7');
    const outcomes = await screen.findByRole('table', { name: 'Outcomes' });
    await waitFor(() => expect(document.activeElement).toBe(within(outcomes).getAllByRole('row')[1]));
    await user.keyboard('{Enter}');
    await screen.findByRole('table', { name: 'Punters on this outcome' });
    expect(screen.getByLabelText('Drill-down path').textContent).toBe('Markets/Market · Event/Home');
  });

  it('lists the window’s alerts, each raised once per crossing: back from another tab nothing fires again (alert, beep, notice) and a dismissed alert stays dismissed', async () => {
    const beeped = vi.spyOn(beep, 'playAlertBeep').mockResolvedValue(true);
    notices.clear();
    breaches = [PUNTER_BREACH];
    const user = userEvent.setup();
    const { client } = renderAsAdmin(
      <MemoryRouter initialEntries={['/dashboard/risk']}>
        <RiskAlertWatcher />
        <LiveRiskOrAnother />
      </MemoryRouter>,
    );
    const alertNames = () => screen.queryAllByLabelText(/^Alert: /).map((a) => a.getAttribute('aria-label'));
    const alertNotices = () => notices.get().filter((n) => n.tone === 'alert').map((n) => `${n.message} ×${n.count}`);

    await waitFor(() => expect(alertNames()).toEqual(['Alert: punter0007']));
    breaches = [PUNTER_BREACH, MARKET_BREACH];
    await pollNow(client);
    await waitFor(() => expect(alertNames()).toEqual(['Alert: Market 0 · Event 0', 'Alert: punter0007']));
    expect(beeped).toHaveBeenCalledTimes(2);
    // The figure and the threshold, as the console writes money.
    expect(alertNotices()).toEqual([
      `Risk alert: Market Market 0 · Event 0: punters’ exposure ${formatMinor(100_000)} is past its threshold ${formatMinor(50_000)} ×1`,
      'Risk alert: Punter punter0007: exposure ₹12,480.00 is past its threshold ₹12,000.00 ×1',
    ]);

    await user.click(screen.getByRole('button', { name: 'Dismiss the alert for punter0007' }));
    await user.click(screen.getByRole('button', { name: 'Markets by exposure' }));
    expect(screen.queryByRole('table', { name: 'Live markets by exposure' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Live risk' }));
    await waitFor(() => expect(marketRows()).toHaveLength(15));
    await pollNow(client);
    await pollNow(client);
    expect(alertNames()).toEqual(['Alert: Market 0 · Event 0']);
    expect(beeped).toHaveBeenCalledTimes(2);
    expect(alertNotices()).toHaveLength(2);

    // The punter falls below the threshold, then crosses it again: a new crossing, a new alert.
    breaches = [MARKET_BREACH];
    await pollNow(client);
    breaches = [MARKET_BREACH, PUNTER_BREACH];
    await pollNow(client);
    await waitFor(() => expect(alertNames()).toEqual(['Alert: punter0007', 'Alert: Market 0 · Event 0']));
    expect(beeped).toHaveBeenCalledTimes(3);
    expect(alertNotices()).toHaveLength(3);
  });

  it('reads each status in full however long the names: the name gives way (whole on hover), the status badge is never narrower than its words', async () => {
    renderTab();
    await waitFor(() => expect(marketRows()).toHaveLength(15));
    const cellsOf = (row: number) => within(marketRows()[row] as HTMLElement).getAllByRole('cell');
    const statusOf = (row: number) => cellsOf(row)[2]?.firstElementChild as HTMLElement;
    // Ball running, the longest status, among them: the column is at least as wide as the widest status shown.
    expect([0, 1, 3].map((row) => statusOf(row).textContent)).toEqual([MARKET_STATUS_LABELS.open, MARKET_STATUS_LABELS.suspended, MARKET_STATUS_LABELS.ballRunning]);
    expect(Math.max(...Object.values(MARKET_STATUS_LABELS).map((label) => label.length))).toBe(MARKET_STATUS_LABELS.ballRunning.length);
    for (const row of [0, 1, 3]) expect(statusOf(row).style.minWidth).toBe('max-content');
    // The name's cell may shrink to nothing (a grid whose text hides its overflow): it gives way first.
    const name = cellsOf(0)[0]?.firstElementChild as HTMLElement;
    expect(name.style.display).toBe('grid');
    expect(within(name).getByText('Market 0 · Event 0').getAttribute('title')).toBe('Market 0 · Event 0');
  });
});
