import { createServer, type IncomingMessage, type Server } from 'node:http';

/** One answer of a simulator: a status and a JSON body. */
export interface SimulatorAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** Answers one request; `url` is parsed against the server's own address. */
export type SimulatorHandler = (request: IncomingMessage, url: URL) => SimulatorAnswer;

export interface RunningSimulator {
  /** `http://host:port`, no trailing slash. */
  readonly origin: string;
  close(): Promise<void>;
}

export const answer = (status: number, body: unknown): SimulatorAnswer => ({ status, body });
export const REFUSED = answer(401, { error: 'invalid credentials' });
export const NOT_FOUND = answer(404, { error: 'not found' });

/** A GET-only JSON server on one loopback address. Rejects with the listen error (EADDRINUSE, ...). */
export function startSimulator(host: string, port: number, handle: SimulatorHandler): Promise<RunningSimulator> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    const { status, body } = request.method === 'GET' ? handle(request, url) : answer(405, { error: 'method not allowed' });
    response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify(body));
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
