import { describe, expect, it } from 'vitest';
import { accounts } from './support/accounts';
import type { PageGlobals } from './support/page-globals';
import { gotoRoute } from './support/routes';
import { useConsole } from './support/use-console';

// Long enough for a login to reach the dashboard on a loaded machine before the token ends.
const TTL_SECONDS = 10;
const c = useConsole({ DEMO_TOKEN_TTL_SECONDS: String(TTL_SECONDS) });

describe('Token expiry', () => {
  it('logs the user out and returns to the login screen when the token expires', async () => {
    const { admin } = accounts(c.host);
    await c.loginPage.loginToDashboard(admin.userName, admin.password);
    const state = await c.page.evaluate(() => (globalThis as unknown as PageGlobals).exchange.session.getState());
    expect(state.ok && state.data.status === 'loggedIn').toBe(true);
    if (state.ok && state.data.status === 'loggedIn') {
      expect(state.data.expiresAt - Date.now()).toBeLessThanOrEqual(TTL_SECONDS * 1_000 + 1_000);
    }
    // No clicks, no calls: the session's own timer must bring the page back to /login.
    await c.loginPage.waitUntilShown(20_000);
    // The login screen says why, calmly (a status, not an error).
    expect(await c.page.getByRole('status', { name: 'Session ended' }).textContent()).toBe('Your session expired. Log in again to go on.');
    await gotoRoute(c.page, '/dashboard');
    await c.loginPage.waitUntilShown();
  });
});
