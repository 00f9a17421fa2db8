/**
 * Zod-free constants of the browser host's bridge: the page's bridge script imports these without
 * pulling the schemas of protocol.ts into its bundle.
 */
/** Query parameter of the launch URL and name of the cookie that carries the per-launch secret. */
export const LAUNCH_SECRET_PARAM = 'launch';
export const LAUNCH_COOKIE = 'console_launch';
export const BRIDGE_SOCKET_PATH = '/__bridge';
