import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/demo-exchange/http/messages';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { accounts } from './support/accounts';
import { DemoApi, JWT_PATTERN } from './support/demo-api';
import type { PageGlobals } from './support/page-globals';
import { waitForRoute } from './support/routes';
import { useConsole } from './support/use-console';

/** The key a window keeps its notifications list under (KEPT_NOTICES_KEY in src/renderer/app/notifications/kept-notices.ts). */
const KEPT_NOTICES_KEY = 'exchange-console.notifications';
/** The key a window keeps its risk alerts' baseline under (KEPT_ALERTS_KEY in src/renderer/features/risk/live/kept-alerts.ts). */
const KEPT_ALERTS_KEY = 'exchange-console.risk-alerts';

const c = useConsole();

async function loginAsAdmin(): Promise<void> {
  const { admin } = accounts(c.host);
  await c.loginPage.loginToDashboard(admin.userName, admin.password);
}

describe('The session', () => {
  it('keeps the token out of the page: storage, cookies, HTML, window and bridge traffic', async () => {
    const frames: string[] = [];
    c.page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
      socket.on('framesent', ({ payload }) => frames.push(String(payload)));
    });
    await c.page.reload(); // so that the bridge's socket opens under watch
    await c.loginPage.waitUntilShown();
    await loginAsAdmin();
    await c.dashboard.tile('Operational Logs').waitFor();

    // What a real token of this exchange looks like: a direct login, from Node, as the same user.
    const { admin } = accounts(c.host);
    const token = await new DemoApi(c.host.demoOrigin).login(admin.userName, admin.password);
    expect(token).toMatch(JWT_PATTERN);

    const seen = await c.page.evaluate(() => {
      const g = globalThis as unknown as PageGlobals & Record<string, unknown>;
      const dump = (storage: PageGlobals['localStorage']) =>
        Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`).join('\n');
      const globals: string[] = [];
      for (const key of Object.getOwnPropertyNames(g)) {
        try {
          const value = g[key];
          if (typeof value === 'string') globals.push(`${key}=${value}`);
          else if (value && typeof value === 'object') globals.push(`${key}=${JSON.stringify(value)?.slice(0, 200_000)}`);
        } catch {
          // Circular or cross-origin globals cannot carry a token we could read either.
        }
      }
      return {
        localStorage: dump(g.localStorage),
        sessionStorage: dump(g.sessionStorage),
        documentCookie: g.document.cookie,
        html: g.document.documentElement.outerHTML,
        bridge: JSON.stringify(g.exchange),
        globals: globals.join('\n'),
        bridgeAreas: Object.keys(g.exchange),
        authOps: Object.keys((g.exchange as unknown as Record<string, object>).auth ?? {}),
      };
    });
    const cookies = (await c.context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('\n');

    expect(frames.length, 'the bridge traffic was watched').toBeGreaterThan(0);
    const places = { ...seen, cookies, bridgeTraffic: frames.join('\n') };
    for (const [place, text] of Object.entries(places)) {
      const content = Array.isArray(text) ? text.join(',') : text;
      expect(content.includes(token), `the token is in ${place}`).toBe(false);
      expect(JWT_PATTERN.test(content), `something shaped like a JWT is in ${place}`).toBe(false);
    }
    expect(seen.localStorage).toBe('');
    // The only things a window keeps in its storage, across a reload: its notifications list (words, times, links)
    // and its risk alerts' baseline (alert ids, breaches' figures, times).
    const kept = [KEPT_NOTICES_KEY, KEPT_ALERTS_KEY].map((key) => `${key}=`);
    expect(seen.sessionStorage.split('\n').filter((line) => line !== '' && !kept.some((start) => line.startsWith(start)))).toEqual([]);
    expect(seen.documentCookie).toBe('');
    // The token-carrying login is not bridged: the renderer logs in through the main core's session.
    expect(seen.authOps).not.toContain('login');
  });

  it('takes a window opened while logged in straight to the dashboard, and logs every window out together', async () => {
    await loginAsAdmin();
    const second = await c.context.newPage();
    try {
      await second.goto(c.host.url);
      await waitForRoute(second, '/dashboard');
      await new DashboardPage(second).tile('Market Management').waitFor();
      await c.dashboard.logout(accounts(c.host).admin.userName);
      await new LoginPage(second).waitUntilShown();
    } finally {
      await second.close();
    }
  });

  it('logs out when the exchange answers 401', async () => {
    await loginAsAdmin();
    // Every call answers 401 for a while, not only the next: the dashboard's own background reads (the risk
    // alerts' poll) may take the first, and this call must get one whoever goes first.
    await c.setFaults({ unauthorized: 100 });
    const result = await c.page.evaluate(() => (globalThis as unknown as PageGlobals).exchange.cronLogs.list({}));
    expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    await c.loginPage.waitUntilShown();
    const state = await c.page.evaluate(() => (globalThis as unknown as PageGlobals).exchange.session.getState());
    expect(state).toMatchObject({ ok: true, data: { status: 'loggedOut' } });
  });

  it('shows the central error toast at the bottom right when the exchange fails with a 5xx', async () => {
    await loginAsAdmin();
    await c.setFaults({ fail5xx: 1 });
    // The action: opening Operational Logs loads the cron logs (spec §2) through the renderer's query cache.
    await c.dashboard.tile('Operational Logs').click();
    await waitForRoute(c.page, '/dashboard/operational-logs');
    // The demo answers 503 with meta.message; the toast shows that text (spec §8).
    const toast = c.dashboard.toast.filter({ hasText: MESSAGES.serviceUnavailable });
    await toast.waitFor({ state: 'visible', timeout: 10_000 });
    const box = await toast.boundingBox();
    const viewport = c.page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      expect(box.x + box.width / 2, 'toast centre is on the right half').toBeGreaterThan(viewport.width / 2);
      expect(box.y + box.height / 2, 'toast centre is on the lower half').toBeGreaterThan(viewport.height / 2);
    }
    // Still logged in: a server error is not a logout.
    await waitForRoute(c.page, '/dashboard/operational-logs');
  });
});
