import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts';
import { DemoApi } from './support/demo-api';
import type { PageGlobals } from './support/page-globals';
import { pushRoute } from './support/routes';
import { useConsole } from './support/use-console';

// Every market live and punters busy, so bets reach the sportsbook markets within seconds.
const c = useConsole({ DEMO_LIVE_MARKETS: '500', DEMO_BET_RATE: '200' });

async function userWith(userName: string, role: string, permission: Record<string, boolean>): Promise<void> {
  const admin = new DemoApi(c.host.demoOrigin);
  await admin.login('admin', accounts(c.host).admin.password);
  const created = await admin.post('/add-trader', { name: userName, userName, password: 'secret123', role });
  await admin.post('/change-trader-permission', { traderId: (created.data as { id: string }).id, permission });
  await c.loginPage.loginToDashboard(userName, 'secret123');
  await c.dashboard.tile('Market Management').waitFor();
}

describe('the sportsbook desk', () => {
  it('prices a market from the keyboard, suspends a selection whose bets are then refused, and sees bets change the book', async () => {
    await userWith('sb.mgr', 'SPORTSBOOK_MANAGER', { marketManagement: true, sportsBookManagement: true, sportsBookResults: true });
    await pushRoute(c.page, '/dashboard/sportsBook');
    const card = c.page.locator('section[data-market-id]').first();
    const odds = card.getByRole('table', { name: /^Odds of / });
    await odds.getByRole('row').nth(1).waitFor();
    const market = (await odds.getAttribute('aria-label'))?.replace(/^Odds of /, '') ?? '';
    const first = card.getByRole('textbox').first();
    const selection = (await first.getAttribute('aria-label'))?.replace(/^Odds of /, '') ?? '';

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
    await expect.poll(() => book.getByTestId('book-size').innerText(), { timeout: 30_000, interval: 500 }).toMatch(/^[1-9]\d* bets?,/);
    const recent = book.getByRole('table', { name: 'Recent bets' });
    await recent.getByText('Matched').first().waitFor({ timeout: 30_000 });
    await recent.getByText('Refused: Selection not active').first().waitFor({ timeout: 45_000 });
    await book.getByTestId('limit-in-force').waitFor();
    await c.page.screenshot({ path: '/tmp/desks-sb-sportsbook.png' });
  });

  it('is Access Denied without sportsBookManagement, and the exchange refuses a direct call', async () => {
    await userWith('no.sb', 'TRADER', { marketManagement: true, bookmakerManagement: true });
    await pushRoute(c.page, '/dashboard/sportsBook');
    await c.dashboard.accessDeniedHeading.waitFor();
    const answer = await c.page.evaluate(async () => (globalThis as unknown as PageGlobals).exchange.sportsbook.markets({}));
    expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });
});
