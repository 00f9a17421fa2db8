import { readFile } from 'node:fs/promises';
import type { Protocol } from 'electron';
import { resolveStatic } from '../browser-host/static-files';
import { APP_HOST, APP_SCHEME } from './app-origin';

/**
 * Must run before the app is ready. `standard` gives the scheme real origins (storage, relative
 * URLs, history routing), `secure` makes it a secure context; it gets no CSP bypass and no CORS.
 */
export function registerAppScheme(protocol: Protocol): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });

/** Builds the app:// handler: the built renderer, with the same lookup (and refusals) as the browser host. */
export function createAppProtocolHandler(rendererDir: string, csp: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return text(404, 'Not found.');
    if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Method not allowed.');
    const found = await resolveStatic(rendererDir, url.pathname);
    if (found.kind === 'forbidden') return text(403, 'Forbidden.');
    if (found.kind === 'not-found') return text(404, 'Not found.');
    const headers: Record<string, string> = { 'content-type': found.contentType, 'x-content-type-options': 'nosniff' };
    if (found.contentType.startsWith('text/html')) {
      // Also set here: webRequest does not see every custom-protocol response.
      Object.assign(headers, { 'content-security-policy': csp, 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' });
    }
    return new Response(request.method === 'HEAD' ? null : await readFile(found.path), { status: 200, headers });
  };
}

export function serveAppProtocol(protocol: Protocol, rendererDir: string, csp: string): void {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(rendererDir, csp));
}
