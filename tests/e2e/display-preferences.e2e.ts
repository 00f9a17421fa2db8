import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MonitorPage } from './pages/monitor-page';
import { accounts } from './support/accounts';
import { gotoRoute, pushRoute, waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();

const scheme = (page: Page) => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { getAttribute(n: string): string | null } } }).document.documentElement.getAttribute('data-mantine-color-scheme'));
const clock = (page: Page) => page.getByTestId('header-clock');

/**
 * Display preferences (issue 18) are the user's, kept by the main process: every window and every reload
 * draws with them. Density (the other half of issue 18) adds its own check beside the theme's in the
 * monitor window test.
 */
describe('Display preferences', () => {
  it('keeps the theme in a monitor window across a reload', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await c.page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => scheme(c.page)).toBe('dark');

    const window = await c.context.newPage();
    await window.goto(new URL('/monitor/market/1', c.host.url).toString());
    const monitor = new MonitorPage(window);
    await monitor.waitUntilLive();
    expect(await scheme(window)).toBe('dark');
    await window.screenshot({ path: '/tmp/ergo-look-live-monitor-dark.png' });
    await window.reload();
    await monitor.waitUntilLive();
    expect(await scheme(window)).toBe('dark');

    // Back to light from the dashboard: the monitor window follows without a reload, and keeps it after one.
    await c.page.bringToFront();
    await c.page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(() => scheme(window)).toBe('light');
    await window.reload();
    await monitor.waitUntilLive();
    expect(await scheme(window)).toBe('light');
    await window.bringToFront();
    await window.screenshot({ path: '/tmp/ergo-look-live-monitor-light.png' });
  });

  it('shows every time in the chosen zone and numbers in the chosen grouping, kept across a reload', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await clock(c.page).click();
    await c.page.getByRole('textbox', { name: 'Time zone' }).fill('Kolkata');
    await c.page.getByRole('option', { name: 'Asia/Kolkata', exact: true }).click();
    await expect.poll(() => clock(c.page).innerText()).toMatch(/^\d{1,2}:\d\d:\d\d [AP]M\s+GMT\+5:30/);
    // The screens are drawn anew in the new zone (the clock's popover with them): open it again.
    if (!(await c.page.getByText('International 10,000,000').isVisible())) await clock(c.page).click();
    await c.page.getByText('International 10,000,000').click();
    await c.page.keyboard.press('Escape');

    await gotoRoute(c.page, '/dashboard');
    await waitForRoute(c.page, '/dashboard');
    await expect.poll(() => clock(c.page).innerText()).toMatch(/GMT\+5:30/);
    await clock(c.page).click();
    expect(await c.page.getByRole('radio', { name: 'International 10,000,000' }).isChecked()).toBe(true);
    await c.page.keyboard.press('Escape');

    await pushRoute(c.page, '/dashboard/market-trader');
    await c.page.getByTestId('table-info').waitFor();
    await c.page.screenshot({ path: '/tmp/ergo-look-trader-table.png' });
    await pushRoute(c.page, '/dashboard/add-market');
    await c.page.getByRole('heading', { name: 'Exchange Management', level: 2 }).waitFor();
    await c.page.screenshot({ path: '/tmp/ergo-look-catalogue.png' });
  });
});
