/**
 * Zod-free constants of the browser host's bridge: the page's bridge script imports these without
 * pulling the schemas of protocol.ts into its bundle.
 */
/** Query parameter of the launch URL and name of the cookie that carries the per-launch secret. */
export const LAUNCH_SECRET_PARAM = 'launch';
export const LAUNCH_COOKIE = 'console_launch';
export const BRIDGE_SOCKET_PATH = '/__bridge';

/**
 * Calls that tie a tab to what the host keeps per connection (which monitor the tab is, its colour
 * channel): the tab makes the latest of each again after its socket reconnects. Contract ids, checked
 * against the contract by a unit test (the contract itself is not imported here, for the reason above).
 */
export const RESTORE_ON_RECONNECT = ['windows.attachMonitor', 'windows.joinChannel', 'windows.followRoutes'] as const;

/**
 * What the host keeps for the whole console and may have changed while a tab was cut off (the host
 * restarted, the session ended): after a reconnect the tab asks `call` again and hands its answer to the
 * listeners of `event`, as if the host had pushed it. Contract ids, checked like RESTORE_ON_RECONNECT.
 */
export const RESYNC_ON_RECONNECT = [{ call: 'session.getState', event: 'session.changed' }] as const;

/**
 * The largest frame the browser host's socket accepts (both ends know it: the page refuses a bigger
 * call itself, rather than have the host drop the socket). Room for an upload at the default limit of
 * 10 MB, which base64 makes about 13.4 MB; raising CONSOLE_MAX_UPLOAD_BYTES past ~24 MB needs more here.
 */
export const MAX_BRIDGE_FRAME_BYTES = 32 * 1024 * 1024;

/**
 * Electron IPC cannot carry an AbortSignal: each call goes with a call id of its window, and an abort
 * is a message on this channel naming that id.
 */
export const BRIDGE_CANCEL_CHANNEL = 'bridge.cancel';
