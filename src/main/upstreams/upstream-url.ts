import type { HttpOperation } from '@shared/contract';
import { KEY_PLACEHOLDER } from '@shared/upstreams/base-url';
import { toQuery } from '../http/request-url';
import { GAME_PROVIDER_KEY_PARAM, type UpstreamAuth } from './upstream-policies';

const fieldsOf = (input: unknown): Record<string, unknown> =>
  input !== null && typeof input === 'object' && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : {};

const joinQuery = (url: string, query: string): string => (query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query.slice(1)}`);

/**
 * The URL of one call to a third-party upstream: base URL + the operation's path, a GET's input as query,
 * and the key where the upstream expects it. A template's `{name}` placeholders take the input field of
 * that name (the geolocation lookup's `{ip}`); `{key}` takes the key. The result holds the key: never log it.
 */
export function upstreamUrl(base: string, op: HttpOperation, input: unknown, auth: UpstreamAuth, key: string | null): string {
  const fields = op.http.method === 'GET' ? fieldsOf(input) : {};
  let url = `${base}${op.http.path}`;
  if (auth === 'template-key') {
    url = url.replace(/\{([a-z_]+)\}/gi, (placeholder: string, name: string) => {
      if (placeholder === KEY_PLACEHOLDER) return encodeURIComponent(key ?? '');
      const value = fields[name];
      delete fields[name];
      return encodeURIComponent(value === undefined || value === null ? '' : String(value as string | number));
    });
  }
  const query = toQuery(auth === 'query-key' ? { ...fields, [GAME_PROVIDER_KEY_PARAM]: key } : fields);
  return joinQuery(url, query);
}
