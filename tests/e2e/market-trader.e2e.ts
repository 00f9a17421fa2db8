import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../src/demo-exchange/db/database';
import { DEMO_ACCOUNTS } from '../../src/demo-exchange/index';
import { MarketTraderPage } from './pages/market-trader-page';
import { accounts } from './support/accounts';
import { DemoApi } from './support/demo-api';
import type { PageGlobals } from './support/page-globals';
import { gotoRoute, waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

// 30 extra traders on top of the seed's five: enough for paging (spec §9: ten to a page).
const c = useConsole({ DEMO_SEED_TRADERS: '30' });
/** Polls like expect.poll, with the steps' 10 s budget (two hosts and two Chromiums share two cores). */
const POLL_MS = 10_000;
const poll = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: POLL_MS });

const MARKET_TILES = ['Exchange Management', 'SportsBook Management', 'BookMaker Management', 'Fancy Management', 'Navigation', 'Market Trader'];

/** The page's running CSS animations and transitions, each as `name on element.class`. */
const runningAnimations = (page: Page) =>
  page.evaluate(() => {
    const document = (globalThis as unknown as { document: { getAnimations(): Array<{ playState: string; animationName?: string; effect: { target?: { className?: unknown } } | null }> } }).document;
    return document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => `${animation.animationName ?? 'transition'} on ${String(animation.effect?.target?.className ?? '')}`);
  });

async function openAsAdmin(): Promise<MarketTraderPage> {
  const { admin } = accounts(c.host);
  await c.loginPage.loginToDashboard(admin.userName, admin.password);
  const page = new MarketTraderPage(c.page);
  await page.open();
  return page;
}

/** The exchange as the admin, straight from Node: for arranging what the test is not about. */
async function adminApi(): Promise<DemoApi> {
  const api = new DemoApi(c.host.demoOrigin);
  await api.login('admin', accounts(c.host).admin.password);
  return api;
}

async function createTrader(api: DemoApi, userName: string, password = 'secret1'): Promise<string> {
  const { data } = await api.post('/add-trader', { name: `Trader ${userName}`, userName, domain: '', password, role: 'TRADER' });
  return (data as { id: string }).id;
}

const search = (mt: MarketTraderPage, text: string): Promise<void> => mt.searchFor(text);

describe('Market Trader Management', () => {
  it('creates a trader, grants a subset in the modal that opens, and the trader sees exactly that', async () => {
    const mt = await openAsAdmin();
    await mt.page.getByRole('button', { name: 'Add New', exact: true }).click();
    const form = mt.dialog('Create User');
    const save = form.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled(), 'Save is disabled while the form is empty').toBe(true);
    await mt.fillUserForm(form, { name: 'Nina New', userName: 'nina.new', password: 'nina-pass' });
    await poll(() => save.isEnabled()).toBe(true);
    await mt.press(save);
    await mt.toast('Trader Added Successfully').waitFor();

    // Spec §4: the permission modal opens for the new trader.
    const modal = mt.dialog('Manage Trader Permissions');
    await modal.waitFor();
    await modal.getByText('nina.new').waitFor();
    // The new trader starts with the TRADER role's defaults; keep Market Management, swap its groups.
    await mt.setPermission(modal, 'Exchange Management', false);
    await mt.setPermission(modal, 'Navigation', false);
    expect(await mt.permission(modal, 'Add Sport').count(), 'a child group shows only while its parent is on').toBe(0);
    // Switching a group on switches on what Save grants under it (spec §4's normalisation, shown before saving).
    await mt.setPermission(modal, 'Fancy Management', true);
    expect(await mt.permission(modal, 'Fancy Results').isChecked()).toBe(true);
    await mt.setPermission(modal, 'Operational Logs', true);
    await mt.press(modal.getByRole('button', { name: 'Save', exact: true }));
    await mt.toast('Permissions updated successfully.').waitFor();
    await modal.waitFor({ state: 'hidden' });

    await c.dashboard.logout('admin');
    await c.loginPage.loginToDashboard('nina.new', 'nina-pass');
    await poll(() => c.dashboard.visibleTiles()).toEqual(['Market Management', 'Operational Logs']);
    await c.dashboard.tile('Market Management').click();
    await waitForRoute(c.page, '/dashboard/market-management');
    // Fancy Management was saved with Fancy Results, switched on with its group.
    await c.page.getByRole('main').getByRole('link', { name: 'Fancy Management', exact: true }).waitFor();
    for (const tile of MARKET_TILES.filter((t) => t !== 'Fancy Management')) {
      expect(await c.page.getByRole('link', { name: tile, exact: true }).count(), `${tile} is hidden`).toBe(0);
    }

    await gotoRoute(c.page, '/dashboard/market-trader');
    await c.dashboard.accessDeniedHeading.waitFor();
    await gotoRoute(c.page, '/dashboard/add-market');
    await c.dashboard.accessDeniedHeading.waitFor();

    // Hiding is convenience: the exchange refuses a trader call from this trader, whatever the page does.
    const answer = await c.page.evaluate(() =>
      (globalThis as unknown as PageGlobals).exchange.traders.list({ start: 0, length: 10, search: { value: '' }, order: [] }),
    );
    expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden', status: 403 } });
    const flags = await c.page.evaluate(() => (globalThis as unknown as PageGlobals).exchange.session.getState());
    expect(flags.ok && flags.data.status === 'loggedIn' ? Object.keys(flags.data.permissions).sort() : []).toEqual(
      ['fancyManagement', 'fancyResults', 'marketManagement', 'operationalLogs'],
    );
  });

  /** Answers the exchange keeps under idempotency keys for one operation (a repeat of a key adds none). */
  const idempotencyKeys = (operation: string): number => {
    const db = new DatabaseSync(join(c.host.dataDir, DATABASE_FILE), { readOnly: true });
    try {
      return Number(db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys WHERE operation = ?').get(operation)?.n);
    } finally {
      db.close();
    }
  };

  it('creates one trader from a double-clicked Save: Save is off while the call is pending, the idempotency key backs it up', async () => {
    // Every bridge call the page makes, as sent on its socket: what the UI itself lets through.
    const addCalls: string[] = [];
    c.page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"t":"call"') && payload.includes('"channel":"traders.add"')) addCalls.push(payload);
      }),
    );
    const keysBefore = idempotencyKeys('traders.add');
    await gotoRoute(c.page, '/login');
    const mt = await openAsAdmin();
    await mt.page.getByRole('button', { name: 'Add New', exact: true }).click();
    const form = mt.dialog('Create User');
    await mt.fillUserForm(form, { name: 'Double Click', userName: 'double.click', password: 'double-pass' });
    const save = form.getByRole('button', { name: 'Save', exact: true });
    await poll(() => save.isEnabled()).toBe(true);
    // A slow exchange keeps the first call pending, so the second click lands while it runs.
    await c.setFaults({ latencyMs: 600 });
    await save.dblclick({ force: true });
    await mt.toast('Trader Added Successfully').waitFor();
    await c.setFaults({ reset: true });

    const db = new DatabaseSync(join(c.host.dataDir, DATABASE_FILE), { readOnly: true });
    try {
      const count = (sql: string) => Number(db.prepare(sql).get()?.n);
      expect(count("SELECT COUNT(*) AS n FROM users WHERE userName = 'double.click'")).toBe(1);
      // A second request would have run the handler again: refused as a taken user name, with an error toast.
      expect(count(`SELECT COUNT(*) AS n FROM audit_log WHERE action = 'trader.create' AND "after" LIKE '%double.click%'`)).toBe(1);
      // First line of defence: Save went off at the first click, so the page sent one call.
      expect(addCalls).toHaveLength(1);
      // Second line: the call carried an idempotency key, and the exchange recorded exactly one answer under it.
      expect(idempotencyKeys('traders.add')).toBe(keysBefore + 1);
    } finally {
      db.close();
    }
  });

  it('edits a trader without the permission modal, keeping the password when none is typed', async () => {
    const mt = await openAsAdmin();
    await search(mt, 'viewer');
    await mt.row('viewer').getByRole('button', { name: /^Edit / }).click();
    const form = mt.dialog('Edit User');
    expect(await mt.field(form, 'Name').inputValue()).toBe('Victor Viewer');
    expect(await mt.field(form, 'Password').inputValue()).toBe('');
    await mt.fillUserForm(form, { name: 'Victor Viewer II' });
    await mt.press(form.getByRole('button', { name: 'Save', exact: true }));
    await mt.toast('Trader updated successfully.').waitFor();
    await form.waitFor({ state: 'hidden' });
    await poll(() => mt.names()).toEqual(['Victor Viewer II']);
    await expect.poll(() => c.page.getByRole('dialog').count(), { message: 'no permission modal after an edit', timeout: POLL_MS }).toBe(0);
    await new DemoApi(c.host.demoOrigin).login('viewer', accounts(c.host).viewer.password);
  });

  it('asks before deleting: Cancel keeps the trader, Yes deletes it', async () => {
    await createTrader(await adminApi(), 'to.delete');
    const mt = await openAsAdmin();
    await search(mt, 'to.delete');
    const del = mt.row('to.delete').getByRole('button', { name: /^Delete / });

    await del.click();
    let confirm = mt.dialog('Delete trader');
    await confirm.getByText('Are you sure want to delete?', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await mt.row('to.delete').count()).toBe(1);

    await del.click();
    confirm = mt.dialog('Delete trader');
    await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
    await mt.table.getByText('No data available in table', { exact: true }).waitFor();
    await poll(() => mt.info.innerText()).toMatch(/^Showing 0 to 0 of 0 entries \(filtered from \d+ total entries\)$/);
  });

  it('pages ten at a time with full numbers, orders by column and searches on the exchange', async () => {
    const mt = await openAsAdmin();
    const first = /^Showing 1 to 10 of (\d+) entries$/.exec(await mt.info.innerText());
    const total = Number(first?.[1]);
    expect(total).toBeGreaterThan(25);
    expect(await mt.rows.count()).toBe(10);

    // Spec §9: default order column 0 (Name) descending.
    expect(await mt.columnHeader('Name').getAttribute('aria-sort')).toBe('descending');
    const page1 = await mt.names();
    const lower = (names: string[]) => names.map((n) => n.toLowerCase());
    expect(lower(page1)).toEqual([...lower(page1)].sort().reverse());

    for (const name of ['First', 'Previous', 'Page 1', 'Page 2', 'Page 3', 'Next', 'Last'] as const) await mt.pageButton(name).waitFor();
    await mt.pageButton('Page 2').click();
    await poll(() => mt.info.innerText()).toBe(`Showing 11 to 20 of ${total} entries`);
    const page2 = await mt.names();
    expect(page2.some((name) => page1.includes(name))).toBe(false);
    expect((page2[0] ?? '').toLowerCase() <= (page1[9] ?? '').toLowerCase()).toBe(true);

    await mt.pageButton('Last').click();
    const lastStart = Math.floor((total - 1) / 10) * 10 + 1;
    await poll(() => mt.info.innerText()).toBe(`Showing ${lastStart} to ${total} of ${total} entries`);
    await mt.pageButton('First').click();
    await poll(() => mt.info.innerText()).toBe(`Showing 1 to 10 of ${total} entries`);

    // Ordering by another column goes back to page 1, on the exchange's order.
    await mt.pageButton('Next').click();
    await poll(() => mt.info.innerText()).toBe(`Showing 11 to 20 of ${total} entries`);
    await mt.columnHeader('User Name').getByRole('button').first().click();
    await poll(() => mt.columnHeader('User Name').getAttribute('aria-sort')).toBe('ascending');
    await poll(() => mt.info.innerText()).toBe(`Showing 1 to 10 of ${total} entries`);
    await mt.waitForIdle();
    const byUserName = await mt.userNames();
    expect(byUserName).toEqual([...byUserName].sort());

    // Search: 25 of the seeded traders are called "… Anand …".
    await search(mt, 'ANAND');
    await poll(() => mt.info.innerText()).toBe(`Showing 1 to 10 of 25 entries (filtered from ${total} total entries)`);
    await mt.pageButton('Page 3').click();
    await poll(() => mt.info.innerText()).toBe(`Showing 21 to 25 of 25 entries (filtered from ${total} total entries)`);
    await search(mt, 'zara');
    await poll(() => mt.names()).toEqual(['Zara Anand 00025']);
    // With no match the pager's row keeps its height: mantine-react-table measures its toolbars after each
    // draw, and a toolbar that grew when the rows came back would have it draw the whole table twice.
    const bottomToolbarHeight = () => c.page.locator('.mrt-bottom-toolbar').evaluate((toolbar) => toolbar.getBoundingClientRect().height);
    const withRows = await bottomToolbarHeight();
    await search(mt, 'nobody-by-that-name');
    await mt.table.getByText('No data available in table', { exact: true }).waitFor();
    expect(await bottomToolbarHeight()).toBe(withRows);

    // An idle table animates nothing: its hidden loading bars once repainted every frame of an idle window.
    await poll(() => runningAnimations(c.page)).toEqual([]);
  });

  it('offers a manager only the permissions they hold, and turns off the buttons of an account holding more, whose change the exchange refuses', async () => {
    // The seeded manager holds marketTraderManagement but not casinoMonitor, and may not hand it out.
    const manager = DEMO_ACCOUNTS.find((a) => a.userName === 'manager');
    await c.loginPage.loginToDashboard('manager', manager?.password ?? '');
    const mt = new MarketTraderPage(c.page);
    await mt.open();
    await search(mt, 'viewer');
    await mt.row('viewer').getByRole('button', { name: /^Set Permissions / }).click();
    const modal = mt.dialog('Privacy & Permissions');
    expect(await mt.permission(modal, 'Casino Monitor').isDisabled(), 'a permission the manager does not hold').toBe(true);
    expect(await mt.permission(modal, 'Operational Logs').isDisabled(), 'one the manager holds').toBe(false);
    await mt.press(modal.getByRole('button', { name: 'Cancel', exact: true }));
    await modal.waitFor({ state: 'hidden' });

    // Tom Trader holds permissions the manager does not: his account is not the manager's to change. The
    // exchange's row says so (his buttons are off, with the reason), and it refuses a change sent anyway.
    await search(mt, 'trader');
    for (const name of ['Set Permissions', 'Edit', 'Delete']) {
      const button = mt.row('trader').getByRole('button', { name: new RegExp(`^${name} `) });
      expect(await button.isDisabled(), name).toBe(true);
      expect(await button.getAttribute('title'), name).toBe('Holds permissions you do not: not yours to change');
    }
    expect(await mt.row('trader').getByRole('switch', { name: 'Active' }).isDisabled()).toBe(true);
    const refused = await c.page.evaluate(async () => {
      const bridge = (globalThis as unknown as PageGlobals).exchange;
      const listed = await bridge.traders.list({ start: 0, length: 10, search: { value: 'Tom Trader' }, order: [] });
      const tom = listed.ok ? listed.data.original.data.find((row) => row.userName === 'trader') : undefined;
      return bridge.traders.changePermission({ traderId: tom?._id ?? '', permission: { addExchange: false } });
    });
    expect(refused).toMatchObject({ ok: false, error: { status: 403, message: 'You can only manage accounts whose permissions you hold yourself.' } });
  });

  it('deactivates a trader after confirmation: its logins are refused and an open session ends at its next call', async () => {
    const api = await adminApi();
    await createTrader(api, 'sleepy');
    const awakeId = await createTrader(api, 'awake');
    await api.post('/change-trader-permission', { traderId: awakeId, permission: { operationalLogs: true } });

    const mt = await openAsAdmin();
    await search(mt, 'sleepy');
    const active = mt.row('sleepy').getByRole('switch', { name: 'Active' });
    expect(await active.isChecked()).toBe(true);
    await active.focus();
    await c.page.keyboard.press('Space');
    let confirm = mt.dialog('Deactivate trader');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await active.isChecked(), 'Cancel leaves the trader active').toBe(true);

    await active.focus();
    await c.page.keyboard.press('Space');
    confirm = mt.dialog('Deactivate trader');
    await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
    await mt.toast('Trader deactivated. Their session ends at their next call.').waitFor();
    await poll(() => active.isChecked()).toBe(false);
    await mt.row('sleepy').getByText('Inactive', { exact: true }).waitFor();

    await c.dashboard.logout('admin');
    await c.loginPage.login('sleepy', 'secret1');
    await c.loginPage.message('Your account is inactive. Contact your administrator.').waitFor();

    // An open session: "awake" is logged in when the admin switches it off (the toggle's call, from Node).
    await c.loginPage.loginToDashboard('awake', 'secret1');
    await c.dashboard.tile('Operational Logs').waitFor();
    await api.post('/change-trader-status', { traderId: awakeId, status: 'inactive' });
    await c.dashboard.tile('Operational Logs').click();
    await c.loginPage.waitUntilShown();

    // Ip Logs show both stories.
    const again = await openAsAdmin();
    await search(again, 'sleepy');
    await again.row('sleepy').getByRole('button', { name: /^Ip Logs / }).click();
    const logs = again.dialog('Ip Logs of Trader sleepy');
    await logs.getByRole('table', { name: 'Login history' }).getByRole('cell', { name: 'Inactive', exact: true }).waitFor();
    await logs.getByRole('cell', { name: '127.0.0.1', exact: true }).first().waitFor();
    await c.page.keyboard.press('Escape');
    await search(again, 'awake');
    await again.row('awake').getByRole('button', { name: /^Ip Logs / }).click();
    await again.dialog('Ip Logs of Trader awake').getByRole('cell', { name: 'Success', exact: true }).waitFor();
  });

  it('remembers a column the user hid, for that user, after a reload (kept by the main process, not the page)', async () => {
    const mt = await openAsAdmin();
    await c.page.getByRole('button', { name: 'Show/Hide columns', exact: true }).click();
    await mt.toggle(c.page.getByRole('switch', { name: 'Ip Logs', exact: true }));
    await poll(() => mt.columnHeader('Ip Logs').count()).toBe(0);
    const saved = () =>
      c.page.evaluate(async () => {
        const answer = await (globalThis as unknown as PageGlobals).exchange.preferences.tableLayout({ tableId: 'traders' });
        return answer.ok ? answer.data.columnVisibility['ipLogs'] : undefined;
      });
    await poll(saved).toBe(false);

    await gotoRoute(c.page, '/dashboard/market-trader');
    await mt.table.waitFor();
    await mt.waitForIdle();
    expect(await mt.columnHeader('User Name').count()).toBe(1);
    await poll(() => mt.columnHeader('Ip Logs').count()).toBe(0);
  });
});
