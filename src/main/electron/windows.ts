import type { BrowserWindow as BrowserWindowType, WebContents } from 'electron';
import { BrowserWindow } from 'electron';
import type { Bounds } from '@shared/contract';
import type { ConsoleCore, WindowShell } from '../core/console-core';

export interface WindowManager {
  /** Opens a console window on one of our URLs. */
  open(url: string): BrowserWindowType;
  /**
   * Opens a monitor window (ARCHITECTURE §5): never throttled in the background (a trader watches it on
   * another screen), at its saved bounds; its moves and a close by the user are reported to the core.
   */
  openMonitor(url: string, bounds?: Bounds | null): BrowserWindowType;
  /** What the core may do with windows itself (open monitors, bring one forward, close one). */
  shell(toUrl: (href: string) => string): WindowShell;
  /** The core's id of a window we created, or undefined for anything else. */
  windowIdOf(contents: WebContents): string | undefined;
  /** Brings the first window forward (second launch of the app). */
  focus(): void;
  count(): number;
}

/**
 * Creates the console's windows, all with the same hardened preferences, and attaches each to the
 * core so session changes reach every window; a closed window is detached at once.
 */
export function createWindowManager(core: ConsoleCore, preloadPath: string, options: { isQuitting?: () => boolean } = {}): WindowManager {
  const windows = new Map<number, { windowId: string; window: BrowserWindowType }>();

  const create = (url: string, monitor?: { bounds: Bounds | null }): BrowserWindowType => {
    const window = new BrowserWindow({
      width: monitor ? (monitor.bounds?.width ?? 1200) : 1440,
      height: monitor ? (monitor.bounds?.height ?? 760) : 900,
      ...(monitor?.bounds ? { x: monitor.bounds.x, y: monitor.bounds.y } : {}),
      minWidth: monitor ? 480 : 1024,
      minHeight: monitor ? 320 : 640,
      show: false,
      title: 'Admin Panel',
      backgroundColor: '#ffffff',
      // Written out here, literally, so that a reviewer (and Electronegativity) reads every window's hardening
      // where the window is made: the renderer is untrusted and sees only the bridge.
      webPreferences: {
        preload: preloadPath,
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        spellcheck: false,
        navigateOnDragDrop: false,
        safeDialogs: true,
        // A middle click on a link would otherwise open it in a new window, around will-navigate.
        disableBlinkFeatures: 'Auxclick',
        // Monitors are watched on another screen: never throttled in the background.
        backgroundThrottling: monitor === undefined,
      },
    });
    // Read the id now: webContents is gone once the window is closed.
    const contentsId = window.webContents.id;
    const windowId = `window-${contentsId}`;
    windows.set(contentsId, { windowId, window });
    const detach = core.attachWindow(windowId, (channel, payload) => {
      if (!window.isDestroyed() && !window.webContents.isDestroyed()) window.webContents.send(channel, payload);
    });
    window.once('ready-to-show', () => window.show());
    // The console window used last is where a monitor's request for a page goes (windows.showRoute).
    window.on('focus', () => core.windows.focused(windowId));
    if (monitor) {
      let timer: NodeJS.Timeout | undefined;
      const report = () => {
        clearTimeout(timer);
        // Once the move or resize settles: a drag fires these many times a second.
        timer = setTimeout(() => {
          if (!window.isDestroyed()) core.windows.reportBounds(windowId, window.getBounds());
        }, 400);
      };
      window.on('moved', report);
      window.on('resized', report);
      window.on('close', () => {
        clearTimeout(timer);
        if (!options.isQuitting?.()) core.windows.closedByUser(windowId);
      });
    }
    window.on('closed', () => {
      windows.delete(contentsId);
      detach();
    });
    void window.loadURL(url);
    return window;
  };

  const byWindowId = (windowId: string) => [...windows.values()].find((entry) => entry.windowId === windowId)?.window;

  return {
    open: (url) => create(url),
    openMonitor: (url, bounds = null) => create(url, { bounds }),
    shell: (toUrl) => ({
      openMonitor: (href, bounds) => void create(toUrl(href), { bounds }),
      focus(windowId) {
        const window = byWindowId(windowId);
        if (!window || window.isDestroyed()) return false;
        if (window.isMinimized()) window.restore();
        window.focus();
        return true;
      },
      close: (windowId) => byWindowId(windowId)?.close(),
      openConsole: (href) => void create(toUrl(href)),
    }),
    windowIdOf: (contents) => windows.get(contents.id)?.windowId,
    focus() {
      const [first] = windows.values();
      if (!first) return;
      if (first.window.isMinimized()) first.window.restore();
      first.window.focus();
    },
    count: () => windows.size,
  };
}
