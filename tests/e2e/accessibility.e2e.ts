import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_SEGMENTS, getHref, type DashboardPageName } from '../../src/renderer/app/paths';
import { MONITOR_KINDS } from '../../src/shared/contract/windows';
import { LoginPage } from './pages/login-page';
import { accounts } from './support/accounts';
import { seriousViolations, type AxeFinding } from './support/axe';
import { gotoRoute, pushRoute, routeUrl, waitForRoute } from './support/routes';
import { E2E_STEP_TIMEOUT_MS, useConsole } from './support/use-console';

const c = useConsole();

const PAGES = Object.keys(DASHBOARD_SEGMENTS) as DashboardPageName[];
const SETTLE_MS = 8_000;

/** A page has drawn what it loads: no loader, skeleton or full-screen spinner left (a slow list may still be on its way: bounded). */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible, [data-testid="full-screen-spinner"]').count(), { timeout: SETTLE_MS })
    .toBe(0)
    .catch(() => undefined);
}

/**
 * A monitor window shows its live figures: not the out-of-date look it takes while its feed is not live yet
 * (on a loaded machine, the first seconds). The scan checks the monitor as it is used; `scanWhileStale`
 * checks the out-of-date look on purpose. Bounded, like `settled`.
 */
async function live(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('[data-stale="true"]').count(), { timeout: SETTLE_MS })
    .toBe(0)
    .catch(() => undefined);
}

const scheme = (page: Page) => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { getAttribute(n: string): string | null } } }).document.documentElement.getAttribute('data-mantine-color-scheme'));

const report = (where: string, found: readonly AxeFinding[]) => found.map((f) => `${where}: ${f.impact} ${f.rule} (${f.help}) at ${f.targets.join(' | ')}`);

/** Every route of the route table, then every monitor kind in a window of its own; the problems found, in words. */
async function scanAll(page: Page, theme: 'light' | 'dark'): Promise<string[]> {
  const problems: string[] = [];
  for (const name of PAGES) {
    await pushRoute(page, getHref(name));
    await waitForRoute(page, getHref(name));
    await page.locator('[data-testid="breadcrumb"] h1').waitFor();
    await settled(page);
    expect(await scheme(page)).toBe(theme);
    // Exactly one top heading per page: the breadcrumb's page name.
    const headings = await page.locator('h1').count();
    if (headings !== 1) problems.push(`${theme} ${getHref(name)}: ${headings} h1 headings`);
    problems.push(...report(`${theme} ${getHref(name)}`, await seriousViolations(page)));
  }
  for (const kind of MONITOR_KINDS) {
    const href = `/monitor/${kind}/1`;
    await gotoRoute(page, href);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settled(page);
    await live(page);
    expect(await scheme(page)).toBe(theme);
    problems.push(...report(`${theme} ${href}`, await seriousViolations(page)));
  }
  problems.push(...(await scanWhileStale(page, theme)));
  await gotoRoute(page, getHref('dashboard'));
  await waitForRoute(page, getHref('dashboard'));
  problems.push(...(await scanWhileLoading(page, theme)));
  return problems;
}

/**
 * A market monitor whose feed is cut and not let back: its figures are marked out of date (greyed, a dashed
 * border, hatching), never faded, so their text keeps its contrast.
 */
async function scanWhileStale(page: Page, theme: 'light' | 'dark'): Promise<string[]> {
  const href = `/monitor/${MONITOR_KINDS[0]}/1`;
  await gotoRoute(page, href);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await settled(page);
  await live(page);
  await c.setFaults({ dropLiveSockets: true, refuseLiveSockets: 1_000 });
  try {
    await page.locator('[data-stale="true"]').first().waitFor();
    await page.getByTestId('stale-note').first().waitFor();
    return report(`${theme} ${href} (not live)`, await seriousViolations(page));
  } finally {
    await c.setFaults({ reset: true });
  }
}

/**
 * The full-screen "Loading..." over a page. A full page load, slowed down by the demo exchange, shows it
 * for sure (the session comes back from the host, then the page's first list): a route reached inside
 * the app may find its list cached and show none.
 */
async function scanWhileLoading(page: Page, theme: 'light' | 'dark'): Promise<string[]> {
  await c.setFaults({ latencyMs: 1500 });
  try {
    // Back at the navigation's commit, before the page's scripts run: on a loaded machine the load event can
    // come after the slowed answer, and the spinner with it.
    await page.goto(routeUrl(page, getHref('operationalLogs')), { waitUntil: 'commit' });
    const spinner = page.getByTestId('full-screen-spinner').filter({ hasText: 'Loading...' });
    await spinner.waitFor();
    const found = report(`${theme} full-screen spinner`, await seriousViolations(page));
    await spinner.waitFor({ state: 'hidden' });
    return found;
  } finally {
    await c.setFaults({ reset: true });
  }
}

describe('Accessibility (axe-core)', () => {
  it('finds no serious or critical violation on any route or monitor window, in the light and the dark theme', async () => {
    // Its own context: axe-core goes in as an inline script, which the console's Content Security Policy refuses.
    const context = await c.browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    context.setDefaultTimeout(E2E_STEP_TIMEOUT_MS);
    try {
      const page = await context.newPage();
      await page.goto(c.host.url);
      const login = new LoginPage(page);
      await login.waitUntilShown();
      await login.loginToDashboard('admin', accounts(c.host).admin.password);
      const toLight = page.getByRole('button', { name: 'Switch to light theme' });
      if (await toLight.isVisible()) await toLight.click();
      await expect.poll(() => scheme(page)).toBe('light');
      const light = await scanAll(page, 'light');

      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect.poll(() => scheme(page)).toBe('dark');
      const dark = await scanAll(page, 'dark');
      expect([...light, ...dark]).toEqual([]);
    } finally {
      await context.close();
    }
  }, 600_000);
});
