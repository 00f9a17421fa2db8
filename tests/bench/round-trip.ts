import type { Browser, Page } from 'playwright-core';
import type { Account } from '../e2e/support/accounts';
import { DemoApi } from '../e2e/support/demo-api';
import type { PageGlobals } from '../e2e/support/page-globals';
import { LoginPage } from '../e2e/pages/login-page';

/** Batches of each kind of call alternate, so that a busy moment of the machine falls on all of them alike. */
export const ROUND_TRIP_BATCHES = 10;
const WARM_UP_BATCHES = 1;

export interface RoundTrips {
  /** `window.exchange.cronLogs.list({})`: renderer → WebSocket → main core → HTTP to the demo exchange → back. */
  bridge: number[];
  /** `window.exchange.continuity.resumePlace()`, which main answers itself: the WebSocket hops alone. */
  local: number[];
  /** The same list as a direct HTTP call from Node to the demo exchange, with a token of the same user. */
  direct: number[];
}

type Kind = 'bridge' | 'local';

/** `calls` bridged calls of one kind, one at a time, timed inside the page. */
const timeInPage = (page: Page, kind: Kind, calls: number): Promise<number[]> =>
  page.evaluate(
    async ({ kind, calls }) => {
      const g = globalThis as unknown as PageGlobals;
      const call = kind === 'bridge' ? () => g.exchange.cronLogs.list({}) : () => g.exchange.continuity.resumePlace();
      const times: number[] = [];
      for (let i = 0; i < calls; i++) {
        const started = g.performance.now();
        const result = await call();
        if (!result.ok) throw new Error('a bridge call failed');
        times.push(g.performance.now() - started);
      }
      return times;
    },
    { kind, calls },
  );

const timeDirect = async (api: DemoApi, calls: number): Promise<number[]> => {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await api.post('/cron-log-list', {});
    times.push(performance.now() - started);
  }
  return times;
};

/**
 * (c) The bridge against a direct HTTP call: `calls` of each, in alternating batches after a warm-up batch,
 * with one logged-in page and one direct session of the same user.
 */
export async function measureRoundTrips(browser: Browser, url: string, demoOrigin: string, account: Account, calls: number): Promise<RoundTrips> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    const login = new LoginPage(page);
    await login.waitUntilShown();
    await login.loginToDashboard(account.userName, account.password);
    const api = new DemoApi(demoOrigin);
    await api.login(account.userName, account.password);
    const perBatch = Math.ceil(calls / ROUND_TRIP_BATCHES);
    const times: RoundTrips = { bridge: [], local: [], direct: [] };
    for (let batch = 0; batch < WARM_UP_BATCHES + ROUND_TRIP_BATCHES; batch++) {
      const bridge = await timeInPage(page, 'bridge', perBatch);
      const direct = await timeDirect(api, perBatch);
      const local = await timeInPage(page, 'local', perBatch);
      if (batch < WARM_UP_BATCHES) continue;
      times.bridge.push(...bridge);
      times.direct.push(...direct);
      times.local.push(...local);
    }
    return times;
  } finally {
    await context.close();
  }
}
