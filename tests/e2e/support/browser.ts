import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { windowJsFlags } from '@shared/live/window-js-flags';
import { REPO_ROOT } from './console-host';

/** Debian's Chromium (apt); Playwright's own browsers are never downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The V8 flags Electron gives the console's windows, so the tests run what a user runs.
  `--js-flags=${windowJsFlags()}`,
  // For an experiment only: more switches, space-separated (tests/README.md).
  ...(process.env.CHROMIUM_EXTRA_ARGS ? process.env.CHROMIUM_EXTRA_ARGS.split(' ') : []),
];

export const RESULTS_DIR = join(REPO_ROOT, 'test-results');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
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
