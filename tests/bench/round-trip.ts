import type { Browser } from 'playwright-core';
import type { Account } from '../e2e/support/accounts';
import { DemoApi } from '../e2e/support/demo-api';
import type { PageGlobals } from '../e2e/support/page-globals';
import { LoginPage } from '../e2e/pages/login-page';

const WARM_UP = 20;

/**
 * (c) One bridge call at a time, timed inside the page: `exchange`, `window.exchange.cronLogs.list({})`
 * (renderer → WebSocket → main core → HTTP to the demo exchange → back), and `local`,
 * `window.exchange.continuity.resumePlace()`, which main answers itself: the WebSocket hops alone.
 */
export async function measureBridgeRoundTrips(browser: Browser, url: string, account: Account, calls: number): Promise<{ exchange: number[]; local: number[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    const login = new LoginPage(page);
    await login.waitUntilShown();
    await login.loginToDashboard(account.userName, account.password);
    return await page.evaluate(
      async ({ calls, warmUp }) => {
        const g = globalThis as unknown as PageGlobals;
        const time = async (call: () => Promise<{ ok: boolean }>) => {
          const times: number[] = [];
          for (let i = 0; i < warmUp + calls; i++) {
            const started = g.performance.now();
            const result = await call();
            if (!result.ok) throw new Error('a bridge call failed');
            if (i >= warmUp) times.push(g.performance.now() - started);
          }
          return times;
        };
        return { exchange: await time(() => g.exchange.cronLogs.list({})), local: await time(() => g.exchange.continuity.resumePlace()) };
      },
      { calls, warmUp: WARM_UP },
    );
  } finally {
    await context.close();
  }
}

/** The same operation as a direct HTTP call from Node to the demo exchange, with a token of the same user. */
export async function measureDirectCalls(demoOrigin: string, account: Account, calls: number): Promise<number[]> {
  const api = new DemoApi(demoOrigin);
  await api.login(account.userName, account.password);
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + calls; i++) {
    const started = performance.now();
    await api.post('/cron-log-list', {});
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return times;
}
