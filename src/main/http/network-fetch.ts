import { readFileSync } from 'node:fs';
import { getCACertificates } from 'node:tls';
import { Agent, EnvHttpProxyAgent, ProxyAgent, type Dispatcher } from 'undici';
import { createRequestFetch } from './request-fetch';

export interface NetworkOptions {
  /**
   * 'system' (default): the machine's proxy environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY);
   * 'direct': no proxy even where the environment names one; or a proxy URL from the policy.
   */
  proxy?: 'system' | 'direct' | string;
  /** PEM files of certificate authorities to trust besides the bundled and the OS's own. */
  extraCaCertificates?: readonly string[];
  env?: NodeJS.ProcessEnv;
}

/**
 * The trusted authorities: Node's bundled list, the OS's store (where IT installs a corporate CA) and the
 * policy's extra PEM files. A file that cannot be read stops the start: trusting less than IT asked for
 * would fail every call later with a far less clear error.
 */
export const trustedCertificates = (extra: readonly string[] = []): string[] => {
  const extraPems = extra.map((file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`Policy extraCaCertificates: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`, { cause: error });
    }
  });
  return [...new Set([...getCACertificates('default'), ...getCACertificates('system'), ...extraPems])];
};

const dispatcherFor = (options: NetworkOptions): Dispatcher => {
  const connect = { ca: trustedCertificates(options.extraCaCertificates) };
  const proxy = options.proxy ?? 'system';
  if (proxy === 'direct') return new Agent({ connect });
  if (proxy === 'system') {
    const env = options.env ?? process.env;
    return new EnvHttpProxyAgent({
      httpProxy: env.HTTP_PROXY ?? env.http_proxy,
      httpsProxy: env.HTTPS_PROXY ?? env.https_proxy,
      noProxy: env.NO_PROXY ?? env.no_proxy,
      connect,
      requestTls: connect,
    });
  }
  return new ProxyAgent({ uri: proxy, requestTls: connect, proxyTls: connect });
};

/**
 * The fetch every upstream call of the main process goes through: the policy's (or the system's) proxy
 * and the extra certificate authorities, for the exchange, the providers and the update feed alike.
 */
export function createNetworkFetch(options: NetworkOptions = {}, baseFetch: typeof fetch = globalThis.fetch): typeof fetch {
  const dispatcher = dispatcherFor(options);
  // Node's own fetch (undici 7 inside) takes an undici 7 dispatcher; bodies, FormData and Responses stay
  // the platform's, so the rest of main never meets a second set of web classes. The common calls take
  // undici's shorter `request` path over the same dispatcher (request-fetch.ts).
  return createRequestFetch(dispatcher, (input, init) => baseFetch(input, { ...init, dispatcher } as RequestInit));
}
