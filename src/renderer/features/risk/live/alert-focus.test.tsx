// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RiskBreach } from '@shared/contract/risk';
import * as beep from '@renderer/lib/alert-beep';
import { formatMinor } from '@renderer/lib/format';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { forgetKeptAlerts, windowAlertStorage } from './kept-alerts';
import { dashboardAt, MARKET_BREACH, pollNow, PUNTER_BREACH, stubRiskExchange } from './live-risk-fixture';

/** What the exchange finds above the user's thresholds now. */
let breaches: RiskBreach[];
let exchange: ReturnType<typeof stubRiskExchange>;

beforeEach(() => {
  breaches = [];
  stubMatchMedia();
  exchange = stubRiskExchange(() => breaches);
  vi.spyOn(beep, 'playAlertBeep').mockResolvedValue(false);
  notifications.clean();
});
afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  vi.restoreAllMocks();
  forgetKeptAlerts(windowAlertStorage());
});

/** Market 4 above its threshold too. */
const OTHER_MARKET: RiskBreach = { ...MARKET_BREACH, target: 'm4', name: 'Market 4 · Event 4' };
const suspended = (breach: RiskBreach): RiskBreach => ({ ...breach, status: 'suspended' });

const alertNames = () => screen.queryAllByLabelText(/^Alert: /).map((a) => a.getAttribute('aria-label'));
const marketRows = () => within(screen.getByRole('table', { name: 'Live markets by exposure' })).getAllByRole('row').slice(1);

/** Live risk listing the alerts of `raised` (crossed at once: listed in that order), the list drawn. */
async function liveRiskWith(...raised: RiskBreach[]) {
  breaches = raised;
  const view = renderAsAdmin(dashboardAt('/dashboard/risk'));
  await waitFor(() => expect(alertNames()).toEqual(raised.map((b) => `Alert: ${b.name}`)));
  await waitFor(() => expect(marketRows()).toHaveLength(15));
  return view;
}

/** Suspend market pressed on Market 0's alert, then the exchange says it is suspended: its button is off. */
async function suspendMarket0(client: Parameters<typeof pollNow>[0]) {
  await userEvent.click(screen.getByRole('button', { name: 'Suspend market Market 0 · Event 0' }));
  await waitFor(() => expect(exchange.risk.suspendMarket.mock.calls.map((call) => call[0])).toEqual([{ marketId: 'm0' }]));
  breaches = breaches.map((b) => (b.target === 'm0' ? suspended(b) : b));
  await pollNow(client);
  await waitFor(() => expect((screen.getByRole('button', { name: 'Suspend market Market 0 · Event 0' }) as HTMLButtonElement).disabled).toBe(true));
}

describe('the keyboard in Live risk’s alerts', () => {
  it('goes to the next alert once Suspend market has done its work (its button off)', async () => {
    const { client } = await liveRiskWith(MARKET_BREACH, OTHER_MARKET);
    await suspendMarket0(client);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open Market 4 · Event 4' })));
  });

  it('goes to the alert before when the suspended market’s alert is the last one', async () => {
    const { client } = await liveRiskWith(PUNTER_BREACH, MARKET_BREACH);
    await suspendMarket0(client);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open punter0007' })));
  });

  it('goes to the Live risk list’s current row when no other alert is listed', async () => {
    const { client } = await liveRiskWith(MARKET_BREACH);
    await suspendMarket0(client);
    await waitFor(() => expect(document.activeElement).toBe(marketRows()[0]));
  });

  it('goes to the next alert when the alert whose × had it is dismissed, and to the list once none is left', async () => {
    const user = userEvent.setup();
    await liveRiskWith(MARKET_BREACH, PUNTER_BREACH);
    await user.click(screen.getByRole('button', { name: 'Dismiss the alert for Market 0 · Event 0' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open punter0007' })));
    await user.click(screen.getByRole('button', { name: 'Dismiss the alert for punter0007' }));
    await waitFor(() => expect(document.activeElement).toBe(marketRows()[0]));
  });

  it('stays where the user went when they click the alert’s text after one of its buttons, through the next readings', async () => {
    const user = userEvent.setup();
    const { client } = await liveRiskWith(MARKET_BREACH, OTHER_MARKET);
    act(() => screen.getByRole('button', { name: 'Open Market 0 · Event 0' }).focus());
    await user.click(within(screen.getByLabelText('Alert: Market 0 · Event 0')).getByText(/is above/));
    expect(document.activeElement).toBe(document.body);
    for (const step of [1, 2]) {
      breaches = breaches.map((b) => ({ ...b, exposure: b.exposure + step }));
      await pollNow(client);
    }
    await waitFor(() => expect(screen.getByLabelText('Alert: Market 0 · Event 0').textContent).toContain(formatMinor(MARKET_BREACH.exposure + 3)));
    expect(document.activeElement).toBe(document.body);
  });

  it('Open on a market’s alert gives the keyboard to the first row of the market drilled into', async () => {
    await liveRiskWith(MARKET_BREACH);
    await userEvent.click(screen.getByRole('button', { name: 'Open Market 0 · Event 0' }));
    const outcomes = await screen.findByRole('table', { name: 'Outcomes' });
    await waitFor(() => expect(document.activeElement).toBe(within(outcomes).getAllByRole('row')[1]));
  });

  it('Open on the risk toast from another screen gives the keyboard to the Live risk list’s current row', async () => {
    breaches = [PUNTER_BREACH];
    renderAsAdmin(dashboardAt('/dashboard/catalogue'));
    const toast = await screen.findByRole('alert');
    await userEvent.click(within(toast).getByRole('button', { name: 'Open punter0007' }));
    await waitFor(() => expect(marketRows()).toHaveLength(15));
    await waitFor(() => expect(document.activeElement).toBe(marketRows()[0]));
  });
});
