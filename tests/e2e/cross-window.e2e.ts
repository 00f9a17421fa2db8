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

  it("shows in another window's open punter drawer, which never offers the old status back", async () => {
    const { admin } = accounts(c.host);
    await c.loginPage.loginToDashboard(admin.userName, admin.password);
    const second = await c.context.newPage();
    try {
      await second.goto(c.host.url);
      await waitForRoute(second, '/dashboard');
      // Both windows have punter0011's drawer open on Risk › Betting accounts.
      const drawerIn = async (page: typeof second) => {
        await page.getByRole('main').getByRole('link', { name: 'Risk', exact: true }).click();
        await waitForRoute(page, '/dashboard/risk');
        await page.getByRole('tab', { name: 'Betting accounts', exact: true }).click();
        await page.getByRole('textbox', { name: 'Search betting accounts' }).fill('punter0011');
        await page.getByRole('button', { name: 'Open punter0011', exact: true }).click();
        const drawer = page.getByRole('dialog', { name: 'Punter punter0011' });
        await drawer.getByText('Current status: Active', { exact: true }).waitFor();
        return drawer;
      };
      const first = await drawerIn(c.page);
      const other = await drawerIn(second);

      // The first window locks the punter from betting.
      await c.page.bringToFront();
      await first.getByRole('textbox', { name: 'Status' }).click();
      await c.page.getByRole('option', { name: 'Locked from betting', exact: true }).click();
      await first.getByRole('textbox', { name: 'Reason' }).fill('Cross-window check');
      await first.getByRole('button', { name: 'Change status' }).click();
      await c.page.getByText('punter0011 is now locked from betting.').waitFor();

      // The other window's drawer, untouched, follows: its form shows the new status and offers no change.
      await second.bringToFront();
      await expect.poll(() => other.getByText('Current status: Locked from betting (Cross-window check)', { exact: true }).count(), WAIT).toBe(1);
      expect(await other.getByRole('textbox', { name: 'Status' }).inputValue()).toBe('Locked from betting');
      await other.getByRole('textbox', { name: 'Reason' }).fill('A stale click');
      expect(await other.getByRole('button', { name: 'Change status' }).isDisabled()).toBe(true);
    } finally {
      await second.close();
    }
  });
});
