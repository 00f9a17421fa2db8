import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';
import { LoginPage } from '../e2e/pages/login-page';
import type { PageGlobals } from '../e2e/support/page-globals';

export interface ScriptSize {
  readonly url: string;
  readonly raw: number;
  readonly gzip: number;
}

const isScript = (request: Request) =>
  request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);

/**
 * Opens the console in a fresh context and resolves when the login form is interactive:
 * the Username field is visible, enabled, receives events and takes the focus.
 */
async function openToInteractiveLogin(browser: Browser, url: string, onRequest?: (request: Request) => void) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (onRequest) page.on('request', onRequest);
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  const login = new LoginPage(page);
  await login.username.click({ trial: true }); // waits for visible, stable, enabled, hit-testable
  await login.username.focus();
  const focused = await login.username.evaluate((el: unknown) => el === (el as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement);
  const elapsed = performance.now() - started;
  if (!focused) throw new Error('The Username field did not take the focus');
  // The page's own clock: milliseconds since its navigation started (no Playwright round trips before it).
  const inPage = await page.evaluate(() => (globalThis as unknown as PageGlobals).performance.now());
  return { context, page, elapsed, inPage };
}

/** (a) Every script requested before the login form was interactive, with its gzipped size (node:zlib, level 9). */
export async function measureLoginScripts(browser: Browser, url: string): Promise<ScriptSize[]> {
  const requested: Request[] = [];
  const { context } = await openToInteractiveLogin(browser, url, (request) => {
    if (isScript(request)) requested.push(request);
  });
  const before = [...requested]; // the set at the moment of interactivity
  try {
    const sizes: ScriptSize[] = [];
    for (const request of before) {
      const response = await request.response();
      if (!response) continue;
      const body = await response.body();
      sizes.push({ url: new URL(request.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }
    return sizes;
  } finally {
    await context.close();
  }
}

/**
 * (b) Milliseconds from opening the URL to an interactive login form, one fresh context per run: as the
 * test driver saw it (wall), and by the page's clock at the moment of the check (an upper bound too).
 */
export async function measureTimeToLogin(browser: Browser, url: string, runs: number): Promise<{ wall: number[]; inPage: number[] }> {
  const wall: number[] = [];
  const inPage: number[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await openToInteractiveLogin(browser, url);
    wall.push(run.elapsed);
    inPage.push(run.inPage);
    await run.context.close();
  }
  return { wall, inPage };
}
