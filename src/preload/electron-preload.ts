import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { buildBridge } from './build-bridge';
import { createPortLiveTransport, LIVE_CONNECT_CHANNEL, LIVE_PORT_CHANNEL, type PortLike } from './port-live-transport';

/**
 * Sandboxed preload (bundled to CommonJS; a sandboxed preload can require only `electron`).
 * It exposes named methods built from the contract; ipcRenderer itself never reaches the page.
 */
const bridge = buildBridge({
  invoke: (channel, input) => ipcRenderer.invoke(channel, input),
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
