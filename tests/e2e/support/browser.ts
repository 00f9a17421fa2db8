import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { windowJsFlags } from '@shared/live/window-js-flags';
import { REPO_ROOT } from './console-host';

/** Debian's Chromium (apt); Playwright's own browsers are never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium keeps only the last `--disable-features` switch, and Playwright passes its own before ours: ours
 * repeats Playwright's list (playwright-core 1.65's chromiumSwitches). `launchBrowser` checks that none of it
 * is lost, so a Playwright upgrade that adds a name says so instead of silently dropping it.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 builds its address bar's popups as web pages (WebUI) for every window it opens, headless
 * too: each test's page and each monitor window loaded them in a renderer of their own, about 1.2 s of CPU
 * a window, as much as the console's own page took. Electron has no address bar, so the tests do without.
 */
const CONSOLE_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...CONSOLE_DISABLED_FEATURES].join(',')}`,
  // The V8 flags Electron gives the console's windows, so the tests run what a user runs.
  `--js-flags=${windowJsFlags()}`,
  // For an experiment only: more switches, space-separated (tests/README.md).
  ...(process.env.CHROMIUM_EXTRA_ARGS ? process.env.CHROMIUM_EXTRA_ARGS.split(' ') : []),
];

export const RESULTS_DIR = join(REPO_ROOT, 'test-results');

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const dropped = await droppedFeatures(browser).catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  if (dropped.length > 0) {
    await browser.close();
    throw new Error(`Chromium kept only the last --disable-features: add ${dropped.join(', ')} to PLAYWRIGHT_DISABLED_FEATURES in tests/e2e/support/browser.ts`);
  }
  return browser;
}

/**
 * The names an earlier `--disable-features` of the running browser holds and its last one lacks: read from
 * the browser process's command line (Linux; elsewhere not checked).
 */
async function droppedFeatures(browser: Browser): Promise<string[]> {
  if (process.platform !== 'linux') return [];
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    const pid = processInfo.find((p) => p.type === 'browser')?.id;
    if (pid === undefined) throw new Error('Chromium did not name its browser process');
    const lists = (await readFile(`/proc/${pid}/cmdline`, 'utf8'))
      .split('\0')
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    const kept = new Set(lists.at(-1));
    return [...new Set(lists.slice(0, -1).flat())].filter((name) => name !== '' && !kept.has(name));
  } finally {
    await cdp.detach();
  }
}

/** Saves a full-page screenshot named after the test; returns its path (or undefined if the page is gone). */
export async function screenshot(page: Page, name: string): Promise<string | undefined> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name.replace(/[^\w.-]+/g, '-').slice(0, 120)}.png`);
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
    return file;
  } catch {
    return undefined;
  }
}
