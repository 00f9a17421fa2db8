import { exchange } from '@renderer/app/exchange';
import { monitorWindowName } from '../frame/open-monitor';

/**
 * Opens the active workspace's monitors that should be open and are not (the browser host's tabs; in
 * Electron the main process opens them and this gets none). Answers how many the browser blocked.
 */
export async function openPendingMonitors(): Promise<number> {
  const result = await exchange().windows.pendingMonitors();
  if (!result.ok) return 0;
  let blocked = 0;
  for (const monitor of result.data) if (window.open(monitor.href, monitorWindowName(monitor)) === null) blocked += 1;
  return blocked;
}
