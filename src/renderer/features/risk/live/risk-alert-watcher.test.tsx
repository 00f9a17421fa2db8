// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { contract } from '@shared/contract';
import type { AlertScope, RiskBreach } from '@shared/contract/risk';
import { FormatEpochContext, formatEpochOf } from '@renderer/app/display/format-redraw';
import { notices } from '@renderer/app/notices/notice-store';
import { noticeText } from '@renderer/app/notices/notice-words';
import * as beep from '@renderer/lib/alert-beep';
import { formatSettings, setFormatSettings } from '@renderer/lib/format';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { alertNotice } from './alert-words';
import { dashboardAt, LiveRiskOrAnother, MARKET_BREACH, pollNow, PUNTER_BREACH, stubRiskExchange } from './live-risk-fixture';
import { forgetKeptAlerts, windowAlertStorage } from './kept-alerts';
import { ALERT_POLL_MS } from './use-risk-alerts';

/** What the exchange finds above the user's thresholds now (its answer to the alerts' poll). */
let breaches: RiskBreach[];
/** The scopes whose list that answer cut (the exchange's largest breaches only). */
let cut: AlertScope[];
let exchange: ReturnType<typeof stubRiskExchange>;
let beeped: MockInstance<typeof beep.playAlertBeep>;
let shown: MockInstance<typeof notifications.show>;

beforeEach(() => {
  breaches = [];
  cut = [];
  stubMatchMedia();
  exchange = stubRiskExchange(() => breaches, () => cut);
  beeped = vi.spyOn(beep, 'playAlertBeep').mockResolvedValue(true);
  shown = vi.spyOn(notifications, 'show');
  notices.clear();
  notifications.clean();
});
afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  notices.clear();
  vi.restoreAllMocks();
  setFormatSettings({ grouping: 'indian' });
  // The window's alerts kept for a reload go with the test's window.
  forgetKeptAlerts(windowAlertStorage());
});

/** A risk desk user (not an admin) holding the flag the alerts need. */
const RISK_DESK = { ...signedIn('risk', 'risk1'), permissions: { resolveQuery: true as const } };

/** `count` markets above their thresholds, from Market `from`, the largest first. */
const marketBreaches = (from: number, count: number): RiskBreach[] =>
  Array.from({ length: count }, (_, i) => ({ ...MARKET_BREACH, target: `m${from + i}`, name: `Market ${from + i} · Event ${from + i}` }));

/** The display preferences' gate as far as a grouping change goes: the formatting module set, the window told. */
function GroupingChoice({ children }: { children: ReactNode }) {
  const [epoch, setEpoch] = useState(() => formatEpochOf(formatSettings()));
  const international = () => {
    setFormatSettings({ grouping: 'international' });
    setEpoch(formatEpochOf(formatSettings()));
  };
  return (
    <FormatEpochContext.Provider value={epoch}>
      <button type="button" onClick={international}>
        International grouping
      </button>
      {children}
    </FormatEpochContext.Provider>
  );
}

const alertNotices = () => notices.get().filter((n) => n.tone === 'alert');
const alertToasts = () => shown.mock.calls.filter(([toast]) => toast.id === 'risk-alert');
const alertNames = () => screen.queryAllByLabelText(/^Alert: /).map((a) => a.getAttribute('aria-label'));

describe('the window’s risk alerts', () => {
  it('reach the user on another screen: one notice, one beep and a toast per crossing, whose Open goes to Live risk', async () => {
    breaches = [PUNTER_BREACH];
    const { client } = renderAsAdmin(dashboardAt('/dashboard/catalogue'));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(alertNotice(PUNTER_BREACH));
    expect(alertNotices().map((n) => [n.message, n.count, n.href])).toEqual([[alertNotice(PUNTER_BREACH), 1, '/dashboard/risk']]);
    await waitFor(() => expect(beeped).toHaveBeenCalledTimes(1));

    // The same breach at the next looks: nothing more.
    await pollNow(client);
    await pollNow(client);
    expect(exchange.risk.alertState.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(alertToasts()).toHaveLength(1);
    expect(alertNotices().map((n) => n.count)).toEqual([1]);
    expect(beeped).toHaveBeenCalledTimes(1);

    await userEvent.click(within(toast).getByRole('button', { name: 'Open punter0007' }));
    expect(screen.getByLabelText('Address').textContent).toBe('/dashboard/risk');
    await waitFor(() => expect(alertNames()).toEqual(['Alert: punter0007']));
    // The toast went (the panel words it its own way).
    await waitFor(() => expect(screen.queryByText(alertNotice(PUNTER_BREACH))).toBeNull());
  });

  it('raise once with the Live risk tab open too, in its panel and no toast; the toast already up goes when the tab opens', async () => {
    breaches = [PUNTER_BREACH];
    const { client, unmount } = renderAsAdmin(dashboardAt('/dashboard/risk'));
    await waitFor(() => expect(alertNames()).toEqual(['Alert: punter0007']));
    breaches = [PUNTER_BREACH, MARKET_BREACH];
    await pollNow(client);
    await pollNow(client);
    await waitFor(() => expect(alertNames()).toEqual(['Alert: Market 0 · Event 0', 'Alert: punter0007']));
    expect(alertNotices()).toHaveLength(2);
    expect(beeped).toHaveBeenCalledTimes(2);
    expect(alertToasts()).toEqual([]);
    unmount();

    // Another window (its storage its own), elsewhere: one toast for both; the tab opened (from its Open), its
    // panel lists both and the toast goes.
    notices.clear();
    forgetKeptAlerts(windowAlertStorage());
    renderAsAdmin(dashboardAt('/dashboard/catalogue'));
    await waitFor(() => expect(alertToasts()).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).toContain('and 1 more alert');
    await userEvent.click(await screen.findByRole('button', { name: 'Open punter0007' }));
    await waitFor(() => expect(alertNames()).toEqual(['Alert: punter0007', 'Alert: Market 0 · Event 0']));
    await waitFor(() => expect(screen.queryByText(alertNotice(PUNTER_BREACH))).toBeNull());
  });

  it('show one toast however many cross at once, naming the newest and how many more, replaced in place by later ones', async () => {
    breaches = marketBreaches(0, 12);
    const { client } = renderAsAdmin(dashboardAt('/dashboard/catalogue'));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(alertNotice(MARKET_BREACH));
    // On one line, cut where narrow: whole on hover and to screen readers.
    expect(within(toast).getByTitle(alertNotice(MARKET_BREACH)).textContent).toBe(alertNotice(MARKET_BREACH));
    within(toast).getByText('and 11 more alerts');

    breaches = [...marketBreaches(12, 2), ...breaches];
    await pollNow(client);
    await waitFor(() => within(toast).getByText('and 13 more alerts'));
    expect(toast.textContent).toContain(alertNotice(marketBreaches(12, 1)[0] ?? MARKET_BREACH));
    expect(screen.getAllByRole('alert')).toEqual([toast]);
    expect(alertToasts()).toHaveLength(1);
    expect(alertNotices()).toHaveLength(14);

    // Open: Live risk, whose list (the newest few) has the toast's alert first.
    await userEvent.click(within(toast).getByRole('button', { name: 'Open Market 12 · Event 12' }));
    expect(screen.getByLabelText('Address').textContent).toBe('/dashboard/risk');
    await waitFor(() => expect(alertNames()[0]).toBe('Alert: Market 12 · Event 12'));
    await waitFor(() => expect(screen.queryByText('and 13 more alerts')).toBeNull());
  });

  it('hide the toast on “Dismiss the risk alerts”, not the alerts; the next crossing has a toast of its own', async () => {
    breaches = [PUNTER_BREACH, MARKET_BREACH];
    const { client } = renderAsAdmin(dashboardAt('/dashboard/catalogue'));
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Dismiss the risk alerts' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(alertNotices()).toHaveLength(2);

    breaches = [...marketBreaches(1, 1), ...breaches];
    await pollNow(client);
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(alertNotice(marketBreaches(1, 1)[0] ?? MARKET_BREACH));
    expect(toast.textContent).not.toContain('more alert');
    await userEvent.click(within(toast).getByRole('button', { name: 'Open Market 1 · Event 1' }));
    await waitFor(() => expect(alertNames()).toEqual(['Alert: Market 1 · Event 1', 'Alert: punter0007', 'Alert: Market 0 · Event 0']));
  });

  it('raise nothing again for a market the exchange left out of a cut list and listed again', async () => {
    cut = ['market'];
    breaches = marketBreaches(0, 2);
    const { client } = renderAsAdmin(dashboardAt('/dashboard/catalogue'));
    await waitFor(() => expect(alertNotices()).toHaveLength(2));
    breaches = marketBreaches(0, 1);
    await pollNow(client);
    breaches = marketBreaches(0, 2);
    await pollNow(client);
    expect(alertNotices().map((n) => n.count)).toEqual([1, 1]);
    expect(beeped).toHaveBeenCalledTimes(1);
    expect(alertToasts()).toHaveLength(1);
  });

  it('raise nothing again after a reload of the window for what was above already, only what crossed since; another user starts with none', async () => {
    breaches = [PUNTER_BREACH, MARKET_BREACH];
    const first = renderAsAdmin(dashboardAt('/dashboard/catalogue'));
    await waitFor(() => expect(alertNotices()).toHaveLength(2));
    await waitFor(() => expect(beeped).toHaveBeenCalledTimes(1));
    first.unmount();

    // The window reloaded: a new store, the same storage; the same breaches raise nothing, the alerts are listed still.
    notices.clear();
    act(() => notifications.clean());
    const reloaded = renderAsAdmin(dashboardAt('/dashboard/risk'));
    await waitFor(() => expect(alertNames()).toEqual(['Alert: punter0007', 'Alert: Market 0 · Event 0']));
    await pollNow(reloaded.client);
    await pollNow(reloaded.client);
    expect(exchange.risk.alertState.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(alertNotices()).toEqual([]);
    expect(beeped).toHaveBeenCalledTimes(1);
    // What crossed since the reload is raised, alone.
    breaches = [...marketBreaches(1, 1), ...breaches];
    await pollNow(reloaded.client);
    await waitFor(() => expect(alertNotices().map((n) => n.message)).toEqual([alertNotice(marketBreaches(1, 1)[0] ?? MARKET_BREACH)]));
    expect(beeped).toHaveBeenCalledTimes(2);
    reloaded.unmount();

    // Another user signed in to the window after a reload: theirs start empty, so the same breaches are raised for them.
    notices.clear();
    renderWithProviders(dashboardAt('/dashboard/catalogue'), RISK_DESK);
    await waitFor(() => expect(alertNotices()).toHaveLength(3));
  });

  it('word the toast in the grouping chosen since it came up', async () => {
    const user = userEvent.setup();
    breaches = [{ ...PUNTER_BREACH, exposure: 123_456_00, threshold: 100_000_00 }];
    renderAsAdmin(<GroupingChoice>{dashboardAt('/dashboard/catalogue')}</GroupingChoice>);
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('exposure ₹1,23,456.00 is past its threshold ₹1,00,000.00');
    await user.click(screen.getByRole('button', { name: 'International grouping' }));
    await waitFor(() => expect(toast.textContent).toContain('exposure ₹123,456.00 is past its threshold ₹100,000.00'));
    // Its line in the notifications centre keeps the figures, not the words written under the old grouping.
    expect(alertNotices().map(noticeText)).toEqual(['Risk alert: Punter punter0007: exposure ₹123,456.00 is past its threshold ₹100,000.00']);
  });

  it('are one query with the tab open too, which the tab reads and only the watcher polls (not twice a second)', async () => {
    const user = userEvent.setup();
    const { client } = renderAsAdmin(dashboardAt('/dashboard/somewhere', <LiveRiskOrAnother />));
    const alertQueries = () => client.getQueryCache().findAll({ queryKey: [contract.risk.alertState.id] });
    await waitFor(() => expect(exchange.risk.alertState).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Markets by exposure' }));
    await user.click(screen.getByRole('button', { name: 'Live risk' }));
    await screen.findByRole('switch', { name: 'Mute alert sound' });
    const [query, ...others] = alertQueries();
    expect(others).toEqual([]);
    // Each observer with an interval polls on its own timer: the watcher's alone has one (the tab's is the console's, an outage's only).
    const intervals = query?.observers.map(({ options: { refetchInterval } }) => (typeof refetchInterval === 'function' ? refetchInterval(query) : refetchInterval));
    expect(intervals).toEqual([ALERT_POLL_MS, false]);
  });

  it('keep “Mute alert sound” across leaving the tab and coming back, and outside it', async () => {
    const user = userEvent.setup();
    const { client } = renderAsAdmin(dashboardAt('/dashboard/somewhere', <LiveRiskOrAnother />));
    const mute = () => screen.getByRole('switch', { name: 'Mute alert sound' }) as HTMLInputElement;
    await user.click(mute());
    await user.click(screen.getByRole('button', { name: 'Markets by exposure' }));
    expect(screen.queryByRole('switch', { name: 'Mute alert sound' })).toBeNull();

    // The tab left: a crossing raises its notice and toast, silently.
    breaches = [MARKET_BREACH];
    await pollNow(client);
    await waitFor(() => expect(alertToasts()).toHaveLength(1));
    expect(alertNotices()).toHaveLength(1);
    expect(beeped).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Live risk' }));
    expect(mute().checked).toBe(true);
  });

  it('are not asked for by a user who may not read them (no watcher), and are by one who may', async () => {
    breaches = [PUNTER_BREACH];
    renderWithProviders(dashboardAt('/dashboard/catalogue'), RISK_DESK);
    await waitFor(() => expect(exchange.risk.alertState).toHaveBeenCalled());
    cleanup();
    exchange.risk.alertState.mockClear();

    renderWithProviders(dashboardAt('/dashboard/catalogue'), signedIn('trader', 'trader1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exchange.risk.alertState).not.toHaveBeenCalled();
    expect(alertNotices()).toEqual([]);
  });
});
