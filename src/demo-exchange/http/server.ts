import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccessLog } from '../options';
import { handleApiCall, type ApiDeps } from './api-call';
import { ApiError } from './api-error';
import { CONTROL_PREFIX, handleControl, type ControlDeps } from './control';
import { sendEnvelope } from './envelope';
import { MEDIA_PATH, serveMedia } from './media';
import { MESSAGES } from './messages';
import { newXsrfCookie, xsrfCookieOf } from './xsrf';

export interface ServerDeps extends ApiDeps, ControlDeps {
  readonly prefix: string;
  /** Default 'problems': failed (5xx) and slow requests only. */
  readonly accessLog?: AccessLog;
  /** The demo's HLS test streams (resources/demo-streams), served at /media/streams/. */
  readonly mediaDir?: string | undefined;
  /** The live feed (issue 5): its control endpoint (ApiDeps.afterWrite nudges it after every API write). */
  readonly live?: {
    readonly controlPath: string;
    control(req: IncomingMessage, res: ServerResponse): Promise<void>;
  };
}

const parseUrl = (req: IncomingMessage): URL | null => {
  try {
    return new URL(`http://127.0.0.1${req.url ?? '/'}`);
  } catch {
    return null;
  }
};

const isUnder = (pathname: string, prefix: string) => prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`);

const handle = async (req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> => {
  // Hand out the anti-forgery cookie on any answer to a client that has none yet.
  if (!xsrfCookieOf(req)) res.setHeader('set-cookie', newXsrfCookie());
  const url = parseUrl(req);
  if (!url) throw new ApiError(400, MESSAGES.badRequest);
  if (deps.live && url.pathname === deps.live.controlPath) return deps.live.control(req, res);
  if (url.pathname.startsWith(CONTROL_PREFIX)) return handleControl(req, res, url, deps);
  if (url.pathname.startsWith(MEDIA_PATH)) return serveMedia(req, res, url.pathname, deps.mediaDir);
  if (isUnder(url.pathname, deps.prefix)) return handleApiCall(req, res, url, deps);
  throw new ApiError(404, MESSAGES.notFound);
};

/** A request this slow gets an access-log line even when only problems are logged. */
export const SLOW_REQUEST_MS = 1_000;

export const isLogged = (accessLog: AccessLog, status: number, ms: number): boolean =>
  accessLog === 'all' || status >= 500 || ms >= SLOW_REQUEST_MS;

/** The HTTP server: never throws out of a request, never logs more than method, path, status and time. */
export const createDemoServer = (deps: ServerDeps): Server =>
  createServer((req, res) => {
    const started = performance.now();
    res.on('finish', () => {
      const ms = Math.round(performance.now() - started);
      if (!isLogged(deps.accessLog ?? 'problems', res.statusCode, ms)) return;
      const path = (req.url ?? '').split('?')[0]?.slice(0, 200);
      deps.log(`${req.method} ${path} ${res.statusCode} ${ms}ms`);
    });
    handle(req, res, deps).catch((error: unknown) => {
      if (error instanceof ApiError) return sendEnvelope(res, error.status, error.body);
      deps.log(`unexpected error: ${error instanceof Error ? error.message : String(error)}`);
      sendEnvelope(res, 500, MESSAGES.internalError);
    });
  }).on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

export const listen = (server: Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

/** Stops accepting, drops idle keep-alive sockets (or close() would wait for them), then waits. */
export const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
