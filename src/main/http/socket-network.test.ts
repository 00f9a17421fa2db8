import type { Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { proxyFor, socketNetwork } from './socket-network';
import { closeServer, listen, makeCertificates, startConnectProxy } from './test-tls';

let certs: ReturnType<typeof makeCertificates>;
let feed: Server;
let feedUrl: string;
let proxy: Awaited<ReturnType<typeof startConnectProxy>>;
let sockets: WebSocketServer;

beforeAll(async () => {
  certs = makeCertificates();
  feed = createHttpsServer({ key: certs.key, cert: certs.cert });
  sockets = new WebSocketServer({ server: feed });
  sockets.on('connection', (socket) => socket.send('hello'));
  feedUrl = `wss://127.0.0.1:${await listen(feed)}/live`;
  proxy = await startConnectProxy();
});
afterAll(async () => {
  for (const client of sockets.clients) client.terminate();
  sockets.close();
  await closeServer(feed);
  await proxy.close();
});

/** The first message of the live feed through these network options, or the connection error. */
const firstMessage = (options: Parameters<typeof socketNetwork>[1], url = feedUrl) =>
  new Promise<string>((resolve, reject) => {
    const socket = new WebSocket(url, { ...socketNetwork(url, options) });
    socket.on('message', (data) => (resolve(String(data)), socket.close()));
    socket.on('error', reject);
  });

describe('the live feed socket follows the network rules of every upstream call', () => {
  it("trusts the policy's extra CA, and nothing it was not told to trust", async () => {
    await expect(firstMessage({ proxy: 'direct' })).rejects.toThrow();
    expect(await firstMessage({ proxy: 'direct', extraCaCertificates: [certs.caFile] })).toBe('hello');
  });

  it("tunnels through the policy's proxy", async () => {
    // By name, as exchanges are reached: through a tunnel the certificate is checked against the name.
    const byName = feedUrl.replace('127.0.0.1', 'localhost');
    const before = proxy.tunnels.length;
    expect(await firstMessage({ proxy: proxy.url, extraCaCertificates: [certs.caFile] }, byName)).toBe('hello');
    expect(proxy.tunnels.slice(before)).toEqual([new URL(byName).host]);
  });

  it("takes the system's proxy from the environment, honouring NO_PROXY, and none when 'direct'", () => {
    const env = { HTTPS_PROXY: 'http://proxy.corp:3128', HTTP_PROXY: 'http://plain.corp:3128', NO_PROXY: 'localhost, .internal.example' };
    expect(proxyFor('wss://exchange.example/live', { env })).toBe('http://proxy.corp:3128');
    expect(proxyFor('ws://exchange.example/live', { env })).toBe('http://plain.corp:3128');
    expect(proxyFor('wss://feed.internal.example/live', { env })).toBeUndefined();
    expect(proxyFor('wss://localhost/live', { env })).toBeUndefined();
    expect(proxyFor('wss://exchange.example/live', { env, proxy: 'direct' })).toBeUndefined();
    expect(proxyFor('wss://exchange.example/live', { env: {} })).toBeUndefined();
  });
});
