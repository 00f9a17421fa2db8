import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { listBridgedOperations, type Result } from '@shared/contract';
import type { ConsoleCore } from '../core/console-core';
import type { WindowManager } from './windows';

const forbidden: Result<never> = {
  ok: false,
  error: { kind: 'forbidden', message: 'This request did not come from a console window.' },
};
const internal: Result<never> = { ok: false, error: { kind: 'internal', message: 'The console could not complete this request.' } };

/**
 * The sender must be the top frame of a window we created, showing one of our pages. Anything else
 * (a subframe, a navigated-away page, a window we did not create) gets 'forbidden', not the core.
 */
export function senderWindowId(event: IpcMainInvokeEvent, windows: Pick<WindowManager, 'windowIdOf'>, isOurUrl: (url: string) => boolean): string | undefined {
  try {
    const frame = event.senderFrame;
    if (!frame || frame.parent !== null || !isOurUrl(frame.url)) return undefined;
    return windows.windowIdOf(event.sender);
  } catch {
    return undefined; // A frame that is gone throws on access.
  }
}

/** One handler per bridged channel; operations the contract keeps in main get no channel at all. */
export function registerBridgeIpc(ipcMain: IpcMain, core: ConsoleCore, windows: Pick<WindowManager, 'windowIdOf'>, isOurUrl: (url: string) => boolean): void {
  for (const { channel } of listBridgedOperations()) {
    ipcMain.handle(channel, async (event, input: unknown) => {
      const windowId = senderWindowId(event, windows, isOurUrl);
      if (windowId === undefined) return forbidden;
      try {
        return await core.call(channel, input, { windowId });
      } catch {
        return internal;
      }
    });
  }
}
