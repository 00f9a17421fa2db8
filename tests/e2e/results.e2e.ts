import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import { ResultsPage } from './pages/results-page';
import { accounts } from './support/accounts';
import { toggleSwitch } from './support/keyboard';
import { startConsole, type ConsoleHost } from './support/console-host';
import { DemoApi } from './support/demo-api';
import { liveFeed } from './support/live-control';
import { E2E_STEP_TIMEOUT_MS, useConsole } from './support/use-console';

// Punters bet 15 times a second (the demo's default is 3), so a market with bets to result is there in seconds.
const c = useConsole({ DEMO_BET_RATE: '15' });

interface Row { marketId: string; marketName: string; eventName: string; family: string; status: string | null; openBets: number; selections: Array<{ id: string; name: string; status: string }> }
interface Bet { betId: string; placedAt: string; status: string }

/** A second console, for user B: its own main core and session, on the same demo exchange as user A's. */
let second: ConsoleHost | undefined;
beforeAll(async () => {
  second = await startConsole({ EXCHANGE_URL: c.host.demoOrigin });
});
afterAll(async () => second?.stop());

const asAdmin = async () => {
  const api = new DemoApi(c.host.demoOrigin);
  await api.login('admin', c.host.adminPassword);
  return api;
};

/**
 * A match odds market punters have bet on and nobody has resulted yet (the live feed's punters bet all the
 * time), whose name is the only one of its kind when the screen is searched for its event.
 */
const marketWithBets = async (api: DemoApi, accept: (market: Row) => Promise<boolean> = async () => true): Promise<Row> => {
  const list = async (search = '') => ((await api.post('/result/list', { start: 0, length: 100, search: { value: search } })).data as { data: Row[] }).data;
  let found: Row | undefined;
  await expect
    .poll(
      async () => {
        for (const m of (await list()).filter((r) => r.family === 'matchOdds' && r.status === null && r.openBets >= 2)) {
          if ((await list(m.eventName)).filter((r) => r.marketName === m.marketName).length === 1 && (await accept(m))) {
            found = m;
            return true;
          }
        }
        return false;
      },
      { timeout: 45_000, interval: 500 },
    )
    .toBe(true);
  if (!found) throw new Error('no market with bets');
  return found;
};

const loginAs = async (browser: Browser, host: ConsoleHost, userName: string, password: string): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(E2E_STEP_TIMEOUT_MS);
  const page = await context.newPage();
  await page.goto(host.url);
  await new LoginPage(page).loginToDashboard(userName, password);
  return page;
};

/** Escape closes the topmost dialog, as a keyboard user would. */
const closeByEscape = async (page: Page, dialog: Locator) => {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
};

describe('Results', () => {
  it('A enters, B verifies in another console, A settles: balances and the statement change; unsettle and resettle with a reason', async () => {
    const api = await asAdmin();
    const market = await marketWithBets(api);
    const winner = market.selections.find((s) => s.status === 'active')?.name ?? '';

    await c.loginPage.loginToDashboard('admin', c.host.adminPassword);
    const a = await ResultsPage.open(c.page);
    await a.search(market.eventName);
    await a.action('Enter result', market).click();
    await a.enterWinner(a.dialog(`Enter result: ${market.marketName} of ${market.eventName}`), winner, 'Save result');
    await a.row(market.marketName).getByText('Awaiting verification').waitFor();
    // A may not verify A's own entry: no Verify button here, and the exchange refuses it anyway.
    expect(await a.action('Verify', market).count()).toBe(0);
    await expect(api.post('/result/verify', { marketId: market.marketId, winnerIds: [market.selections.find((s) => s.name === winner)?.id] })).rejects.toThrow(/403/);

    if (!second) throw new Error('no second console');
    const trader = accounts(c.host).trader;
    const bPage = await loginAs(c.browser, second, trader.userName, trader.password);
    const b = await ResultsPage.open(bPage, 'Checking queue');
    await bPage.getByRole('table', { name: `Entries for ${market.marketName}` }).getByText('Hidden until verified').first().waitFor();
    await b.action('Verify', market).first().click();
    await b.enterWinner(b.dialog(`Verify result: ${market.marketName} of ${market.eventName}`), winner, 'Verify');
    await bPage.context().close();

    // A sees the declaration (another console's change shows within seconds) and settles it.
    await a.row(market.marketName).getByText('Declared').waitFor();
    await a.action('Bets and voids', market).click();
    const drawer = a.dialog(`Bets and voids: ${market.marketName}`);
    const punter = (await drawer.getByRole('table', { name: 'Bets of this market' }).getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).trim();
    const before = await a.statement(drawer, punter);
    await closeByEscape(c.page, before.modal);
    await closeByEscape(c.page, drawer);

    await a.action('Settle', market).click();
    const settle = a.dialog(`Settle ${market.marketName} of ${market.eventName}`);
    await settle.getByLabel('Money that will move').waitFor();
    expect(await settle.getByLabel('Money that will move').innerText()).toMatch(/\d+ bets? of \d+ punters?: punters win ₹[\d,.]+ and lose ₹[\d,.]+/);
    await settle.getByRole('button', { name: /^Settle \d+ bets?$/ }).click();
    await settle.waitFor({ state: 'hidden' });
    await a.row(market.marketName).getByText('Settled').waitFor();

    await a.action('Bets and voids', market).click();
    const after = await a.statement(drawer, punter, `Settlement v1: ${market.marketName}, ${market.eventName} (${winner})`);
    expect(after.balance).not.toBe(before.balance);
    await closeByEscape(c.page, after.modal);
    await closeByEscape(c.page, drawer);

    await a.action('Unsettle', market).click();
    const unsettle = a.dialog(`Unsettle ${market.marketName} of ${market.eventName}`);
    await unsettle.getByRole('button', { name: 'Unsettle' }).isDisabled();
    await unsettle.getByLabel('Reason').fill('Feed corrected the result');
    await unsettle.getByRole('button', { name: 'Unsettle' }).click();
    await unsettle.waitFor({ state: 'hidden' });
    await a.row(market.marketName).getByText('Declared').waitFor();
    await a.action('Settle', market).click();
    await settle.getByText('settles as version 2', { exact: false }).waitFor();
    await settle.getByRole('button', { name: /^Settle \d+ bets?$/ }).click();
    await settle.waitFor({ state: 'hidden' });
    // Version starts hidden (the table fits a 1,280 px window): a clerk shows it from the column menu.
    await c.page.getByRole('button', { name: 'Show/Hide columns', exact: true }).click();
    await toggleSwitch(c.page.getByRole('switch', { name: 'Version', exact: true }));
    await c.page.keyboard.press('Escape');
    await a.row(market.marketName).getByRole('cell', { name: '2', exact: true }).waitFor();
    // Two consoles, four money steps: about 50 s alone, more beside another file on a two-core machine.
  }, 150_000);

  it('pre-voids exactly the bets struck inside the window, listing them first', async () => {
    const api = await asAdmin();
    const second = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;
    const openBets = async (marketId: string) => ((await api.post('/result/bets', { marketId })).data as Bet[]).filter((b) => b.status === 'matched').sort((x, y) => x.placedAt.localeCompare(y.placedAt));
    // A cut between two bets at least two seconds apart (the window's ends are whole seconds): the window runs up to it.
    const cutOf = (bets: Bet[]) => bets.findIndex((bet, i) => i + 1 < bets.length && second(bets[i + 1]?.placedAt ?? '') >= second(bet.placedAt) + 2000);
    const market = await marketWithBets(api, async (m) => cutOf(await openBets(m.marketId)) >= 0);
    await liveFeed(c.host, { betsPaused: true });
    try {
      // Bets already in their bet delay are still decided: wait for them, so the set below is final.
      await expect.poll(async () => (await liveFeed(c.host)).pendingBets).toBe(0);
      const bets = await openBets(market.marketId);
      const cut = cutOf(bets);
      expect(cut).toBeGreaterThanOrEqual(0);
      const inWindow = cut + 1;
      const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 19);

      await c.loginPage.loginToDashboard('admin', c.host.adminPassword);
      const page = await ResultsPage.open(c.page);
      await page.search(market.eventName);
      await page.action('Bets and voids', market).click();
      const drawer = page.dialog(`Bets and voids: ${market.marketName}`);
      await drawer.getByLabel('From', { exact: true }).fill(local(second(bets[0]?.placedAt ?? '') - 60_000));
      await drawer.getByLabel('To', { exact: true }).fill(local(second(bets[cut]?.placedAt ?? '') + 1000));
      const listed = drawer.getByRole('table', { name: 'Bets in the window' });
      await expect.poll(() => listed.getByRole('row').count()).toBe(inWindow + 1);
      await drawer.getByRole('button', { name: `Pre-void ${inWindow} bet${inWindow === 1 ? '' : 's'}` }).click();
      const confirm = page.dialog(`Pre-void the window on ${market.marketName} of ${market.eventName}`);
      await confirm.getByLabel('Reason').fill('Goal scored before the market was suspended');
      await confirm.getByRole('button', { name: 'Void bets' }).click();
      await confirm.waitFor({ state: 'hidden' });
      const voided = ((await api.post('/result/bets', { marketId: market.marketId })).data as Bet[]).filter((b) => b.status === 'voided').map((b) => b.betId);
      expect(voided.sort()).toEqual(bets.slice(0, inWindow).map((b) => b.betId).sort());
    } finally {
      await liveFeed(c.host, { betsPaused: false });
    }
  });
});
