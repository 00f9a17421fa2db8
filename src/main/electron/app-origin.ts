/**
 * Where the console's own pages live. Pages come from the privileged app:// scheme (not file://,
 * which would give every page access to the whole disk and an opaque origin).
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'console';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The URL of a route of the renderer, e.g. `/dashboard` → `app://console/dashboard`. */
export const appUrl = (route = '/', devServerUrl?: string): string =>
  new URL(route.startsWith('/') ? route : `/${route}`, devServerUrl ?? `${APP_ORIGIN}/`).toString();

/**
 * Whether a URL is one of ours. Node's URL reports `null` as the origin of non-special schemes,
 * so compare scheme and host rather than `.origin`. In development (electron-vite dev) the renderer
 * comes from the Vite dev server instead; that origin is ours too then, and only then.
 */
export function createOriginCheck(devServerUrl?: string): (url: string) => boolean {
  const dev = devServerUrl ? URL.parse(devServerUrl) : null;
  return (url: string) => {
    const parsed = URL.parse(url);
    if (parsed === null) return false;
    if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST) return true;
    return dev !== null && parsed.origin === dev.origin;
  };
}
