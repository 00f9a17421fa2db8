import { join } from 'node:path';
import { app, BrowserWindow, crashReporter, dialog, ipcMain, MessageChannelMain, protocol, session, type WebContents } from 'electron';
import { MONITOR_WINDOW_PATH } from '@shared/contract/windows';
import { windowJsFlags } from '@shared/live/window-js-flags';
import type { ConsoleConfig } from '../config';
import type { ConsoleCore } from '../core/console-core';
import { appUrl, createOriginCheck } from './app-origin';
import { registerAppScheme, serveAppProtocol } from './app-protocol';
import { registerBridgeIpc, registerLiveIpc, type MainPortLike } from './ipc';
import { installDownloads, type DownloadSessionLike } from './downloads';
import { electronCsp, hardenWebContents, installSessionSecurity } from './security';
import { createWindowManager, type WindowManager } from './windows';

export interface ElectronAppOptions {
  readConfig(env: NodeJS.ProcessEnv): ConsoleConfig;
  createConsoleCore(config: ConsoleConfig): Promise<ConsoleCore>;
  env: NodeJS.ProcessEnv;
  /** The build's out/ directory (holds main/, preload/, renderer/). */
  outDir: string;
}

/**
 * The Electron shell. Everything that must happen before `ready` (sandbox, scheme privileges,
 * hardening hooks) runs synchronously here, before the first await.
 */
export function startElectronApp(options: ElectronAppOptions): void {
  if (!app.requestSingleInstanceLock()) {
    // A second console on the same data dir would fight over the settings and the demo database.
    app.quit();
    return;
  }
  app.enableSandbox();
  // Every window's V8: no memory reducer, whose compacting collections stopped live monitors (see there).
  app.commandLine.appendSwitch('js-flags', windowJsFlags());
  // Native crashes of any process leave a minidump in the app's crashDumps folder for support; nothing is sent.
  crashReporter.start({ uploadToServer: false });
  registerAppScheme(protocol);

  // electron-vite dev serves the renderer from Vite; a packaged or previewed app never does.
  const devServerUrl = !app.isPackaged ? options.env.ELECTRON_RENDERER_URL || undefined : undefined;
  const isOurUrl = createOriginCheck(devServerUrl);
  let windows: WindowManager | undefined;
  let core: ConsoleCore | undefined;

  // Our own monitor routes open as monitor windows (never throttled); other own routes as console windows.
  const isMonitorRoute = (url: string) => URL.parse(url)?.pathname.startsWith(`${MONITOR_WINDOW_PATH}/`) === true;
  hardenWebContents(app, {
    isOurUrl,
    openOwnWindow: (url) => (isMonitorRoute(url) ? windows?.openMonitor(url) : windows?.open(url)),
  });

  app.on('second-instance', () => windows?.focus());
  app.on('window-all-closed', () => app.quit());

  let disposed = false;
  let quitting = false;
  app.on('before-quit', (event) => {
    quitting = true;
    if (!core || disposed) return;
    // Let the core close the demo exchange and flush settings before the process ends.
    event.preventDefault();
    disposed = true;
    void core.dispose().finally(() => app.quit());
  });

  app
    .whenReady()
    .then(async () => {
      const config = options.readConfig({ ...options.env, CONSOLE_DATA_DIR: options.env.CONSOLE_DATA_DIR || app.getPath('userData') });
      core = await options.createConsoleCore(config);
      // The policy names the stream hosts the core knows of (the demo's own, in demo mode), so it is made now.
      const csp = electronCsp(devServerUrl !== undefined, core.streamHosts);
      installSessionSecurity(session.defaultSession, csp);
      installDownloads(session.defaultSession as unknown as DownloadSessionLike, app.getPath('downloads'), (contents) => {
        const window = BrowserWindow.fromWebContents(contents as WebContents);
        return window ? (fraction) => window.setProgressBar(fraction) : undefined;
      });
      serveAppProtocol(protocol, join(options.outDir, 'renderer'), csp);
      windows = createWindowManager(core, join(options.outDir, 'preload', 'index.cjs'), { isQuitting: () => quitting });
      registerBridgeIpc(ipcMain, core, windows, isOurUrl);
      registerLiveIpc(ipcMain, core, windows, isOurUrl, () => new MessageChannelMain() as unknown as { port1: MainPortLike; port2: unknown });
      // Electron opens monitor windows itself (at their saved bounds); the browser host's pages open tabs.
      core.windows.setShell(windows.shell((href) => appUrl(href, devServerUrl)));
      windows.open(appUrl('/', devServerUrl));
      app.on('activate', () => {
        if (windows?.count() === 0) windows.open(appUrl('/', devServerUrl));
      });
    })
    .catch((error: unknown) => {
      dialog.showErrorBox('Exchange Console could not start', error instanceof Error ? error.message : String(error));
      app.exit(1);
    });
}
