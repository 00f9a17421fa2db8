import type { Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNetworkFetch } from './network-fetch';
import { closeServer, listen, makeCertificates, startConnectProxy } from './test-tls';

let certs: ReturnType<typeof makeCertificates>;
let exchange: Server;
let exchangeUrl: string;
let proxy: Awaited<ReturnType<typeof startConnectProxy>>;
let proxyUrl: string;
let tunnels: string[] = [];

beforeAll(async () => {
  certs = makeCertificates();
  exchange = createHttpsServer({ key: certs.key, cert: certs.cert }, (_request, response) => response.end('{"meta":{"status":true}}'));
  exchangeUrl = `https://127.0.0.1:${await listen(exchange)}/api/trader/ping`;
  proxy = await startConnectProxy();
  tunnels = proxy.tunnels;
  proxyUrl = proxy.url;
});
afterAll(async () => {
  await closeServer(exchange);
  await proxy.close();
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

  it('takes the same proxy and authorities on the short path (the allow-list refuses redirects)', async () => {
    const before = tunnels.length;
    const guarded = { redirect: 'error' } as const;
    await expect(createNetworkFetch({ proxy: 'direct' })(exchangeUrl, guarded)).rejects.toThrow('fetch failed');
    const response = await createNetworkFetch({ proxy: proxyUrl, extraCaCertificates: [certs.caFile] })(exchangeUrl, guarded);
    expect(await response.json()).toEqual({ meta: { status: true } });
    expect(tunnels.slice(before)).toEqual([new URL(exchangeUrl).host]);
  });

  it('stops at start with a clear message when a CA file named by the policy cannot be read', () => {
    expect(() => createNetworkFetch({ extraCaCertificates: [join(certs.dir, 'missing.pem')] })).toThrow(/extraCaCertificates: cannot read .*missing\.pem \(ENOENT\)/);
  });
});
