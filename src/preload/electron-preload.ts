import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { unsendableResult } from '@shared/bridge/call-carriage';
import { BRIDGE_CANCEL_CHANNEL } from '@shared/bridge/constants';
import type { IpcCallMeta } from '@shared/bridge/protocol';
import { buildBridge } from './build-bridge';
import { createPortLiveTransport, LIVE_CONNECT_CHANNEL, LIVE_PORT_CHANNEL, type PortLike } from './port-live-transport';

/**
 * Sandboxed preload (bundled to CommonJS; a sandboxed preload can require only `electron`).
 * It exposes named methods built from the contract; ipcRenderer itself never reaches the page.
 */
let nextCallId = 0;

const bridge = buildBridge({
  invoke: (channel, input, { idempotencyKey, cancelled }) => {
    // IPC cannot carry an AbortSignal: the call gets an id of this window's, and an abort names it.
    const callId = nextCallId++;
    cancelled?.then(() => ipcRenderer.send(BRIDGE_CANCEL_CHANNEL, callId));
    const meta: IpcCallMeta = idempotencyKey === undefined ? { callId } : { callId, key: idempotencyKey };
    return ipcRenderer.invoke(channel, input, meta).catch((error: unknown) => {
      // Structured clone refuses functions, symbols and the like: that is bad input, not a lost main process.
      if (error instanceof Error && /could not be cloned/i.test(error.message)) return unsendableResult('unserialisable');
      throw error;
    });
  },
  on: (channel, listener) => {
    // Strip the IPC event: it carries `sender`, which would hand the page ipcRenderer.
    const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, wrapped);
    return () => {
      ipcRenderer.removeListener(channel, wrapped);
    };
  },
  // Live data comes on a MessagePort of this window's own; the port stays here, the page only sees batches.
  live: createPortLiveTransport({
    requestPort: () => ipcRenderer.send(LIVE_CONNECT_CHANNEL),
    onPort: (listener) => {
      ipcRenderer.on(LIVE_PORT_CHANNEL, (event) => {
        const [port] = event.ports;
        if (port) listener(port as unknown as PortLike);
      });
    },
  }),
});

contextBridge.exposeInMainWorld('exchange', bridge);
