import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { BRIDGE_CANCEL_CHANNEL, ipcCallMetaSchema } from '@shared/bridge/protocol';
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

/**
 * One handler per bridged channel; operations the contract keeps in main get no channel at all.
 * Beside its input a call carries its window's call id and idempotency key (IpcCallMeta); a cancel
 * names the call id, and only aborts calls of the window that sends it.
 */
export function registerBridgeIpc(
  ipcMain: Pick<IpcMain, 'handle' | 'on'>,
  core: ConsoleCore,
  windows: Pick<WindowManager, 'windowIdOf'>,
  isOurUrl: (url: string) => boolean,
): void {
  const inFlight = new Map<string, AbortController>();
  const callKey = (windowId: string, callId: number) => `${windowId}#${callId}`;

  for (const { channel } of listBridgedOperations()) {
    ipcMain.handle(channel, async (event, input: unknown, rawMeta: unknown) => {
      const windowId = senderWindowId(event, windows, isOurUrl);
      if (windowId === undefined) return forbidden;
      // A missing or malformed meta (not our preload) only loses cancelling and the key.
      const meta = ipcCallMetaSchema.safeParse(rawMeta);
      const controller = new AbortController();
      const key = meta.success ? callKey(windowId, meta.data.callId) : undefined;
      if (key !== undefined) inFlight.set(key, controller);
      const idempotencyKey = meta.success ? meta.data.key : undefined;
      try {
        return await core.call(channel, input, { windowId }, idempotencyKey === undefined ? { signal: controller.signal } : { signal: controller.signal, idempotencyKey });
      } catch {
        return internal;
      } finally {
        if (key !== undefined && inFlight.get(key) === controller) inFlight.delete(key);
      }
    });
  }

  ipcMain.on(BRIDGE_CANCEL_CHANNEL, (event, callId: unknown) => {
    const windowId = senderWindowId(event as unknown as IpcMainInvokeEvent, windows, isOurUrl);
    if (windowId === undefined || typeof callId !== 'number') return;
    inFlight.get(callKey(windowId, callId))?.abort();
  });
}

/** The part of Electron's MessagePortMain the live channel uses. */
export interface MainPortLike {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  start(): void;
  close(): void;
}

export const LIVE_CONNECT_CHANNEL = 'live.connect';
export const LIVE_PORT_CHANNEL = 'live.port';

/**
 * Live data over a MessagePort per window (ARCHITECTURE §5): a window's preload asks once, from the top
 * frame of one of our pages; main keeps one end, attaches it to the core's live hub, and posts the other
 * end to that window. Subscriptions arriving on the port are validated by the core; a new port (a reload)
 * replaces the old one and its subscriptions.
 */
export function registerLiveIpc(
  ipcMain: Pick<IpcMain, 'on'>,
  core: ConsoleCore,
  windows: Pick<WindowManager, 'windowIdOf'>,
  isOurUrl: (url: string) => boolean,
  createChannel: () => { port1: MainPortLike; port2: unknown },
): void {
  ipcMain.on(LIVE_CONNECT_CHANNEL, (event) => {
    const windowId = senderWindowId(event as unknown as IpcMainInvokeEvent, windows, isOurUrl);
    if (windowId === undefined) return;
    const { port1, port2 } = createChannel();
    const detach = core.live.attach(windowId, (batch) => port1.postMessage(batch));
    port1.on('message', ({ data }) => {
      const message = data as { t?: unknown; subId?: unknown; topic?: unknown; filter?: unknown } | null;
      if (message?.t === 'subscribe') core.live.subscribe(windowId, { subId: message.subId, topic: message.topic, filter: message.filter });
      else if (message?.t === 'unsubscribe') core.live.unsubscribe(windowId, { subId: message.subId });
    });
    port1.on('close', detach);
    port1.start();
    event.sender.postMessage(LIVE_PORT_CHANNEL, null, [port2 as never]);
  });
}
