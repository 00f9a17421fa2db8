import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { buildBridge } from './build-bridge';

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
});

contextBridge.exposeInMainWorld('exchange', bridge);
