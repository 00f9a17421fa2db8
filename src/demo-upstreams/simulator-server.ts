import { createServer, type IncomingMessage, type Server } from 'node:http';

/** One answer of a simulator: a status and a JSON body. */
export interface SimulatorAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** Answers one request; `url` is parsed against the server's own address; `body` is a POST's JSON (else undefined). */
export type SimulatorHandler = (request: IncomingMessage, url: URL, body?: unknown) => SimulatorAnswer;

/** A POST body larger than this is refused: the simulators take small JSON bodies only. */
const MAX_BODY_BYTES = 64 * 1024;

const readJson = (request: IncomingMessage): Promise<unknown> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) return resolve(undefined);
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(undefined);
      }
    });
    request.on('error', () => resolve(undefined));
  });

export interface RunningSimulator {
  /** `http://host:port`, no trailing slash. */
  readonly origin: string;
  close(): Promise<void>;
}

export const answer = (status: number, body: unknown): SimulatorAnswer => ({ status, body });
export const REFUSED = answer(401, { error: 'invalid credentials' });
export const NOT_FOUND = answer(404, { error: 'not found' });

/**
 * A JSON server on one loopback address: GET only, unless `acceptsPost` (a POST's body is read as JSON
 * and handed to the handler). Rejects with the listen error (EADDRINUSE, ...).
 */
export function startSimulator(host: string, port: number, handle: SimulatorHandler, { acceptsPost = false } = {}): Promise<RunningSimulator> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    const reply = ({ status, body }: SimulatorAnswer) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET') reply(handle(request, url));
    else if (request.method === 'POST' && acceptsPost) void readJson(request).then((body) => reply(handle(request, url, body)));
    else reply(answer(405, { error: 'method not allowed' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const bound = typeof address === 'object' && address !== null ? address.port : port;
      resolve({
        origin: `http://${host}:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
