import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForRoute } from './routes';

/** The hub's tab of each monitor kind. */
const TAB: Record<string, string> = { 'Live Monitor': 'Live', 'Bet Ticker': 'Bets', 'Risk Monitor': 'Risk' };
const HREF: Record<string, string> = { 'Live Monitor': 'market', 'Bet Ticker': 'ticker', 'Risk Monitor': 'risk' };

/** Opens the monitors hub (the `monitor` route) from the dashboard, as a user would. */
export async function openHub(page: Page): Promise<void> {
  // A monitor window the dashboard reopened may be in front; the user comes back to this one.
  await page.bringToFront();
  await page.getByRole('main').getByRole('link', { name: 'Casino Monitor', exact: true }).click();
  await waitForRoute(page, '/dashboard/monitor');
  await page.getByRole('heading', { name: 'Casino Monitor', level: 1 }).waitFor();
}

/**
 * Pops a monitor out of the hub into a window (a tab in the browser host) and answers that window. The tab
 * is found by its address: a workspace restored at login may have opened it already (same tab, reused).
 */
export async function popOut(hub: Page, context: BrowserContext, title: string): Promise<Page> {
  const kind = title.replace(/ \d+$/, '');
  const href = `/monitor/${HREF[kind]}/${title.split(' ').at(-1)}`;
  // The hub goes behind the first window it pops out; a user brings it back to pop out the next.
  await hub.bringToFront();
  await hub.getByRole('tab', { name: TAB[kind], exact: true }).click();
  await hub.getByRole('button', { name: `Pop out ${title}`, exact: true }).click();
  let found: Page | undefined;
  await expect.poll(() => (found = context.pages().find((p) => new URL(p.url()).pathname === href)), { timeout: 10_000 }).toBeDefined();
  return found as Page;
}
