import { describe, expect, it } from 'vitest';
import { HOME_TILES } from './pages/dashboard-page';
import { accounts } from './support/accounts';
import type { PageGlobals } from './support/page-globals';
import { gotoRoute, pushRoute, waitForRoute } from './support/routes';
import { timeShown } from './support/time-shown';
import { useConsole } from './support/use-console';

const c = useConsole();

describe('The login screen', () => {
  it('is where the console opens, in a page titled "Admin Panel"', async () => {
    await waitForRoute(c.page, '/login');
    expect(await c.page.title()).toBe('Admin Panel');
    await c.loginPage.password.waitFor();
  });

  it('keeps Login disabled while Username or Password is empty', async () => {
    const login = c.loginPage;
    await expect.poll(() => login.submit.isDisabled()).toBe(true);
    await login.username.fill('admin');
    await expect.poll(() => login.submit.isDisabled()).toBe(true);
    await login.password.fill('something');
    await expect.poll(() => login.submit.isEnabled()).toBe(true);
    await login.username.fill('');
    await expect.poll(() => login.submit.isDisabled()).toBe(true);
  });

  it('says "Username is required." and "Password is required." when the fields are left empty', async () => {
    const login = c.loginPage;
    await login.username.fill('a');
    await login.username.fill('');
    await login.password.fill('a');
    await login.password.fill('');
    await login.password.press('Tab');
    await login.message('Username is required.').waitFor();
    await login.message('Password is required.').waitFor();
  });

  it('hides the typed password until the show/hide toggle is used', async () => {
    const login = c.loginPage;
    await login.password.fill('secret-text');
    expect(await login.password.getAttribute('type')).toBe('password');
    // An accessible toggle: a button named for what it does (the Login button does not match).
    const toggle = c.page.getByRole('button', { name: /show|hide|password|visib/i });
    await toggle.click();
    await expect.poll(() => login.password.getAttribute('type')).toBe('text');
    await toggle.click();
    await expect.poll(() => login.password.getAttribute('type')).toBe('password');
  });

  it('shows "Invalid username or password." for about 2 seconds after a wrong password, then removes it', async () => {
    const login = c.loginPage;
    const shownFor = await timeShown(c.page, 'Invalid username or password.');
    await login.login('admin', 'not-the-password');
    await login.message('Invalid username or password.').waitFor({ state: 'visible' });
    const ms = await shownFor();
    expect(ms).toBeGreaterThan(1_800);
    expect(ms).toBeLessThan(4_500);
    await waitForRoute(c.page, '/login');
  });
});

describe('The home tiles', () => {
  it('show all six to the admin', async () => {
    const { admin } = accounts(c.host);
    await c.loginPage.loginToDashboard(admin.userName, admin.password);
    await expect.poll(() => c.dashboard.visibleTiles()).toEqual([...HOME_TILES]);
  });

  it('show a trader exactly the tiles of its permissions', async () => {
    const { trader } = accounts(c.host);
    await c.loginPage.loginToDashboard(trader.userName, trader.password);
    await expect.poll(() => c.dashboard.visibleTiles()).toEqual(['Market Management', 'Operational Logs']);
  });

  it('lead a trader to a screen it holds the permission for', async () => {
    const { trader } = accounts(c.host);
    await c.loginPage.loginToDashboard(trader.userName, trader.password);
    await c.dashboard.tile('Operational Logs').click();
    await waitForRoute(c.page, '/dashboard/operational-logs');
  });
});

describe('Access', () => {
  it('sends a user lacking a permission to Access Denied when it navigates there', async () => {
    const { viewer } = accounts(c.host);
    await c.loginPage.loginToDashboard(viewer.userName, viewer.password);
    await expect.poll(() => c.dashboard.visibleTiles()).toEqual([]);
    await pushRoute(c.page, '/dashboard/operational-logs');
    await waitForRoute(c.page, '/dashboard/access-denied');
    await c.dashboard.accessDeniedHeading.waitFor();
    // It names the page refused and what it needs, and keeps its address.
    await c.page.getByText('You do not have permission to open Operational Logs: it needs the Operational Logs permission.', { exact: false }).waitFor();
    await c.page.getByText('Refused address: /dashboard/operational-logs').waitFor();
  });

  it('sends a user lacking a permission to Access Denied when the URL is opened directly', async () => {
    const { viewer } = accounts(c.host);
    await c.loginPage.loginToDashboard(viewer.userName, viewer.password);
    await gotoRoute(c.page, '/dashboard/operational-logs');
    await waitForRoute(c.page, '/dashboard/access-denied');
    await c.dashboard.accessDeniedHeading.waitFor();
  });

  it('stays on the login screen after Logout, even after a reload', async () => {
    const { admin } = accounts(c.host);
    await c.loginPage.loginToDashboard(admin.userName, admin.password);
    await c.dashboard.logout(admin.userName);
    await c.page.reload();
    await c.loginPage.waitUntilShown();
    const state = await c.page.evaluate(() => (globalThis as unknown as PageGlobals).exchange.session.getState());
    expect(state).toMatchObject({ ok: true, data: { status: 'loggedOut' } });
    await gotoRoute(c.page, '/dashboard');
    await c.loginPage.waitUntilShown();
  });
});
