import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MonitorPage } from './pages/monitor-page';
import { accounts } from './support/accounts';
import { liveFeed } from './support/live-control';
import { openHub, popOut } from './support/monitors';
import { waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

// Bets every few hundred milliseconds, so an outage of a second or two has some to lose.
const c = useConsole({ DEMO_BET_RATE: '12' });

async function loginToHub(): Promise<void> {
  const { admin } = accounts(c.host);
  await c.loginPage.loginToDashboard(admin.userName, admin.password);
  await openHub(c.page);
}

async function monitor(title: string): Promise<MonitorPage> {
  const page = new MonitorPage(await popOut(c.page, c.context, title));
  await page.waitUntilLive();
  return page;
}

/**
 * A status change travels exchange → main core → window; on a busy two-core machine that can take longer
 * than expect.poll's default second.
 */
const STATUS_WAIT = { timeout: 10_000 };

/** Waits until a monitor shows a value that left the exchange after `since` (prices are moving). */
async function seesNewPrices(m: MonitorPage, since: number): Promise<void> {
  await expect.poll(() => m.newestValueTs(), { timeout: 10_000 }).toBeGreaterThan(since);
}

describe('Monitors', () => {
  it('streams prices into two monitor windows at once; a market suspended in one shows suspended in the other and in the catalogue', async () => {
    await loginToHub();
    const first = await monitor('Live Monitor 1');
    const second = await monitor('Live Monitor 2');
    const [t1, t2] = [await first.newestValueTs(), await second.newestValueTs()];
    await Promise.all([seesNewPrices(first, t1), seesNewPrices(second, t2)]);

    expect(await first.marketStatus('Alcaraz v Sinner', 'Match Odds')).toBe('open');
    await first.toFront();
    await first.page.getByRole('button', { name: 'Suspend Alcaraz v Sinner Match Odds' }).click();
    await expect.poll(() => second.marketStatus('Alcaraz v Sinner', 'Match Odds'), STATUS_WAIT).toBe('suspended');
    await expect.poll(() => first.marketStatus('Alcaraz v Sinner', 'Match Odds'), STATUS_WAIT).toBe('suspended');

    // The catalogue screen reads the same market from the exchange.
    await c.page.bringToFront();
    await c.page.goto(new URL('/dashboard/add-market', c.page.url()).toString());
    await c.page.getByRole('tab', { name: 'Markets', exact: true }).click();
    await c.page.getByRole('textbox', { name: 'Search markets' }).fill('Alcaraz v Sinner');
    const row = c.page.getByRole('table', { name: 'Markets' }).getByRole('row').filter({ hasText: 'Alcaraz v Sinner' }).filter({ hasText: 'Match Odds' });
    await expect.poll(() => row.getByText('Suspended', { exact: true }).count(), STATUS_WAIT).toBe(1);

    await second.toFront();
    await second.page.getByRole('button', { name: 'Resume Alcaraz v Sinner Match Odds' }).click();
    await first.toFront();
    await expect.poll(() => first.marketStatus('Alcaraz v Sinner', 'Match Odds'), STATUS_WAIT).toBe('open');
    await first.close();
    await second.close();
  });

  it('recovers from a cut upstream socket, and the ticker loses no bet', async () => {
    await loginToHub();
    const ticker = await monitor('Bet Ticker 1');
    const prices = await monitor('Live Monitor 1');
    await expect.poll(() => ticker.tickerCount.textContent()).toMatch(/received · sequence complete$/);
    const atCut = await liveFeed(c.host);

    // The exchange cuts the console's live socket and refuses its next three attempts.
    await c.setFaults({ dropLiveSockets: true, refuseLiveSockets: 3 });
    await ticker.health('reconnecting').waitFor();
    await Promise.all([ticker.waitUntilLive(20_000), prices.waitUntilLive(20_000)]);
    await seesNewPrices(prices, await prices.newestValueTs());

    // Stop the punters and let every delayed bet settle: then the ticker must hold each bet ever placed.
    await liveFeed(c.host, { betsPaused: true });
    try {
      let last = 0;
      await expect.poll(async () => {
        const state = await liveFeed(c.host);
        last = state.lastBetSeq;
        return state.pendingBets;
      }, { timeout: 20_000 }).toBe(0);
      expect(last, 'bets were placed while the socket was down').toBeGreaterThan(atCut.lastBetSeq);
      // Chromium gives a tab that is not in front about one frame a second: look at the ticker itself.
      // Complete means no gap from the ticker's first bet to its newest; the newest is the exchange's last,
      // and the ticker holds at least every bet since the cut (it may start later than the demo's first bet:
      // its first snapshot holds the exchange's latest 200).
      await ticker.page.bringToFront();
      await expect.poll(() => ticker.grid.getByRole('row').nth(1).getAttribute('data-seq'), { timeout: 10_000 }).toBe(String(last));
      const shown = (await ticker.tickerCount.textContent()) ?? '';
      expect(shown).toMatch(/ received · sequence complete$/);
      expect(Number(shown.replace(/ received.*$/, '').replace(/,/g, ''))).toBeGreaterThanOrEqual(last - atCut.lastBetSeq);
    } finally {
      await liveFeed(c.host, { betsPaused: false });
    }
    await ticker.close();
    await prices.close();
  });

  it('links windows by colour channel: a selection in one makes the windows of its channel follow, and no other', async () => {
    await loginToHub();
    const markets = await monitor('Live Monitor 1');
    const ticker = await monitor('Bet Ticker 1');
    const risk = await monitor('Risk Monitor 1');
    await markets.setChannel('Red');
    await ticker.setChannel('Red');
    await risk.setChannel('Blue');
    await expect.poll(() => markets.linkChannel.inputValue()).toBe('Red');

    // Keyboard only: into the grid, to the second market, Enter links its event.
    const eventName = await markets.linkEventOfRow(1);
    expect(eventName).not.toBe('');

    await expect.poll(() => ticker.filter('Event').inputValue()).toBe(eventName);
    expect(await risk.filter('Event').inputValue()).toBe('');
    await ticker.setChannel('Not linked');
    await markets.setChannel('Not linked');
    await risk.setChannel('Not linked');
    for (const m of [markets, ticker, risk]) await m.close();
  });

  it("opens a market's drill-down on the Risk screen of the console window from the risk monitor's Enter", async () => {
    await loginToHub();
    const risk = await monitor('Risk Monitor 1');
    await risk.grid.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    // Keyboard only, in the monitor window: Enter on the first market links its event and asks the main core
    // to show that market on the Risk screen, in the console window (no new window, no window.open).
    const pagesBefore = c.context.pages().length;
    await risk.toFront();
    await risk.grid.focus();
    await risk.page.keyboard.press('Home');
    const activeId = await risk.grid.getAttribute('aria-activedescendant');
    // The event and market cell, the row's second: "Event · Market" as the monitor shows it.
    const eventAndMarket = ((await risk.page.locator(`[id="${activeId}"] [role="gridcell"]`).nth(1).textContent()) ?? '').trim();
    expect(eventAndMarket).not.toBe('');
    await risk.page.keyboard.press('Enter');
    await waitForRoute(c.page, '/dashboard/risk', 15_000);
    expect(new URL(c.page.url()).search + new URL(c.page.url()).hash).toMatch(/market=/);
    expect(c.context.pages().length).toBe(pagesBefore);
    await c.page.bringToFront();
    const outcomes = c.page.getByRole('table', { name: 'Outcomes' });
    await outcomes.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    // Escape goes back to the markets list behind it.
    await outcomes.getByRole('row').nth(1).focus();
    await c.page.keyboard.press('Escape');
    await c.page.getByRole('table', { name: 'Live markets by exposure' }).waitFor();
    await risk.close();
  });

  it('keeps a window on its channel when its bridge socket drops and reconnects', async () => {
    // Every monitor tab's bridge socket goes through here, so the test can cut them from the host's side.
    const sockets: Array<{ server: WebSocketRoute; sent: string[] }> = [];
    await c.context.routeWebSocket(/\/__bridge$/, (page) => {
      const server = page.connectToServer();
      const sent: string[] = [];
      page.onMessage((message) => {
        sent.push(String(message));
        server.send(message);
      });
      sockets.push({ server, sent });
    });
    await loginToHub();
    const markets = await monitor('Live Monitor 1');
    const ticker = await monitor('Bet Ticker 1');
    await markets.setChannel('Red');
    await ticker.setChannel('Red');
    await expect.poll(() => ticker.linkChannel.inputValue()).toBe('Red');

    const before = sockets.length;
    for (const { server } of sockets) await server.close();
    // Both tabs are back, and each has told the host again which monitor it is and which channel it is on.
    const saidChannel = (s: { sent: string[] }) => s.sent.some((m) => m.includes('"windows.joinChannel"'));
    await expect.poll(() => sockets.slice(before).filter(saidChannel).length).toBe(2);
    // The grids resynchronise after the reconnect: link from a market monitor that is live and has rows.
    await markets.waitUntilLive();
    await ticker.waitUntilLive();
    await markets.grid.getByRole('row').nth(1).waitFor();

    const eventName = await markets.linkEventOfRow(0);
    expect(eventName).not.toBe('');
    await expect.poll(() => ticker.filter('Event').inputValue()).toBe(eventName);
    await ticker.setChannel('Not linked');
    await markets.setChannel('Not linked');
    for (const m of [markets, ticker]) await m.close();
    await c.context.unrouteAll();
  });

  it('locks every monitor window when the session ends, and unlocks them after the next login', async () => {
    await loginToHub();
    const markets = await monitor('Live Monitor 1');
    const { admin } = accounts(c.host);
    await c.dashboard.logout(admin.userName);
    await markets.lockHeading.waitFor();
    expect(await markets.grid.count()).toBe(0);
    await c.loginPage.loginToDashboard(admin.userName, admin.password);
    await markets.waitUntilLive();
    await markets.close();
  });
});
