import { basename } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { DashboardPage } from '../pages/dashboard-page';
import { LoginPage } from '../pages/login-page';
import { launchBrowser, screenshot } from './browser';
import { setFaults, startConsole, type ConsoleHost, type Faults } from './console-host';
import type { PageGlobals } from './page-globals';

/** How long a Playwright step (a click, a waitFor) may wait before it fails. */
export const E2E_STEP_TIMEOUT_MS = 20_000;

export interface ConsoleFixture {
  readonly host: ConsoleHost;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly loginPage: LoginPage;
  readonly dashboard: DashboardPage;
  setFaults(faults: Faults): Promise<void>;
}

/**
 * One browser host (fresh demo) and one Chromium per test file; a fresh browser context per test.
 * The host's main core holds one session for all its windows, so every test starts logged out,
 * on the login screen, with no faults armed. A failing test leaves a screenshot in test-results/.
 */
export function useConsole(env: Record<string, string> = {}): ConsoleFixture {
  let host: ConsoleHost | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready (did beforeAll/beforeEach fail?)`);
    return value;
  };

  beforeAll(async () => {
    [host, browser] = await Promise.all([startConsole(env), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  beforeEach(async () => {
    const h = need(host, 'The console host');
    await setFaults(h, { reset: true });
    context = await need(browser, 'Chromium').newContext({ viewport: { width: 1280, height: 800 } });
    // Auto-waiting bound: a stuck step fails with its own message. Two consoles and their Chromiums share two
    // cores while the e2e files run in pairs (the monitors' windows paint 60 times a second): 20 s, not 10.
    context.setDefaultTimeout(E2E_STEP_TIMEOUT_MS);
    page = await context.newPage();
    await page.goto(h.url);
    await page.waitForFunction(() => typeof (globalThis as unknown as PageGlobals).exchange?.session?.logout === 'function');
    const state = await page.evaluate(() => (globalThis as unknown as PageGlobals).exchange.session.getState());
    if (!state.ok || state.data.status !== 'loggedOut') {
      await page.evaluate(() => (globalThis as unknown as PageGlobals).exchange.session.logout());
    }
    await new LoginPage(page).waitUntilShown();
  });

  afterEach(async ({ task }) => {
    if (page && task.result?.state === 'fail') {
      const file = await screenshot(page, `${basename(task.file.name, '.e2e.ts')}--${task.name}`);
      if (file) console.error(`Screenshot of the failed test "${task.name}": ${file}`);
      // A CI log is often all there is of a failure: where the window was, and what its screen held.
      const snapshot = await page.locator('body').ariaSnapshot({ timeout: 2_000 }).catch(() => '(no snapshot)');
      console.error(`The window at the failure: ${page.url().replace(/launch=[^&]*/, 'launch=…')}\n${snapshot.slice(0, 4_000)}`);
    }
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    get host() {
      return need(host, 'The console host');
    },
    get browser() {
      return need(browser, 'Chromium');
    },
    get context() {
      return need(context, 'The browser context');
    },
    get page() {
      return need(page, 'The page');
    },
    get loginPage() {
      return new LoginPage(need(page, 'The page'));
    },
    get dashboard() {
      return new DashboardPage(need(page, 'The page'));
    },
    setFaults: (faults) => setFaults(need(host, 'The console host'), faults),
  };
}
