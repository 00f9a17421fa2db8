import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts';
import { openHub, popOut } from './support/monitors';
import type { PageGlobals } from './support/page-globals';
import { useConsole } from './support/use-console';
import type { Page } from 'playwright-core';

const c = useConsole();

const densityOf = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as PageGlobals & { document: { documentElement: { dataset: Record<string, string | undefined> } } }).document.documentElement.dataset.density ?? '');

/** The density control's segment, clicked as a user does (its radio input is visually hidden). */
/** The height of the first data row of the monitor's grid, as drawn (its virtual rows place rows by it). */
async function firstRowHeight(page: Page): Promise<number> {
  const row = page.getByRole('grid').getByRole('row').nth(1);
  await row.waitFor();
  return (await row.boundingBox())?.height ?? 0;
}

const choose = (page: Page, label: 'Comfortable' | 'Compact') => page.locator('label').filter({ hasText: new RegExp(`^${label}$`) }).click();

describe('Density', () => {
  it('is compact by default in a monitor window, and the choice is kept across a reload', async () => {
    const { admin } = accounts(c.host);
    await c.loginPage.loginToDashboard(admin.userName, admin.password);
    // The dashboard is comfortable unless chosen.
    await expect.poll(() => densityOf(c.page)).toBe('comfortable');
    await openHub(c.page);
    // The monitors' hub is a desk: compact.
    await expect.poll(() => densityOf(c.page)).toBe('compact');

    const monitor = await popOut(c.page, c.page.context(), 'Live Monitor 1');
    await expect.poll(() => densityOf(monitor)).toBe('compact');
    const compactRow = await firstRowHeight(monitor);
    await choose(monitor, 'Comfortable');
    await expect.poll(() => densityOf(monitor)).toBe('comfortable');
    // The grid's rows follow the density: taller when comfortable, so fewer rows on the same screen.
    await expect.poll(() => firstRowHeight(monitor)).toBeGreaterThan(compactRow);
    await monitor.screenshot({ path: '/tmp/ergo-flow-monitor-comfortable.png' });

    await monitor.reload();
    await monitor.getByRole('radio', { name: 'Comfortable' }).waitFor({ state: 'attached' });
    await expect.poll(() => densityOf(monitor)).toBe('comfortable');
    expect(await monitor.getByRole('radio', { name: 'Comfortable' }).isChecked()).toBe(true);

    await choose(monitor, 'Compact');
    await expect.poll(() => densityOf(monitor)).toBe('compact');
    await expect.poll(() => firstRowHeight(monitor)).toBe(compactRow);
    await monitor.screenshot({ path: '/tmp/ergo-flow-monitor-compact.png' });
  });
});
