import { BRIDGE_SOCKET_PATH, RESTORE_ON_RECONNECT, RESYNC_ON_RECONNECT } from '@shared/bridge/constants';
import { buildBridge } from './build-bridge';
import { SocketTransport, type SocketLike } from './socket-transport';

/**
 * The browser host's stand-in for the Electron preload, loaded by a <script> before the app.
 * It sets `window.exchange` synchronously, with the same shape and the same frozen, read-only
 * property as contextBridge gives, so the renderer cannot tell which shell it runs in.
 * The launch cookie (HttpOnly) travels with the WebSocket handshake; this script never sees it.
 */
const socketUrl = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${BRIDGE_SOCKET_PATH}`;

// SocketLike is the subset of WebSocket the transport uses, with looser handler types for its fake.
const transport = new SocketTransport({
  url: socketUrl,
  createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
  // The host sees a reconnected tab as a new window: it says again which monitor it is and its channel.
  restoreOnReconnect: RESTORE_ON_RECONNECT,
  // A host that restarted has no session: a tab that was logged in learns so at once and shows login.
  resyncOnReconnect: RESYNC_ON_RECONNECT,
});

Object.defineProperty(window, 'exchange', {
  value: buildBridge(transport),
  writable: false,
  configurable: false,
  enumerable: true,
});
