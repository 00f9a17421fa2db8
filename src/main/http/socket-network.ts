import type { Agent } from 'node:http';
import { HttpsProxyAgent } from 'https-proxy-agent';
import { trustedCertificates, type NetworkOptions } from './network-fetch';

/** NO_PROXY as proxies read it: `*`, a host, or a domain suffix (`.corp.example` or `corp.example`). */
const bypassesProxy = (host: string, noProxy: string | undefined): boolean =>
  (noProxy ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .some((entry) => entry === '*' || host === entry.replace(/^\./, '') || host.endsWith(entry.startsWith('.') ? entry : `.${entry}`));

/** The proxy a connection to `url` goes through under these options; undefined for a direct one. */
export const proxyFor = (url: string, options: NetworkOptions): string | undefined => {
  const proxy = options.proxy ?? 'system';
  if (proxy === 'direct') return undefined;
  if (proxy !== 'system') return proxy;
  const env = options.env ?? process.env;
  const secure = url.startsWith('wss:') || url.startsWith('https:');
  const fromEnv = secure ? (env.HTTPS_PROXY ?? env.https_proxy) : (env.HTTP_PROXY ?? env.http_proxy);
  if (!fromEnv) return undefined;
  const host = URL.parse(url)?.hostname ?? '';
  return bypassesProxy(host, env.NO_PROXY ?? env.no_proxy) ? undefined : fromEnv;
};

/**
 * What the live feed's WebSocket needs to follow the same network rules as every HTTP call of main:
 * the policy's (or the system's) proxy, tunnelled with CONNECT, and the trusted authorities.
 */
export const socketNetwork = (url: string, options: NetworkOptions = {}): { ca: string[]; agent?: Agent } => {
  const ca = trustedCertificates(options.extraCaCertificates);
  const proxy = proxyFor(url, options);
  return proxy ? { ca, agent: new HttpsProxyAgent(proxy) } : { ca };
};
