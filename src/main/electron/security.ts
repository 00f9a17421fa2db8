import type { App, Session } from 'electron';
import { contentSecurityPolicy } from '../browser-host/security-headers';

/**
 * The renderer talks to nothing but the bridge, and to the configured stream hosts for video only. In
 * development only, Vite's dev server needs inline scripts (React refresh preamble) and its HMR socket.
 */
export const electronCsp = (dev = false, streamHosts: readonly string[] = []): string =>
  dev
    ? contentSecurityPolicy(['ws://localhost:*', 'http://localhost:*'], streamHosts).replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
    : contentSecurityPolicy([], streamHosts);

/** Session-wide: CSP on every response, and every permission (camera, notifications, ...) denied. */
export function installSessionSecurity(session: Session, csp: string): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    const responseHeaders = Object.fromEntries(
      Object.entries(details.responseHeaders ?? {}).filter(([name]) => name.toLowerCase() !== 'content-security-policy'),
    );
    callback({ responseHeaders: { ...responseHeaders, 'Content-Security-Policy': [csp] } });
  });
}

export interface NavigationPolicy {
  isOurUrl(url: string): boolean;
  /** window.open of one of our routes opens a real console window (monitors), never a bare popup. */
  openOwnWindow(url: string): void;
}

/**
 * Applied to every webContents the app ever creates: no navigation or redirect away from our pages,
 * no popups (our own routes become our own BrowserWindows), no <webview>. Foreign URLs are dropped,
 * never handed to shell.openExternal: a compromised page must not be able to launch anything.
 */
export function hardenWebContents(app: App, policy: NavigationPolicy): void {
  app.on('web-contents-created', (_event, contents) => {
    const blockForeign = (event: { url: string; preventDefault(): void }) => {
      if (!policy.isOurUrl(event.url)) event.preventDefault();
    };
    contents.on('will-navigate', blockForeign);
    contents.on('will-frame-navigate', blockForeign);
    contents.on('will-redirect', blockForeign);
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      if (policy.isOurUrl(url)) policy.openOwnWindow(url);
      return { action: 'deny' };
    });
  });
}
