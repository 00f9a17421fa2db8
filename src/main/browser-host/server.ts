import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { MAX_BRIDGE_FRAME_BYTES } from '@shared/bridge/constants';
import { BRIDGE_SOCKET_PATH, LAUNCH_SECRET_PARAM } from '@shared/bridge/protocol';
import type { ConsoleCore } from '../core/console-core';
import { serveBridgeSocket } from './bridge-socket';
import { FORBIDDEN_PAGE, hasLaunchCookie, launchCookieHeader, newLaunchSecret, secretMatches } from './launch-auth';
import { htmlSecurityHeaders } from './security-headers';
import { BRIDGE_SCRIPT_PATH, injectBridgeScript, resolveStatic } from './static-files';

export interface BrowserHostOptions {
  core: ConsoleCore;
  /** 0 picks a free port (tests). */
  port: number;
  rendererDir: string;
  bridgeScriptPath: string;
}

export interface BrowserHost {
  /** Opens the console: carries the launch secret. Print it, never log it elsewhere. */
  readonly url: string;
  readonly origin: string;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

/**
 * The browser shell: serves the built renderer on 127.0.0.1 and carries the bridge over a WebSocket.
 * Every request needs the per-launch cookie; the socket also needs our own Origin, so neither another
 * local user's browser nor a web page the operator visits can drive the console.
 */
export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const secret = newLaunchSecret();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BRIDGE_FRAME_BYTES });
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const hostHeader = `${HOST}:${port}`;
  const origin = `http://${hostHeader}`;
  const htmlHeaders = htmlSecurityHeaders(port, options.core.streamHosts);

  const forbidden = (res: ServerResponse) => {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
    res.end(FORBIDDEN_PAGE);
  };

  const send = (req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer) => {
    res.writeHead(status, { 'x-content-type-options': 'nosniff', 'content-length': String(Buffer.byteLength(body)), ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A Host other than ours means DNS rebinding or a proxy we do not know: refuse before anything else.
    if (req.headers.host !== hostHeader) return forbidden(res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(req, res, 405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }, 'Method not allowed.\n');
    }
    const url = new URL(req.url ?? '/', origin);
    if (url.searchParams.has(LAUNCH_SECRET_PARAM)) {
      if (!secretMatches(url.searchParams.get(LAUNCH_SECRET_PARAM), secret)) return forbidden(res);
      url.searchParams.delete(LAUNCH_SECRET_PARAM);
      // Redirect so the secret leaves the address bar and the history entry.
      res.writeHead(302, { location: `${url.pathname}${url.search}`, 'set-cookie': launchCookieHeader(secret), 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
      res.end();
      return;
    }
    if (!hasLaunchCookie(req, secret)) return forbidden(res);

    if (url.pathname === BRIDGE_SCRIPT_PATH) {
      const script = await readFile(options.bridgeScriptPath).catch(() => undefined);
      if (!script) return send(req, res, 500, { 'content-type': 'text/plain; charset=utf-8' }, 'The browser bridge is not built: run npm run build.\n');
      return send(req, res, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }, script);
    }
    const found = await resolveStatic(options.rendererDir, url.pathname);
    if (found.kind === 'forbidden') return send(req, res, 403, { 'content-type': 'text/plain; charset=utf-8' }, 'Forbidden.\n');
    // Browsers ask for a favicon on their own; a 404 there would be noise in every console log.
    if (found.kind === 'not-found' && url.pathname === '/favicon.ico') return send(req, res, 204, {}, '');
    if (found.kind === 'not-found') return send(req, res, 404, { 'content-type': 'text/plain; charset=utf-8' }, 'Not found.\n');
    const body = await readFile(found.path);
    if (found.contentType.startsWith('text/html')) {
      const html = found.isIndex ? injectBridgeScript(body.toString('utf8')) : body;
      return send(req, res, 200, { ...htmlHeaders, 'content-type': found.contentType }, html);
    }
    // Vite names assets by content hash: they never change under the same name.
    const cache = url.pathname.startsWith('/assets/') ? 'private, max-age=31536000, immutable' : 'no-cache';
    return send(req, res, 200, { 'content-type': found.contentType, 'cache-control': cache }, body);
  }

  server.on('request', (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error.\n');
    });
  });

  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    const path = new URL(req.url ?? '/', origin).pathname;
    const allowed =
      path === BRIDGE_SOCKET_PATH && req.headers.host === hostHeader && req.headers.origin === origin && hasLaunchCookie(req, secret);
    if (!allowed) {
      socket.once('finish', () => socket.destroy());
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => serveBridgeSocket(ws, options.core));
  });

  return {
    url: `${origin}/?${LAUNCH_SECRET_PARAM}=${secret}`,
    origin,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
