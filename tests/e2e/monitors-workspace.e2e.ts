import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import { MonitorPage } from './pages/monitor-page';
import { launchBrowser, screenshot } from './support/browser';
import { E2E_STEP_TIMEOUT_MS } from './support/use-console';
import { startConsole, type ConsoleHost } from './support/console-host';
import { openHub, popOut } from './support/monitors';
import { appPath } from './support/routes';

/** Workspaces outlive the console: this file restarts its own host on one data dir. */
let browser: Browser;
let dataDir: string;
const adminPassword = `adm-${randomBytes(6).toString('hex')}`;
const env = () => ({ CONSOLE_DATA_DIR: dataDir, DEMO_ADMIN_PASSWORD: adminPassword });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'console-workspace-e2e-'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Opens the console; logs in unless the keychain brought the session back. */
async function openConsole(host: ConsoleHost): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(E2E_STEP_TIMEOUT_MS);
  const page = await context.newPage();
  await page.goto(host.url);
  await page.waitForURL((url) => ['/login', '/dashboard'].includes(appPath(url)));
  if (appPath(new URL(page.url())) === '/login') await new LoginPage(page).loginToDashboard('admin', adminPassword);
  return page;
}

const savedWorkspaces = async () => {
  try {
    return JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8')) as { workspaces?: Record<string, { active: string; list: Array<{ name: string; monitors: Array<{ kind: string; slot: number; open: boolean; view: { sportId?: string } }> }> }> };
  } catch {
    return {};
  }
};

describe('Workspaces', () => {
  it('saves a workspace, and a restarted console reopens its monitor windows with their filters', async () => {
    let host = await startConsole(env());
    let page: Page | undefined;
    try {
      page = await openConsole(host);
      await openHub(page);
      const monitor = new MonitorPage(await popOut(page, page.context(), 'Live Monitor 3'));
      await monitor.waitUntilLive();
      await monitor.filter('Sport').click();
      await monitor.page.getByRole('option', { name: 'Cricket', exact: true }).click();
      await expect.poll(() => monitor.filter('Sport').inputValue()).toBe('Cricket');

      // The user goes back to the hub: a tab behind the monitor gets about a frame a second.
      await page.bringToFront();
      await page.getByRole('button', { name: 'Save as…' }).click();
      await page.getByRole('textbox', { name: 'Workspace name' }).fill('Morning');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => page?.getByRole('textbox', { name: 'Workspace', exact: true }).inputValue()).toBe('Morning (1 open)');
      // What the next start reads: the settings file, with the monitor open and its sport chosen.
      await expect
        .poll(async () => {
          const book = Object.values((await savedWorkspaces()).workspaces ?? {})[0];
          const morning = book?.list.find((w) => w.name === 'Morning');
          return book?.active === 'Morning' && morning?.monitors.some((m) => m.kind === 'market' && m.slot === 3 && m.open && m.view.sportId);
        })
        .toBe(true);
      await page.context().close();
    } catch (error) {
      if (page) await screenshot(page, 'monitors-workspace--before-restart');
      throw error;
    } finally {
      await host.stop();
    }

    host = await startConsole(env());
    try {
      page = await openConsole(host);
      // The dashboard reopens the workspace's monitor window by itself.
      let restored: Page | undefined;
      await expect.poll(() => (restored = page?.context().pages().find((p) => new URL(p.url()).pathname === '/monitor/market/3')), { timeout: 15_000 }).toBeDefined();
      const monitor = new MonitorPage(restored as Page);
      await monitor.waitUntilLive();
      await expect.poll(() => monitor.filter('Sport').inputValue()).toBe('Cricket');
      await openHub(page);
      await expect.poll(() => page?.getByRole('textbox', { name: 'Workspace', exact: true }).inputValue()).toBe('Morning (1 open)');
    } catch (error) {
      if (page) await screenshot(page, 'monitors-workspace--after-restart');
      throw error;
    } finally {
      await page?.context().close();
      await host.stop();
    }
  });
});
