import { describe, expect, it } from 'vitest';
import { SitesPage } from './pages/sites-page';
import { accounts } from './support/accounts';
import { waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole({ DEMO_BET_RATE: '0' });

describe('Two windows editing one record', () => {
  it("never lets the later save silently undo the earlier one: it is refused in words, and Reload brings the other change in under the user's own", async () => {
    const { admin } = accounts(c.host);
    await c.loginPage.loginToDashboard(admin.userName, admin.password);
    const first = await SitesPage.open(c.page);
    await c.page.getByRole('button', { name: 'Add white label' }).click();
    await first.fillSite(first.dialog('Add white label'), 'Stale One', 'stale-one.example');

    // Both windows open Configure on the same site.
    const page = await c.context.newPage();
    await page.goto(c.host.url);
    await waitForRoute(page, '/dashboard');
    const second = await SitesPage.open(page);
    const configure = async (sites: SitesPage) => {
      await sites.search('white labels', 'Stale One');
      await sites.page.getByRole('button', { name: 'Configure Stale One', exact: true }).click();
      const dialog = sites.dialog('Configure Stale One');
      await sites.field(dialog, 'Name').waitFor();
      return dialog;
    };
    const inFirst = await configure(first);
    const inSecond = await configure(second);

    // The second window renames it and saves.
    await page.bringToFront();
    await second.field(inSecond, 'Name').fill('Stale Renamed');
    await inSecond.getByRole('button', { name: 'Save' }).click();
    await inSecond.waitFor({ state: 'hidden' });

    // The first window, opened before, changes only the commission: its save is refused, its value kept.
    await c.page.bringToFront();
    await first.field(inFirst, 'Commission %').fill('5');
    await inFirst.getByRole('button', { name: 'Save' }).click();
    const refusal = inFirst.getByRole('alert').filter({ hasText: 'since you opened it' });
    // Named as the exchange holds it now: the other window's rename, its time in the zone times are shown in.
    await refusal.getByText(/^Stale Renamed was changed by admin at \d{1,2}:\d\d [AP]M \S+ since you opened it\./).waitFor();
    expect(await first.field(inFirst, 'Commission %').inputValue()).toBe('5');

    // Reload: the other window's name comes in, the commission typed here stays; saving keeps both.
    await refusal.getByRole('button', { name: 'Reload' }).click();
    const reloaded = first.dialog('Configure Stale Renamed');
    await expect.poll(() => first.field(reloaded, 'Name').inputValue()).toBe('Stale Renamed');
    expect(await first.field(reloaded, 'Commission %').inputValue()).toBe('5');
    await reloaded.getByRole('button', { name: 'Save' }).click();
    await reloaded.waitFor({ state: 'hidden' });
    await first.search('white labels', 'Stale Renamed');
    await first.row('White label list', 'Stale Renamed').waitFor();
    await page.close();
  });
});
