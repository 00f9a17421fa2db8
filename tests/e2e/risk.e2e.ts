import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts';
import { DemoApi } from './support/demo-api';
import { downloadAfter } from './support/downloads';
import { gotoRoute, waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();

describe('Risk', () => {
  it('finds a punter, shows the chain to the house, locks it from betting with a reason, and lists its bets', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await c.page.getByRole('main').getByRole('link', { name: 'Risk', exact: true }).click();
    await waitForRoute(c.page, '/dashboard/risk');
    await c.page.getByRole('tab', { name: 'Betting accounts', exact: true }).click();
    await c.page.getByRole('textbox', { name: 'Search betting accounts' }).fill('punter0007');
    await c.page.getByRole('button', { name: 'Open punter0007', exact: true }).click();
    const drawer = c.page.getByRole('dialog', { name: 'Punter punter0007' });
    await expect.poll(() => drawer.getByLabel('Chain to the house').innerText()).toMatch(/^punter0007 → ag\d+ \(\d+ %\) → sa\d+ \(\d+ %\) → house \(\d+ %\)$/);
    await drawer.getByRole('textbox', { name: 'Status' }).click();
    await c.page.getByRole('option', { name: 'Locked from betting', exact: true }).click();
    await drawer.getByRole('button', { name: 'Change status' }).isDisabled();
    await drawer.getByRole('textbox', { name: 'Reason' }).fill('Chasing losses');
    await drawer.getByRole('button', { name: 'Change status' }).click();
    await c.page.getByText('punter0007 is now locked from betting.').waitFor();
    await drawer.getByText('History', { exact: true }).click();
    await drawer.getByRole('table', { name: "Punter's bets" }).waitFor();
    await drawer.getByText(/^[\d,]+–[\d,]+ of [\d,]+$/).waitFor();
    await c.page.keyboard.press('Escape');
    await c.page.getByRole('table', { name: 'Betting accounts' }).getByText('Locked from betting (Chasing losses)').waitFor();
  });

  it('lists markets by exposure, largest first, and by another column on a click of its header', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await gotoRoute(c.page, '/dashboard/risk');
    await c.page.getByRole('tab', { name: 'Markets by exposure', exact: true }).click();
    const table = c.page.getByRole('table', { name: 'Markets by exposure' });
    const header = (name: string) => table.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    await expect.poll(() => header('Exposure').getAttribute('aria-sort')).toBe('descending');
    // The demo's punters bet within seconds: wait for two markets to compare.
    const names = () => table.locator('tbody tr td:nth-child(1)').allInnerTexts();
    await expect.poll(async () => (await names()).length).toBeGreaterThan(1);
    // The columns the exchange sorts by offer it, drawn ones (money) too; the others do not.
    const sortButton = (name: string) => header(name).getByRole('button', { name: /^Sort(ed)? by/ });
    expect(await sortButton('Exposure').count()).toBe(1);
    expect(await sortButton('Family').count()).toBe(0);
    await sortButton('Market').click();
    await expect.poll(() => header('Market').getAttribute('aria-sort')).toBe('ascending');
    expect(await header('Exposure').getAttribute('aria-sort')).toBeNull();
    await expect
      .poll(async () => {
        const shown = (await names()).map((name) => name.trim().toLowerCase());
        return shown.every((name, i) => i === 0 || (shown[i - 1] ?? '') <= name);
      })
      .toBe(true);
  });

  it('records a punter query, answers it from the queue and finds it answered', async () => {
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await gotoRoute(c.page, '/dashboard/risk');
    await c.page.getByRole('tab', { name: 'Punter queries', exact: true }).click();
    await c.page.getByRole('button', { name: 'Record a query' }).click();
    const form = c.page.getByRole('dialog', { name: 'Record a punter query' });
    await form.getByRole('textbox', { name: 'Punter user name' }).fill('punter0009');
    await form.getByRole('textbox', { name: 'Subject' }).fill('Deposit not credited');
    await form.getByRole('textbox', { name: 'Query' }).fill('I sent money this morning and do not see it.');
    await form.getByRole('button', { name: 'Record query' }).click();
    await c.page.getByText('Query recorded.').waitFor();
    await c.page.getByRole('button', { name: 'Open the query Deposit not credited' }).click();
    const drawer = c.page.getByRole('dialog', { name: 'Query: Deposit not credited' });
    await drawer.getByRole('textbox', { name: 'Answer' }).fill('Credited at 10:02, see your statement.');
    await drawer.getByRole('button', { name: 'Send answer' }).click();
    await c.page.getByText('Query answered.').waitFor();
    await c.page.getByRole('textbox', { name: 'Query status' }).click();
    await c.page.getByRole('option', { name: 'Answered', exact: true }).click();
    await c.page.getByRole('table', { name: 'Punter queries' }).getByText('Deposit not credited').waitFor();
    await c.page.screenshot({ path: '/tmp/risk-queries.png' });
  });

  it('records queries from a punter’s bet and statement line, and each query leads back to its bet and line', async () => {
    const api = new DemoApi(c.host.demoOrigin);
    await api.login('admin', c.host.adminPassword);
    // A punter the demo's bet ticker has bet for.
    let punter = '';
    await expect.poll(async () => (punter = ((await api.post('/risk/unsettled-bets', { start: 0, length: 1 })).data as { data: Array<{ punter: string }> }).data[0]?.punter ?? '')).not.toBe('');
    await c.loginPage.loginToDashboard('admin', accounts(c.host).admin.password);
    await gotoRoute(c.page, '/dashboard/risk');
    await c.page.getByRole('tab', { name: 'Betting accounts', exact: true }).click();
    await c.page.getByRole('textbox', { name: 'Search betting accounts' }).fill(punter);
    await c.page.getByRole('button', { name: `Open ${punter}`, exact: true }).click();
    const drawer = c.page.getByRole('dialog', { name: `Punter ${punter}` });
    const betRow = drawer.getByRole('table', { name: "Punter's bets" }).getByRole('row').nth(1);
    const selection = await betRow.getByRole('cell').nth(2).innerText();
    const form = c.page.getByRole('dialog', { name: 'Record a punter query' });
    const record = async (subject: string) => {
      await expect.poll(() => form.getByRole('textbox', { name: 'Punter user name' }).inputValue()).toBe(punter);
      await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
      await form.getByRole('textbox', { name: 'Query' }).fill('Please look at this one.');
      await form.getByRole('button', { name: 'Record query' }).click();
      await c.page.getByText('Query recorded.').last().waitFor();
      await form.waitFor({ state: 'hidden' });
    };
    await betRow.getByRole('button', { name: /^Record a query about the bet on / }).click();
    expect(await form.getByRole('textbox', { name: 'About bet (id)' }).inputValue()).not.toBe('');
    await record('Bet not as placed');

    await drawer.getByRole('button', { name: 'Account statement' }).click();
    const statement = c.page.getByRole('dialog', { name: `Account statement: ${punter}` });
    const lineRow = statement.getByRole('table', { name: 'Statement lines' }).getByRole('row').nth(1);
    const lineNo = await lineRow.getByRole('cell').first().innerText();
    const queryLine = lineRow.getByRole('button', { name: `Record a query about statement line ${lineNo}` });
    // Escape closes the form alone: the statement and the drawer under it stay.
    await queryLine.click();
    await form.getByRole('textbox', { name: 'Subject' }).waitFor();
    await c.page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    expect(await statement.isVisible()).toBe(true);
    expect(await drawer.isVisible()).toBe(true);
    await queryLine.click();
    expect(await form.getByRole('textbox', { name: 'About statement line (no.)' }).inputValue()).toBe(lineNo);
    await record('Line not understood');
    // The whole statement as a file, newest line first, money in rupees.
    const download = await downloadAfter(c.page, async () => {
      await statement.getByRole('button', { name: 'Export rows' }).click();
      await c.page.getByRole('menuitem', { name: 'CSV (all pages)' }).click();
    });
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    // Times in the zone times are shown in, named in the header ("When (Asia/Kolkata)"), as "2026-11-28 14:02:05".
    expect(lines[0]).toMatch(/^No\.,When \([^)]+\),What,Amount \(₹\),Balance \(₹\)$/);
    expect(lines[1]?.split(',')[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(download.suggestedFilename()).toMatch(/^Statement \S+ \d{4}-\d\d-\d\d\.csv$/);
    expect(lines[1]?.split(',')[0]).toBe(lineNo);
    await c.page.keyboard.press('Escape');
    await statement.waitFor({ state: 'hidden' });
    expect(await drawer.isVisible()).toBe(true);
    await c.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await c.page.getByRole('tab', { name: 'Punter queries', exact: true }).click();
    await c.page.getByRole('button', { name: 'Open the query Bet not as placed' }).first().click();
    const betQuery = c.page.getByRole('dialog', { name: 'Query: Bet not as placed' });
    await betQuery.getByRole('table', { name: 'The bet in question' }).getByRole('cell', { name: selection, exact: true }).waitFor();
    await c.page.keyboard.press('Escape');
    await betQuery.waitFor({ state: 'hidden' });
    await c.page.getByRole('button', { name: 'Open the query Line not understood' }).first().click();
    const lineQuery = c.page.getByRole('dialog', { name: 'Query: Line not understood' });
    await lineQuery.getByRole('button', { name: 'Show the line in the statement' }).click();
    const marked = statement.getByRole('table', { name: 'Statement lines' }).locator('tr[aria-current="true"]');
    await expect.poll(() => marked.getByRole('cell').first().innerText()).toBe(lineNo);
    await c.page.screenshot({ path: '/tmp/risk-query-line.png' });
  });

  it('is Access Denied to a trader without resolveQuery', async () => {
    const { trader } = accounts(c.host);
    await c.loginPage.loginToDashboard(trader.userName, trader.password);
    expect(await c.page.getByRole('link', { name: 'Risk', exact: true }).count()).toBe(0);
    await gotoRoute(c.page, '/dashboard/risk');
    await c.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  });
});
