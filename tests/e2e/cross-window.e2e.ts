import { describe, expect, it } from 'vitest';
import { ExchangeManagementPage } from './pages/exchange-management-page';
import { MonitorPage } from './pages/monitor-page';
import { accounts } from './support/accounts';
import { openHub, popOut } from './support/monitors';
import type { PageGlobals } from './support/page-globals';
import { pushRoute, waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();

/** Set in the page before the change, read after it: gone if the page had been reloaded. */
type Marked = PageGlobals & { crossWindowMark?: number };

/** exchange → main core → every other window → a refetch; a busy two-core machine may take a while. */
const WAIT = { timeout: 10_000 };

describe('A change made in one window', () => {
  it('shows in the catalogue of another window without a reload: a market suspended from a monitor', async () => {
    const { admin } = accounts(c.host);
    await c.loginPage.loginToDashboard(admin.userName, admin.password);
    await openHub(c.page);
    const monitor = new MonitorPage(await popOut(c.page, c.context, 'Live Monitor 1'));
    await monitor.waitUntilLive();

    // The console's first window shows the market in the Exchange Management catalogue.
    await c.page.bringToFront();
    await pushRoute(c.page, '/dashboard/add-market');
    await waitForRoute(c.page, '/dashboard/add-market');
    const em = new ExchangeManagementPage(c.page);
    await em.select('Sports', 'Tennis');
    await em.select('Competitions', 'Wimbledon 2026');
    await em.select('Events', 'Alcaraz v Sinner');
    await em.select('Markets', 'Match Odds');
    const status = (label: string) => em.marketDetails.getByText(label, { exact: true });
    await status('Open').waitFor();
    await c.page.evaluate(() => void ((globalThis as unknown as Marked).crossWindowMark = 1));

    // The trader suspends it from the monitor window's row.
    await monitor.toFront();
    await monitor.page.getByRole('button', { name: 'Suspend Alcaraz v Sinner Match Odds' }).click();
    await expect.poll(() => monitor.marketStatus('Alcaraz v Sinner', 'Match Odds'), WAIT).toBe('suspended');

    // The catalogue, untouched by the user and not reloaded, now says so.
    await expect.poll(() => status('Suspended').count(), WAIT).toBe(1);
    expect(await c.page.evaluate(() => (globalThis as unknown as Marked).crossWindowMark)).toBe(1);

    // And back: resuming in the monitor reopens it in the catalogue too.
    await monitor.page.getByRole('button', { name: 'Resume Alcaraz v Sinner Match Odds' }).click();
    await expect.poll(() => status('Open').count(), WAIT).toBe(1);
    await monitor.close();
  });
});
