import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNetworkFetch } from './network-fetch';

/** A certificate authority of our own and a server certificate it signed for 127.0.0.1 (openssl, as IT would). */
const makeCertificates = () => {
  const dir = mkdtempSync(join(tmpdir(), 'console-ca-'));
  const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Console Test CA', '-keyout', 'ca.key', '-out', 'ca.pem');
  run('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-keyout', 'server.key', '-out', 'server.csr');
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1\n');
  run('x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-extfile', 'san.ext', '-out', 'server.pem');
  return { dir, caFile: join(dir, 'ca.pem'), key: readFileSync(join(dir, 'server.key')), cert: readFileSync(join(dir, 'server.pem')) };
};

let certs: ReturnType<typeof makeCertificates>;
let exchange: Server;
let exchangeUrl: string;
let proxy: Server;
let proxyUrl: string;
const tunnels: string[] = [];

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  certs = makeCertificates();
  exchange = createHttpsServer({ key: certs.key, cert: certs.cert }, (_request, response) => response.end('{"meta":{"status":true}}'));
  exchangeUrl = `https://127.0.0.1:${await listen(exchange)}/api/trader/ping`;
  // A forward proxy as corporate networks run them: HTTPS goes through CONNECT tunnels.
  proxy = createHttpServer();
  proxy.on('connect', (request, client: Socket, head: Buffer) => {
    tunnels.push(request.url ?? '');
    const [host, port] = (request.url ?? '').split(':');
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  proxyUrl = `http://127.0.0.1:${await listen(proxy)}`;
});
afterAll(async () => {
  for (const server of [exchange, proxy]) {
    server.closeAllConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

describe('the main process network: proxy and extra certificate authorities', () => {
  it('refuses a server whose authority it was not told to trust', async () => {
    await expect(createNetworkFetch({ proxy: 'direct' })(exchangeUrl)).rejects.toThrow();
  });

  it("trusts the policy's extra CA for every call", async () => {
    const response = await createNetworkFetch({ proxy: 'direct', extraCaCertificates: [certs.caFile] })(exchangeUrl);
    expect(await response.json()).toEqual({ meta: { status: true } });
  });

  it("sends calls through the policy's proxy", async () => {
    const before = tunnels.length;
    const response = await createNetworkFetch({ proxy: proxyUrl, extraCaCertificates: [certs.caFile] })(exchangeUrl);
    expect(response.status).toBe(200);
    expect(tunnels.slice(before)).toEqual([new URL(exchangeUrl).host]);
  });

  it("follows the system's proxy environment by default, and 'direct' ignores it", async () => {
    const env = { HTTPS_PROXY: proxyUrl };
    const before = tunnels.length;
    await createNetworkFetch({ env, extraCaCertificates: [certs.caFile] })(exchangeUrl);
    expect(tunnels.length).toBe(before + 1);
    await createNetworkFetch({ env, proxy: 'direct', extraCaCertificates: [certs.caFile] })(exchangeUrl);
    expect(tunnels.length).toBe(before + 1);
    await createNetworkFetch({ env: { ...env, NO_PROXY: '127.0.0.1' }, extraCaCertificates: [certs.caFile] })(exchangeUrl);
    expect(tunnels.length).toBe(before + 1);
  });

  it('stops at start with a clear message when a CA file named by the policy cannot be read', () => {
    expect(() => createNetworkFetch({ extraCaCertificates: [join(certs.dir, 'missing.pem')] })).toThrow(/extraCaCertificates: cannot read .*missing\.pem \(ENOENT\)/);
  });
});
