import type { BrowserWindow as BrowserWindowType, WebContents } from 'electron';
import { BrowserWindow } from 'electron';
import type { ConsoleCore } from '../core/console-core';
import { secureWebPreferences } from './security';

export interface WindowManager {
  /** Opens a console window on one of our URLs. */
  open(url: string): BrowserWindowType;
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
export function createWindowManager(core: ConsoleCore, preloadPath: string): WindowManager {
  const windows = new Map<number, { windowId: string; window: BrowserWindowType }>();

  return {
    open(url) {
      const window = new BrowserWindow({
        width: 1440,
        height: 900,
        minWidth: 1024,
        minHeight: 640,
        show: false,
        title: 'Admin Panel',
        backgroundColor: '#ffffff',
        webPreferences: secureWebPreferences(preloadPath),
      });
      // Read the id now: webContents is gone once the window is closed.
      const contentsId = window.webContents.id;
      const windowId = `window-${contentsId}`;
      windows.set(contentsId, { windowId, window });
      const detach = core.attachWindow(windowId, (channel, payload) => {
        if (!window.isDestroyed() && !window.webContents.isDestroyed()) window.webContents.send(channel, payload);
      });
      window.once('ready-to-show', () => window.show());
      window.on('closed', () => {
        windows.delete(contentsId);
        detach();
      });
      void window.loadURL(url);
      return window;
    },
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
