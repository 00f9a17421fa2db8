import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts';
import { OperationalLogsPage } from './pages/operational-logs-page';
import { DemoApi } from './support/demo-api';
import { timeShown } from './support/time-shown';
import { waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

const c = useConsole();

async function openModalAs(who: 'admin' | 'trader') {
  const account = accounts(c.host)[who];
  await c.loginPage.loginToDashboard(account.userName, account.password);
  return c.dashboard.openChangePassword(account.userName);
}

describe('Change Password', () => {
  it('opens from the user menu with Old Password, New Password, Cancel and Save, and Cancel closes it', async () => {
    const modal = await openModalAs('admin');
    await modal.oldPassword.waitFor();
    await modal.newPassword.waitFor();
    await modal.save.waitFor();
    await modal.cancel.click();
    await modal.dialog.waitFor({ state: 'hidden' });
  });

  it('requires both passwords, and keeps Save disabled until they are valid', async () => {
    const modal = await openModalAs('admin');
    await expect.poll(() => modal.save.isDisabled()).toBe(true);
    await modal.fill('x', 'y');
    await modal.fill('', '');
    await modal.message('Old Password is required.').waitFor();
    await modal.message('New Password is required.').waitFor();
    await expect.poll(() => modal.save.isDisabled()).toBe(true);
  });

  it('says "Password must be at least 6 characters long." and keeps Save disabled for a short new password', async () => {
    const modal = await openModalAs('admin');
    await modal.fill(c.host.adminPassword, 'abc12');
    await modal.message('Password must be at least 6 characters long.').waitFor();
    await expect.poll(() => modal.save.isDisabled()).toBe(true);
    await modal.newPassword.fill('abc123');
    await expect.poll(() => modal.save.isEnabled()).toBe(true);
  });

  it('shows "Old password is incorrect." for about 4 seconds after a wrong old password, and resets the form', async () => {
    const modal = await openModalAs('admin');
    await modal.fill('not-my-password', 'brand-new-1');
    const shownFor = await timeShown(c.page, 'Old password is incorrect.');
    await modal.save.click();
    await modal.notice('Old password is incorrect.').waitFor({ state: 'visible' });
    await expect.poll(() => modal.oldPassword.inputValue()).toBe('');
    await expect.poll(() => modal.newPassword.inputValue()).toBe('');
    const ms = await shownFor();
    expect(ms).toBeGreaterThan(3_800);
    expect(ms).toBeLessThan(6_500);
  });

  it('changes the password: success message, the modal closes, and the new password works at the next login', async () => {
    const { trader } = accounts(c.host);
    const modal = await openModalAs('trader');
    const newPassword = 'trader-new-456';
    await modal.fill(trader.password, newPassword);
    const shownFor = await timeShown(c.page, 'Password changed successfully.');
    await modal.save.click();
    await modal.notice('Password changed successfully.').waitFor({ state: 'visible' });
    await modal.dialog.waitFor({ state: 'hidden', timeout: 8_000 });
    // Shown about 2 s, then the modal closes (and the message goes with it). Measured from when the page saw it
    // appear, which on a loaded machine can be a few hundred milliseconds late.
    expect(await shownFor()).toBeGreaterThan(1_500);

    await c.dashboard.logout(trader.userName);
    await c.loginPage.login(trader.userName, trader.password);
    await c.loginPage.message('Invalid username or password.').waitFor();
    await c.loginPage.loginToDashboard(trader.userName, newPassword);
    await expect.poll(() => c.dashboard.visibleTiles()).toEqual(['Market Management', 'Operational Logs']);
  });

  it('ends the account’s other sessions: a console logged in before a change made elsewhere is back at login at its next call', async () => {
    const { logs } = accounts(c.host);
    await c.loginPage.loginToDashboard(logs.userName, logs.password);
    // Settle on Operational Logs first, so the page the session ends on does not depend on which of the
    // dashboard's own first calls reaches the exchange after the change.
    const page = new OperationalLogsPage(c.page);
    await page.open();
    const elsewhere = new DemoApi(c.host.demoOrigin);
    await elsewhere.login(logs.userName, logs.password);
    await elsewhere.post('/change-password', { oldPassword: logs.password, newPassword: 'changed-elsewhere-1' });

    // Its next call: the Audit tab loads the audit log, and the exchange refuses the ended session.
    await page.tab('Audit');
    await c.loginPage.waitUntilShown();
    await c.loginPage.login(logs.userName, 'changed-elsewhere-1');
    // The window goes back where the user was when the session ended (the page the refused call came from).
    await waitForRoute(c.page, '/dashboard/operational-logs', 45_000);
  });
});
