import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts';
import { DemoApi } from './support/demo-api';
import { liveFeed } from './support/live-control';
import { gotoRoute, waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();

interface Breach { scope: string; target: string; name: string }

/** The aria-label of the table holding the focused row, and that row's index. */
const focused = () =>
  c.page.evaluate(() => {
    interface Node { closest(selector: string): Node | null; getAttribute(name: string): string | null }
    const active = (globalThis as unknown as { document: { activeElement: Node | null } }).document.activeElement;
    return { table: active?.closest('table')?.getAttribute('aria-label') ?? active?.getAttribute('aria-label') ?? null, row: active?.getAttribute('data-row-index') ?? null };
  });

describe('Live risk', () => {
  it('alerts (visible and audible) when bets push a market past the threshold, the risk user suspends it from the alert, and drills down to a punter’s statement and back', async () => {
    // The Risk User holds no catalogue flag: suspending from risk is the risk desk's own call. Thresholds
    // and alerts are the signed-in user's own: the test reads them as that user too.
    const { risk } = accounts(c.host);
    const api = new DemoApi(c.host.demoOrigin);
    await api.login(risk.userName, risk.password);
    await c.loginPage.loginToDashboard(risk.userName, risk.password);
    await c.page.getByRole('main').getByRole('link', { name: 'Risk', exact: true }).click();
    await waitForRoute(c.page, '/dashboard/risk');
    await c.page.getByRole('table', { name: 'Live markets by exposure' }).getByRole('row').nth(1).waitFor();

    // A threshold for every market just above the largest exposure now: the next bets that raise any market's exposure cross it.
    const feed = await liveFeed(c.host);
    const top = ((await api.post('/risk/markets', { start: 0, length: 1 })).data as { data: Array<{ exposure: number }> }).data[0];
    await c.page.getByRole('textbox', { name: 'Alert above (₹)' }).fill(String(Math.floor((top?.exposure ?? 0) / 100) + 1));
    await c.page.getByRole('button', { name: 'Save threshold' }).click();
    await c.page.getByLabel('Alert thresholds').getByText(/^Every market above/).waitFor();
    await liveFeed(c.host, { betRate: Math.max(feed.betRate, 50) });
    try {
      const first = c.page.getByLabel(/^Alert: /).first();
      await first.waitFor({ timeout: 60_000 });
      // No more bets: more crossings would push this alert off the panel's list (it keeps the newest eight).
      await liveFeed(c.host, { betsPaused: true });
      await c.page.screenshot({ path: '/tmp/risk-live.png' });
      // Audible too: the alert region counts the beeps it played (the sound is not muted).
      await expect.poll(async () => Number(await c.page.locator('[data-beeps]').getAttribute('data-beeps'))).toBeGreaterThan(0);
      const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Alert: /, '');
      // Newer alerts go on top: keep to this one.
      const alert = c.page.getByLabel(`Alert: ${name}`, { exact: true });
      const breaches = ((await api.post('/risk/alerts', {})).data as { breaches: Breach[] }).breaches;
      const market = breaches.find((b) => b.scope === 'market' && b.name === name);
      if (!market) throw new Error(`no breach named ${name}`);

      await alert.getByRole('button', { name: 'Suspend market' }).click();
      await c.page.getByText(`${name} suspended.`).waitFor();
      expect(((await api.post('/risk/market-book', { marketId: market.target })).data as { status: string }).status).toBe('suspended');

      // Drill-down with the keyboard: the market's outcomes, the punters of one, a punter's bets, the statement and chain.
      await alert.getByRole('button', { name: 'Open' }).click();
      await expect.poll(focused).toEqual({ table: 'Outcomes', row: '0' });
      const outcomes = await c.page.getByRole('table', { name: 'Outcomes' }).getByRole('row').count();
      const from = outcomes > 2 ? 1 : 0;
      if (from === 1) await c.page.keyboard.press('ArrowDown');
      await c.page.keyboard.press('Enter');
      await expect.poll(focused).toEqual({ table: 'Punters on this outcome', row: '0' });
      await c.page.keyboard.press('Enter');
      await expect.poll(async () => (await focused()).table).toMatch(/^Bets of punter\d+$/);
      const punter = ((await focused()).table ?? '').replace('Bets of ', '');
      await c.page.keyboard.press('Enter');
      await expect.poll(async () => (await focused()).table).toBe('Chain of agents');
      await expect.poll(() => c.page.getByLabel('Chain of agents').innerText()).toMatch(new RegExp(`^${punter} → ag\\d+ \\(\\d+ %\\) → sa\\d+ \\(\\d+ %\\) → house \\(\\d+ %\\)$`));
      await c.page.getByRole('table', { name: 'Statement lines' }).getByRole('row').nth(1).waitFor();
      await c.page.screenshot({ path: '/tmp/risk-drill.png' });
      // Escape goes back the way the trader came, to the row it left.
      await c.page.keyboard.press('Escape');
      await expect.poll(focused).toEqual({ table: `Bets of ${punter}`, row: '0' });
      await c.page.keyboard.press('Escape');
      await expect.poll(focused).toEqual({ table: 'Punters on this outcome', row: '0' });
      await c.page.keyboard.press('Escape');
      await expect.poll(focused).toEqual({ table: 'Outcomes', row: String(from) });
      await c.page.keyboard.press('Escape');
      await expect.poll(async () => (await focused()).table).toBe('Live markets by exposure');
    } finally {
      await liveFeed(c.host, { betRate: feed.betRate, betsPaused: false });
    }
  }, 180_000);

  it('alerts the risk user on another screen too: a toast in words with Open, which leads to the alert on Live risk', async () => {
    const { risk } = accounts(c.host);
    const api = new DemoApi(c.host.demoOrigin);
    await api.login(risk.userName, risk.password);
    await c.loginPage.loginToDashboard(risk.userName, risk.password);
    // Not the Risk screen: the dashboard's home page, where the login lands.
    const feed = await liveFeed(c.host);
    const top = ((await api.post('/risk/markets', { start: 0, length: 1 })).data as { data: Array<{ exposure: number }> }).data[0];
    // Every market just above the largest exposure now (in paise): the next bets that raise one cross it.
    await api.post('/risk/alerts/threshold', { scope: 'market', target: '*', amount: (top?.exposure ?? 0) + 100 });
    await liveFeed(c.host, { betRate: Math.max(feed.betRate, 50) });
    try {
      const toast = c.page.getByRole('alert').filter({ hasText: /^Risk alert: / }).first();
      await toast.waitFor({ timeout: 60_000 });
      await liveFeed(c.host, { betsPaused: true });
      expect(await toast.innerText()).toMatch(/is past its threshold ₹[\d,]+\.\d\d/);
      await c.page.screenshot({ path: '/tmp/risk-alert-toast.png' });
      const open = toast.getByRole('button', { name: /^Open / });
      const name = ((await open.getAttribute('aria-label')) ?? '').replace(/^Open /, '');
      await open.click();
      await waitForRoute(c.page, '/dashboard/risk');
      await c.page.getByLabel(`Alert: ${name}`, { exact: true }).waitFor();
    } finally {
      await liveFeed(c.host, { betRate: feed.betRate, betsPaused: false });
      await api.post('/risk/alerts/threshold', { scope: 'market', target: '*', amount: null });
    }
  }, 120_000);

  it('shows an agent’s P/L by day over a date range with the books’ check, and offers it as CSV and Excel', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await gotoRoute(c.page, '/dashboard/risk');
    await c.page.getByRole('tab', { name: 'Profit and loss', exact: true }).click();
    await c.page.getByText('By day', { exact: true }).click();
    await c.page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await c.page.getByRole('columnheader', { name: 'Day', exact: true }).waitFor();
    await expect.poll(() => c.page.getByLabel('Reconciliation check').innerText()).toMatch(/^Books reconcile: punters \+ agents \+ house = 0 on every market/);
    await c.page.getByRole('button', { name: 'Export desk P/L as Excel' }).waitFor();
    await c.page.screenshot({ path: '/tmp/risk-pl.png' });
  });

  it('is Access Denied to a trader without resolveQuery, and the exchange refuses the trader its calls', async () => {
    const { trader } = accounts(c.host);
    await c.loginPage.loginToDashboard(trader.userName, trader.password);
    await gotoRoute(c.page, '/dashboard/risk');
    await c.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    const api = new DemoApi(c.host.demoOrigin);
    await api.login(trader.userName, trader.password);
    await expect(api.post('/risk/alerts', {})).rejects.toThrow(/answered 403/);
    await expect(api.post('/risk/alerts/threshold', { scope: 'market', target: '*', amount: 1 })).rejects.toThrow(/answered 403/);
  });
});
