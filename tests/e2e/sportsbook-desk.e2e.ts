import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts';
import { DemoApi } from './support/demo-api';
import { liveFeed } from './support/live-control';
import type { PageGlobals } from './support/page-globals';
import { pushRoute } from './support/routes';
import { useConsole } from './support/use-console';

// Every market live (the small catalogue has some 60 open); punters bet ten times a second, on the desk's
// market once the test names it.
const c = useConsole({ DEMO_LIVE_MARKETS: '500', DEMO_BET_RATE: '10' });

async function adminApi(): Promise<DemoApi> {
  const admin = new DemoApi(c.host.demoOrigin);
  await admin.login('admin', accounts(c.host).admin.password);
  return admin;
}

async function signIn(userName: string): Promise<void> {
  await c.loginPage.loginToDashboard(userName, 'secret123');
  // The dashboard has settled (session and permissions in): a navigation now is the user's, not overtaken.
  await c.dashboard.tile('Market Management').waitFor();
}

describe('the sportsbook desk', () => {
  it('prices a market from the keyboard, suspends a selection whose bets are then refused, and sees bets change the book', async () => {
    // A Sportsbook Manager of Trader Management, with the role's default permissions.
    await (await adminApi()).post('/add-staff', { name: 'Sportsbook Manager', userName: 'sb.mgr', password: 'secret123', role: 'SPORTSBOOK_MANAGER' });
    await signIn('sb.mgr');
    await pushRoute(c.page, '/dashboard/sportsBook');
    const card = c.page.locator('section[data-market-id]').first();
    const odds = card.getByRole('table', { name: /^Odds of / });
    await odds.getByRole('row').nth(1).waitFor();
    const market = (await odds.getAttribute('aria-label'))?.replace(/^Odds of /, '') ?? '';
    const first = card.getByRole('textbox').first();
    const selection = (await first.getAttribute('aria-label'))?.replace(/^Odds of /, '') ?? '';
    await liveFeed(c.host, { betMarketIds: [(await card.getAttribute('data-market-id')) ?? ''] });

    // Not a number: refused on its field, nothing sent; Escape abandons.
    await first.focus();
    await c.page.keyboard.press('Control+A');
    await c.page.keyboard.type('abc');
    await c.page.keyboard.press('Enter');
    await card.getByText('Odds: a number.').waitFor();
    await c.page.keyboard.press('Escape');
    await expect.poll(() => first.inputValue()).toMatch(/^\d+\.\d\d$/);

    // ↑ steps the odds a tick longer; Enter sends; the desk shows it only once the exchange confirmed it.
    const before = Number(await first.inputValue());
    await c.page.keyboard.press('ArrowUp');
    await card.getByText('Not sent: Enter sends, Escape abandons').waitFor();
    const stepped = Number(await first.inputValue());
    expect(stepped).toBeGreaterThan(before);
    await c.page.keyboard.press('Enter');
    await card.getByText(/^Confirmed .* by sb\.mgr$/).waitFor();
    await expect.poll(() => first.inputValue()).toBe(stepped.toFixed(2));
    const history = c.page.getByRole('list', { name: 'Price history' });
    await history.getByText(`${selection} ${before.toFixed(2)} → ${stepped.toFixed(2)}`, { exact: false }).waitFor();

    // Alt+S suspends the focused selection; punters' bets arrive, those on it are refused with the reason.
    await c.page.keyboard.press('Alt+KeyS');
    await card.getByRole('button', { name: `Resume ${selection}` }).waitFor();
    const book = c.page.getByRole('region', { name: `Book of ${market}` });
    await expect.poll(() => book.getByTestId('book-size').innerText()).toMatch(/^[1-9]\d* bets?,/);
    const recent = book.getByRole('table', { name: 'Recent bets' });
    await recent.getByText('Matched').first().waitFor();
    // A simulated punter bets on a suspended selection one time in five (as from a screen not yet refreshed).
    await recent.getByText('Refused: Selection not active').first().waitFor();
    await book.getByTestId('limit-in-force').waitFor();
    await c.page.screenshot({ path: '/tmp/desks-sb-sportsbook.png' });
  });

  it('is Access Denied without sportsBookManagement, and the exchange refuses a direct call', async () => {
    const admin = await adminApi();
    const created = await admin.post('/add-trader', { name: 'No Sportsbook', userName: 'no.sb', password: 'secret123', role: 'TRADER' });
    await admin.post('/change-trader-permission', { traderId: (created.data as { id: string }).id, permission: { marketManagement: true, bookmakerManagement: true } });
    await signIn('no.sb');
    await pushRoute(c.page, '/dashboard/sportsBook');
    await c.dashboard.accessDeniedHeading.waitFor();
    const answer = await c.page.evaluate(async () => (globalThis as unknown as PageGlobals).exchange.sportsbook.markets({}));
    expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });
});
