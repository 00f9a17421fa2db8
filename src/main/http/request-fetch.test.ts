import { createServer } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Agent } from 'undici';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRequestFetch } from './request-fetch';
import { sendJson, useTestServer } from './test-server';

const server = useTestServer();
const agent = new Agent();
afterAll(() => agent.close());

const fallbackAnswer = new Response('from fetch');
const setUp = () => {
  const fallback = vi.fn(async () => fallbackAnswer.clone());
  return { fallback, fetch: createRequestFetch(agent, fallback) };
};
const guarded = { redirect: 'error' } as const;

/** A port nothing listens on: one the system just handed out and took back. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('the short path of main network calls (undici request behind a fetch)', () => {
  it('sends the method, headers and text body as given, with the defaults fetch adds', async () => {
    const { fetch, fallback } = setUp();
    const response = await fetch(`${server.current.origin}/api/x?a=1`, {
      ...guarded,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t', Accept: 'application/json' },
      body: '{"n":1}',
    });
    expect(await response.json()).toEqual({ meta: { status: true, status_code: 200 }, data: {} });
    expect(response.ok).toBe(true);
    expect(fallback).not.toHaveBeenCalled();
    const [received] = server.current.received;
    expect(received).toMatchObject({ method: 'POST', url: '/api/x?a=1', body: '{"n":1}' });
    expect(received?.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer t',
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      'user-agent': 'node',
    });
  });

  it('answers statuses and every Set-Cookie header as fetch does', async () => {
    server.current.handle((_request, response) => sendJson(response, 403, { meta: { status: false } }, { 'Set-Cookie': ['XSRF-TOKEN=a; Path=/', 'b=c'] }));
    const response = await setUp().fetch(server.current.origin, guarded);
    expect(response.status).toBe(403);
    expect(response.ok).toBe(false);
    expect(response.headers.getSetCookie()).toEqual(['XSRF-TOKEN=a; Path=/', 'b=c']);
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('answers a 204 and a HEAD without a body', async () => {
    server.current.handle((_request, response) => response.writeHead(204).end());
    const { fetch } = setUp();
    expect(await (await fetch(server.current.origin, guarded)).text()).toBe('');
    server.current.handle((_request, response) => response.writeHead(200, { 'Content-Length': '5' }).end());
    expect((await fetch(server.current.origin, { ...guarded, method: 'HEAD' })).body).toBeNull();
  });

  it('decodes a compressed body, and fails as fetch does when it does not decode', async () => {
    server.current.handle((_request, response) => response.writeHead(200, { 'Content-Encoding': 'gzip, br' }).end(brotliCompressSync(gzipSync('{"packed":true}'))));
    const { fetch } = setUp();
    expect(await (await fetch(server.current.origin, guarded)).json()).toEqual({ packed: true });
    server.current.handle((_request, response) => response.writeHead(200, { 'Content-Encoding': 'gzip' }).end('not gzip'));
    await expect(fetch(server.current.origin, guarded)).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed' });
  });

  it('answers a status the Response class refuses with the error fetch throws', async () => {
    server.current.handle((_request, response) => response.writeHead(600).end());
    await expect(setUp().fetch(server.current.origin, guarded)).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed' });
  });

  it('refuses a redirect with the error fetch throws, without following it', async () => {
    server.current.handle((_request, response) => response.writeHead(302, { Location: 'https://elsewhere.example/' }).end());
    await expect(setUp().fetch(server.current.origin, guarded)).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed', cause: { message: 'unexpected redirect' } });
    expect(server.current.received).toHaveLength(1);
  });

  it("rejects with the signal's reason on a time-out, and with the network's code when unreachable", async () => {
    server.current.handle(() => {}); // never answers
    const { fetch } = setUp();
    await expect(fetch(server.current.origin, { ...guarded, signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(fetch(`http://127.0.0.1:${await closedPort()}/`, guarded)).rejects.toMatchObject({ name: 'TypeError', cause: { code: 'ECONNREFUSED' } });
  });

  it("leaves uploads, Request objects, followed redirects, other headers' shapes and URLs with credentials to fetch", async () => {
    const { fetch, fallback } = setUp();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await fetch(server.current.origin, { ...guarded, method: 'POST', body: form });
    await fetch(new Request(server.current.origin), guarded);
    await fetch(server.current.origin);
    await fetch(server.current.origin, { ...guarded, headers: new Headers({ a: 'b' }) });
    await fetch(server.current.origin.replace('//', '//user:secret@'), guarded);
    expect(fallback).toHaveBeenCalledTimes(5);
    expect(server.current.received).toHaveLength(0);
  });
});
