import { describe, expect, it } from 'vitest';
import { SearchPalette } from './pages/search-palette';
import { accounts } from './support/accounts';
import { waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();

/** A market's name and its event's, read the way a user would know them: from the seeded catalogue. */
const MARKET_PART = 'Match Od';

describe('One search for everything (Ctrl+K)', () => {
  it('opens with the keyboard, finds a market by part of its name, and Enter opens it', async () => {
    const { admin } = accounts(c.host);
    await c.loginPage.loginToDashboard(admin.userName, admin.password);
    const palette = new SearchPalette(c.page);
    await palette.openWithKeyboard();
    await expect.poll(() => palette.group('Screens').getByRole('option').count()).toBeGreaterThan(3);
    await palette.box.pressSequentially(MARKET_PART);
    const markets = palette.group('Markets');
    await markets.getByRole('option').first().waitFor();
    await c.page.screenshot({ path: '/tmp/ergo-flow-palette.png' });
    const first = (await markets.getByRole('option').first().locator('span').first().innerText()).trim();
    expect(first.toLowerCase()).toContain('match od');
    // The arrows walk the list: down to the first market, then Enter.
    const screens = await palette.group('Screens').getByRole('option').count();
    for (let i = 0; i < screens; i += 1) await palette.box.press('ArrowDown');
    await expect.poll(() => markets.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await palette.box.press('Enter');
    await waitForRoute(c.page, '/dashboard/add-market');
    await expect.poll(() => palette.dialog.isVisible()).toBe(false);
    // The keyboard is on the page that opened, not on nothing: Tab goes on from there.
    await expect.poll(() => c.page.locator('#page-content').evaluate((main) => main.contains(main.ownerDocument.activeElement))).toBe(true);
    const details = c.page.getByRole('region', { name: 'Market details' });
    await expect.poll(() => details.getByRole('heading', { level: 3 }).innerText()).toBe(first);
    await c.page.screenshot({ path: '/tmp/ergo-flow-opened-market.png' });
  });

  it('Escape closes it; a user without a permission never sees results they cannot open', async () => {
    const { trader, viewer } = accounts(c.host);
    await c.loginPage.loginToDashboard(viewer.userName, viewer.password);
    const palette = new SearchPalette(c.page);
    await palette.openWithKeyboard();
    await palette.box.pressSequentially(MARKET_PART);
    await c.page.getByText('Nothing found.').waitFor();
    expect(await palette.group('Markets').count()).toBe(0);
    expect(await palette.options.count()).toBe(0);
    await palette.box.press('Escape');
    await expect.poll(() => palette.dialog.count()).toBe(0);

    // The trader holds the catalogue but not the accounts: markets yes, traders, staff and punters never.
    await c.page.evaluate(() => (globalThis as unknown as { exchange: { session: { logout(): Promise<unknown> } } }).exchange.session.logout());
    await c.loginPage.waitUntilShown();
    await c.loginPage.loginToDashboard(trader.userName, trader.password);
    await palette.openWithKeyboard();
    await palette.box.pressSequentially('trader');
    await c.page.getByText(/results\.|Nothing found\./).waitFor();
    await palette.box.fill(MARKET_PART);
    await palette.group('Markets').getByRole('option').first().waitFor();
    await palette.box.fill('trader');
    await expect.poll(() => palette.group('Markets').count()).toBe(0);
    for (const hidden of ['Market traders', 'Staff', 'Punters']) expect(await palette.group(hidden).count()).toBe(0);
    expect(await palette.dialog.getByRole('option', { name: /Trader Management/ }).count()).toBe(0);
  });
});
