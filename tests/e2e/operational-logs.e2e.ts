import { describe, expect, it } from 'vitest';
import { MarketTraderPage } from './pages/market-trader-page';
import { AUDIT_COLUMNS, CRON_COLUMNS, OperationalLogsPage } from './pages/operational-logs-page';
import { accounts } from './support/accounts';
import { useConsole } from './support/use-console';

// Before the host starts: every cron run of this console's demo exchange starts after this instant.
const fileStarted = Math.floor(Date.now() / 1000) * 1000;
const c = useConsole();
/** Polls like expect.poll, with the steps' 10 s budget (two hosts and two Chromiums share two cores). */
const POLL_MS = 10_000;
const poll = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: POLL_MS });

const MEDIUM_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} (AM|PM)$/;
/** The local calendar day of `at` (plus `offsetDays`), as the date filters take it. */
const localDay = (at: number, offsetDays = 0) => {
  const d = new Date(at);
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function loginAsAdmin(): Promise<void> {
  const { admin } = accounts(c.host);
  await c.loginPage.loginToDashboard(admin.userName, admin.password);
}

describe('Operational Logs', () => {
  it('shows a spinner while the cron logs load, then the runs of this exchange in medium dates', async () => {
    await loginAsAdmin();
    await c.setFaults({ latencyMs: 1500 });
    await c.page.getByRole('main').getByRole('link', { name: 'Operational Logs', exact: true }).click();
    await c.page.getByText('Loading...', { exact: true }).waitFor();
    const logs = new OperationalLogsPage(c.page);
    await c.page.getByText('Loading...', { exact: true }).waitFor({ state: 'hidden' });
    // The table draws placeholder rows while it loads: wait for the first real row's Updated At.
    await expect.poll(async () => logs.cronTable.locator('tbody tr td:nth-child(6)').first().textContent()).toMatch(MEDIUM_DATE);
    await c.setFaults({ reset: true });

    expect(await logs.headers(logs.cronTable)).toEqual([...CRON_COLUMNS]);
    const rows = await logs.rows(logs.cronTable);
    expect(rows.length).toBeGreaterThan(3);
    for (const [, start, end, , , updated] of rows.slice(0, 3)) {
      for (const date of [start, end, updated]) expect(date).toMatch(MEDIUM_DATE);
    }
    // The jobs really ran in this demo exchange when it started (not only the seeded history).
    const started = rows.filter(([, start]) => Date.parse(start ?? '') >= fileStarted);
    // Each job by its name in words (the exchange records its key).
    expect(new Set(started.map(([type]) => type))).toEqual(new Set(['Session cleanup', 'Audit compaction', 'Cron log retention', 'Virtual results']));
    expect(started.every(([, , , status]) => status?.toLowerCase() === 'success')).toBe(true);
  });

  it('records in the Audit tab what this test did, filterable by user, action and date', async () => {
    await loginAsAdmin();
    const mt = new MarketTraderPage(c.page);
    await mt.open();
    await c.page.getByRole('button', { name: 'Add New', exact: true }).click();
    const form = mt.dialog('Create User');
    await mt.fillUserForm(form, { name: 'Audit Me', userName: 'audit.me', password: 'audit-pass' });
    await mt.press(form.getByRole('button', { name: 'Save', exact: true }));
    const modal = mt.dialog('Manage Trader Permissions');
    await mt.press(modal.getByRole('button', { name: 'Cancel', exact: true }));
    await modal.waitFor({ state: 'hidden' });
    await mt.searchFor('audit.me');
    const active = mt.row('audit.me').getByRole('switch', { name: 'Active' });
    await active.focus();
    await c.page.keyboard.press('Space');
    await mt.dialog('Deactivate trader').getByRole('button', { name: 'Yes', exact: true }).click();
    await poll(() => active.isChecked()).toBe(false);

    await c.page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    const logs = new OperationalLogsPage(c.page);
    await logs.open();
    await logs.tab('Audit');
    await logs.auditTable.waitFor();
    await logs.waitForIdle();
    expect(await logs.headers(logs.auditTable)).toEqual([...AUDIT_COLUMNS]);
    const [newest, previous] = await logs.rows(logs.auditTable);
    expect(newest?.slice(1)).toEqual(['admin', 'Trader status changed', 'User audit.me', 'Status: Active', 'Status: Inactive']);
    expect(newest?.[0]).toMatch(MEDIUM_DATE);
    expect(previous?.slice(1, 4)).toEqual(['admin', 'Trader created', 'User audit.me']);
    expect(previous?.[5]).toContain('User name: audit.me');

    await logs.chooseAction('Trader created');
    await poll(async () => (await logs.rows(logs.auditTable)).map((row) => row[2])).toEqual(['Trader created']);
    await logs.filter('User').fill('nobody');
    await logs.auditTable.getByText('No data available in table', { exact: true }).waitFor();
    await logs.filter('User').fill('ADM');
    await poll(async () => (await logs.rows(logs.auditTable)).map((row) => row[1])).toEqual(['admin']);
    // The day the Trader created row was written (not today: the test may cross midnight).
    const writtenAt = Date.parse(previous?.[0] ?? '');
    // Nothing is logged after now: a day after today is refused on the field, in words.
    await logs.filter('From').fill(localDay(Date.now(), 1));
    await c.page.getByText(/^Choose a date on or before /).first().waitFor();
    // The day before the row's holds none of it.
    await logs.filter('From').fill(localDay(writtenAt, -1));
    await logs.filter('To').fill(localDay(writtenAt, -1));
    await logs.auditTable.getByText('No data available in table', { exact: true }).waitFor();
    // "To" first: "From" may not come after it.
    await logs.filter('To').fill(localDay(writtenAt));
    await logs.filter('From').fill(localDay(writtenAt));
    await poll(async () => (await logs.rows(logs.auditTable)).length).toBe(1);
    await poll(() => logs.info.innerText()).toMatch(/^Showing 1 to 1 of 1 entries \(filtered from \d+ total entries\)$/);
  });
});
