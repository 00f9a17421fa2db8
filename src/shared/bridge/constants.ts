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
export const RESTORE_ON_RECONNECT = ['windows.attachMonitor', 'windows.joinChannel'] as const;
