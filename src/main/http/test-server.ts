import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** Test helper: a tiny real HTTP server on 127.0.0.1, any free port, that records what it receives. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (request: Received, response: ServerResponse) => void;

export interface TestServer {
  origin: string;
  received: Received[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) => {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

export async function startTestServer(): Promise<TestServer> {
  const received: Received[] = [];
  let handler: Handler = (_request, response) => sendJson(response, 200, { meta: { status: true, status_code: 200 }, data: {} });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One test server for a test file: started before its tests, closed after, and before each test its
 * record cleared and its handler set back to `reset` (an empty successful envelope when not given).
 */
export function useTestServer(reset: Handler = (_request, response) => sendJson(response, 200, { meta: { status: true, status_code: 200 }, data: {} })): { readonly current: TestServer } {
  const ref = { current: undefined as unknown as TestServer };
  beforeAll(async () => {
    ref.current = await startTestServer();
  });
  afterAll(() => ref.current.close());
  beforeEach(() => {
    ref.current.received.length = 0;
    ref.current.handle(reset);
  });
  return ref;
}
