import { monitorId, type MonitorRef } from '@shared/contract/windows';
import { exchange } from '@renderer/app/exchange';

/** The browser tab name of a monitor: opening it again brings the same tab forward instead of a second one. */
export const monitorWindowName = (ref: MonitorRef) => `monitor-${monitorId(ref)}`;

/**
 * Opens a monitor in its own window: Electron's main process does it (a BrowserWindow at its saved
 * bounds); in a browser the page opens a tab itself. Answers false when the browser blocked the tab.
 */
export async function openMonitorWindow(ref: MonitorRef): Promise<boolean> {
  const result = await exchange().windows.openMonitor(ref);
  if (!result.ok) return false;
  if (result.data.opened) return true;
  return window.open(result.data.href, monitorWindowName(ref)) !== null;
}
