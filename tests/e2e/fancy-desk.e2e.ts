import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts';
import { DemoApi } from './support/demo-api';
import { liveFeed } from './support/live-control';
import type { PageGlobals } from './support/page-globals';
import { pushRoute } from './support/routes';
import { useConsole } from './support/use-console';

// Every market live; punters bet ten times a second, on the quoted fancy market once the test names it.
const c = useConsole({ DEMO_LIVE_MARKETS: '500', DEMO_BET_RATE: '10' });

async function userWith(userName: string, permission: Record<string, boolean>): Promise<void> {
  const admin = new DemoApi(c.host.demoOrigin);
  await admin.login('admin', accounts(c.host).admin.password);
  const created = await admin.post('/add-trader', { name: userName, userName, password: 'secret123', role: 'TRADER' });
  await admin.post('/change-trader-permission', { traderId: (created.data as { id: string }).id, permission });
  await c.loginPage.loginToDashboard(userName, 'secret123');
  // The dashboard has settled (session and permissions in): a navigation now is the user's, not overtaken.
  await c.dashboard.tile('Market Management').waitFor();
}

describe('the fancy desk', () => {
  it('prices a fancy market from the keyboard, opens it, and sees punters’ bets change its book', async () => {
    await userWith('fancy.mgr', { marketManagement: true, fancyManagement: true, fancyResults: true });
    await pushRoute(c.page, '/dashboard/fancy');
    const desk = c.page.getByRole('table', { name: 'Fancy desk' });
    const firstRow = desk.getByRole('row').nth(1);
    await firstRow.waitFor();
    const market = (await firstRow.getByRole('textbox').first().getAttribute('aria-label'))?.replace(/^NO line of /, '') ?? '';
    await liveFeed(c.host, { betMarketIds: [(await firstRow.getAttribute('data-market-id')) ?? ''] });

    // A bad quote is refused on its field and nothing is sent.
    await c.page.getByRole('textbox', { name: `NO line of ${market}` }).focus();
    await c.page.keyboard.press('Control+A');
    await c.page.keyboard.type('60');
    await c.page.keyboard.press('Enter');
    await firstRow.getByText('NO line: not above the YES line.').waitFor();
    await c.page.keyboard.press('Escape');

    // NO 48 @ 100, YES 50 @ 100, sent with Enter; the desk says so only once the exchange confirmed it.
    for (const [field, value] of [['NO line', '48'], ['NO rate', '100'], ['YES line', '50'], ['YES rate', '100']] as const) {
      await c.page.getByRole('textbox', { name: `${field} of ${market}` }).focus();
      await c.page.keyboard.press('Control+A');
      await c.page.keyboard.type(value);
    }
    await firstRow.getByText('Not sent').waitFor();
    await c.page.keyboard.press('Enter');
    await firstRow.getByText('Confirmed 48/50 by fancy.mgr').waitFor();

    // Alt+S opens the market; punters bet on the quote and the book fills.
    await c.page.keyboard.press('Alt+KeyS');
    await firstRow.getByRole('button', { name: `Suspend ${market}` }).waitFor();
    const size = c.page.getByTestId('book-size');
    await expect.poll(() => size.innerText()).toMatch(/^[1-9]\d* bets?,/);
    await c.page.getByRole('region', { name: `Book of ${market}` }).getByRole('table', { name: 'Book by result' }).getByRole('row').nth(2).waitFor();
    if (process.env.DESK_SHOT) await c.page.screenshot({ path: process.env.DESK_SHOT });
  });

  it('is Access Denied without fancyManagement, and the exchange refuses a direct call', async () => {
    await userWith('no.fancy', { marketManagement: true, exchangeManagement: true });
    await pushRoute(c.page, '/dashboard/fancy');
    await c.dashboard.accessDeniedHeading.waitFor();
    const answer = await c.page.evaluate(async () => (globalThis as unknown as PageGlobals).exchange.fancy.markets({}));
    expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });
});
