import { setTimeout as delay } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { LoginPage } from '../../e2e/pages/login-page';
import { MonitorPage } from '../../e2e/pages/monitor-page';
import { accounts } from '../../e2e/support/accounts';
import { launchBrowser } from '../../e2e/support/browser';
import { startConsole } from '../../e2e/support/console-host';
import { DemoApi } from '../../e2e/support/demo-api';
import { pushRoute } from '../../e2e/support/routes';
import { openWindow } from './run-variant';

/** The page globals used here (the Node tsconfig has no DOM library, on purpose). */
interface Globals {
  performance: { timeOrigin: number; now(): number };
  document: { body: unknown };
  requestAnimationFrame(callback: () => void): number;
  MutationObserver: new (callback: (records: Array<{ target: { textContent: string | null } }>) => void) => { observe(target: unknown, options: object): void };
  addEventListener(type: 'keydown', listener: (event: { key: string }) => void, options: object): void;
  __paintedAt?: Map<number, number>;
  __enterAt?: number[];
}

/** In the monitor: when a line market's "No N @…" text is first written, the epoch of the frame that paints it. */
const watchPaints = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as unknown as Globals;
    const painted = new Map<number, number>();
    g.__paintedAt = painted;
    new g.MutationObserver((mutations) => {
      for (const m of mutations) {
        const line = /^No (\d+) @/.exec(m.target.textContent ?? '')?.[1];
        if (line === undefined || painted.has(Number(line))) continue;
        painted.set(Number(line), -1);
        g.requestAnimationFrame(() => painted.set(Number(line), g.performance.timeOrigin + g.performance.now()));
      }
    }).observe(g.document.body, { subtree: true, childList: true, characterData: true });
  });

/** On the desk: the epoch of every Enter pressed. */
const watchEnter = (page: Page) =>
  page.evaluate(() => {
    const g = globalThis as unknown as Globals;
    g.__enterAt = [];
    g.addEventListener('keydown', (e) => e.key === 'Enter' && g.__enterAt?.push(g.performance.timeOrigin + g.performance.now()), { capture: true });
  });

const paintedAt = async (monitor: Page, line: number, timeoutMs = 10_000): Promise<number> => {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const at = await monitor.evaluate((n) => (globalThis as unknown as Globals).__paintedAt?.get(n) ?? -1, line);
    if (at > 0) return at;
    if (performance.now() > until) throw new Error(`the monitor never painted No ${line}`);
    await delay(5);
  }
};

export interface DeskToMonitor {
  readonly desk: number[];
  readonly direct: number[];
}

/**
 * A fancy quote typed on the desk (one window) and Enter, to the new line painted in a market monitor (another
 * window, filtered to fancy), with the feed at `feedRate`; then the same change sent straight to the exchange
 * from the test process (no desk), to the same paint: the baseline, measured in the same run.
 */
export async function measureDeskToMonitor(rounds: number, feedRate: number): Promise<DeskToMonitor> {
  const host = await startConsole({ DEMO_LIVE_MARKETS: '500', DEMO_FEED_RATE: String(feedRate) });
  const browser = await launchBrowser();
  try {
    const { admin } = accounts(host);
    const desk = await openWindow(browser, host.url, '/');
    await new LoginPage(desk).loginToDashboard(admin.userName, admin.password);
    await pushRoute(desk, '/dashboard/fancy');
    const firstRow = desk.getByRole('table', { name: 'Fancy desk' }).getByRole('row').nth(1);
    await firstRow.waitFor();
    const market = (await firstRow.getByRole('textbox').first().getAttribute('aria-label'))?.replace(/^NO line of /, '') ?? '';
    const marketId = (await firstRow.getAttribute('data-market-id')) ?? '';

    const monitorPage = await openWindow(browser, host.url, '/monitor/market/1');
    const monitor = new MonitorPage(monitorPage);
    await monitor.waitUntilLive(60_000);
    await monitor.filter('Family').click();
    await monitorPage.getByRole('option', { name: 'Fancy', exact: true }).click();
    await watchPaints(monitorPage);
    await watchEnter(desk);

    const type = async (field: string, value: number) => {
      const box = desk.getByRole('textbox', { name: `${field} of ${market}` });
      await box.focus();
      await desk.keyboard.press('Control+A');
      await desk.keyboard.type(String(value));
    };
    const deskTimes: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const no = 100 + 3 * i;
      await type('YES line', no + 2);
      await type('NO line', no);
      await desk.keyboard.press('Enter');
      const painted = await paintedAt(monitorPage, no);
      const pressed = await desk.evaluate(() => (globalThis as unknown as Globals).__enterAt?.at(-1) ?? 0);
      deskTimes.push(painted - pressed);
      await firstRow.getByText(`Confirmed ${no}/${no + 2}`, { exact: false }).waitFor();
    }

    const api = new DemoApi(host.demoOrigin);
    await api.login(admin.userName, admin.password);
    const direct: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const no = 600 + 3 * i;
      const sent = Date.now();
      await api.post('/fancy/price', { marketId, price: { noLine: no, noRate: 100, yesLine: no + 2, yesRate: 100 } });
      direct.push((await paintedAt(monitorPage, no)) - sent);
    }
    return { desk: deskTimes, direct };
  } finally {
    await browser.close();
    await host.stop();
  }
}
