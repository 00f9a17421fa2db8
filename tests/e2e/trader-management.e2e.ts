import { describe, expect, it } from 'vitest';
import { TraderManagementPage } from './pages/trader-management-page';
import { accounts } from './support/accounts';
import { DemoApi } from './support/demo-api';
import { toggleSwitch } from './support/keyboard';
import { waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();
/** Polls like expect.poll, with the steps' 10 s budget (two hosts and two Chromiums share two cores). */
const POLL_MS = 10_000;
const poll = <T,>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: POLL_MS });

async function openAsAdmin(): Promise<TraderManagementPage> {
  const { admin } = accounts(c.host);
  await c.loginPage.loginToDashboard(admin.userName, admin.password);
  const tm = new TraderManagementPage(c.page);
  await tm.open();
  return tm;
}

describe('Trader Management', () => {
  it('creates a staff account of a role with that role’s defaults, lists it by role, and resets its password', async () => {
    const tm = await openAsAdmin();
    await c.page.getByRole('button', { name: 'Add Staff', exact: true }).click();
    const form = tm.dialog('Create Staff Account');
    await tm.choose(form, 'Role', 'Fancy Manager');
    await form.getByText('Starts with the role’s 3 default permissions.', { exact: false }).waitFor();
    await tm.field(form, 'Name').fill('Fiona Fancy');
    await tm.field(form, 'User Name').fill('fiona');
    await tm.field(form, 'Password').fill('fancy-pass');
    await tm.press(form.getByRole('button', { name: 'Save', exact: true }));
    await tm.toast('Account created successfully.').waitFor();

    await tm.choose(c.page, 'Role', 'Fancy Manager');
    await poll(async () => (await tm.staffTable.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((t) => t.trim())).toEqual(['fiona']);
    await tm.staffRow('fiona').getByRole('button', { name: /^Reset Password / }).click();
    const reset = tm.dialog('Reset Password');
    await tm.field(reset, 'New Password').fill('fresh-pass');
    await tm.press(reset.getByRole('button', { name: 'Save', exact: true }));
    await tm.toast('Password reset successfully.').waitFor();
    await reset.waitFor({ state: 'hidden' });

    await c.dashboard.logout('admin');
    await c.loginPage.loginToDashboard('fiona', 'fresh-pass');
    await poll(() => c.dashboard.visibleTiles()).toEqual(['Market Management']);
    await c.dashboard.tile('Market Management').click();
    await waitForRoute(c.page, '/dashboard/market-management');
    await c.page.getByRole('main').getByRole('link', { name: 'Fancy Management', exact: true }).waitFor();
    expect(await c.page.getByRole('link', { name: 'Exchange Management', exact: true }).count()).toBe(0);
  });

  it('changes a role’s defaults for new accounts only', async () => {
    const api = new DemoApi(c.host.demoOrigin);
    await api.login('admin', accounts(c.host).admin.password);
    await api.post('/add-staff', { name: 'Early Agent', userName: 'agent.early', password: 'agent-pass', role: 'AGENT' });

    const tm = await openAsAdmin();
    await tm.tab('Roles');
    const agentRow = tm.rolesTable.locator('tbody tr').filter({ has: c.page.getByRole('cell', { name: 'Agent', exact: true }) });
    await agentRow.getByText('10 of', { exact: false }).waitFor();
    await agentRow.getByRole('button', { name: 'Edit Defaults Agent', exact: true }).click();
    const modal = tm.dialog('Default Permissions: Agent');
    const logs = modal.getByRole('switch', { name: 'Operational Logs', exact: true });
    expect(await logs.isChecked()).toBe(false);
    await toggleSwitch(logs);
    await tm.press(modal.getByRole('button', { name: 'Save', exact: true }));
    await tm.toast('Role defaults updated. They apply to accounts created from now on.').waitFor();
    await agentRow.getByText('11 of', { exact: false }).waitFor();

    await api.post('/add-staff', { name: 'Late Agent', userName: 'agent.late', password: 'agent-pass', role: 'AGENT' });
    await c.dashboard.logout('admin');
    await c.loginPage.loginToDashboard('agent.late', 'agent-pass');
    await poll(() => c.dashboard.visibleTiles()).toEqual(['Operational Logs']);
    await c.dashboard.logout('agent.late');
    await c.loginPage.loginToDashboard('agent.early', 'agent-pass');
    await c.page.getByText('Your account has no areas assigned yet', { exact: false }).waitFor();
    expect(await c.dashboard.visibleTiles()).toEqual([]);
  });

  it('switches a staff account of another role off after a question, which ends its open session and refuses its logins', async () => {
    const api = new DemoApi(c.host.demoOrigin);
    await api.login('admin', accounts(c.host).admin.password);
    const created = await api.post('/add-staff', { name: 'Rita Risk', userName: 'rita', password: 'risk-pass', role: 'RISK_USER' });
    const ritaId = (created.data as { id: string }).id;
    const rita = new DemoApi(c.host.demoOrigin);
    await rita.login('rita', 'risk-pass');

    const tm = await openAsAdmin();
    await c.page.getByRole('textbox', { name: 'Search' }).fill('rita');
    // The search's answer is on screen (the table redraws its rows with it): focus the switch of that answer.
    await c.page.getByTestId('table-info').getByText(/^Showing 1 to 1 of 1 entries \(filtered/).waitFor();
    const active = tm.staffRow('rita').getByRole('switch', { name: 'Active' });
    await poll(() => active.isChecked()).toBe(true);
    await active.focus();
    await c.page.keyboard.press('Space');
    const question = tm.dialog('Deactivate account');
    await question.getByText('Are you sure want to deactivate Rita Risk?', { exact: false }).waitFor();
    await tm.press(question.getByRole('button', { name: 'Yes', exact: true }));
    await tm.toast('Account deactivated. Their session ends at their next call.').waitFor();
    await poll(() => active.isChecked()).toBe(false);
    await tm.staffRow('rita').getByText('Inactive', { exact: true }).waitFor();

    await expect(rita.post('/get-trader-permission', { traderIs: 'RISK_USER', traderId: 'x' })).rejects.toThrow(/answered 401/);
    await c.dashboard.logout('admin');
    await c.loginPage.login('rita', 'risk-pass');
    await c.loginPage.message('Your account is inactive. Contact your administrator.').waitFor();

    // The session it had stays ended when the account is switched back on: only a new login gets in.
    await api.post('/change-staff-status', { staffId: ritaId, status: 'active' });
    await expect(rita.post('/get-trader-permission', { traderIs: 'RISK_USER', traderId: 'x' })).rejects.toThrow(/answered 401/);
    await rita.login('rita', 'risk-pass');
  });
});
