import type { HttpOperation } from '@shared/contract';

export interface Endpoint {
  /** `https://exchange.example.com`, no trailing slash. */
  origin: string;
  /** `/api/trader` or ''. */
  apiPrefix: string;
  /** A real operator's paths, by operation id (EXCHANGE_PATH_MAP). */
  pathMap: Readonly<Record<string, string>>;
}

const queryValue = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
    ? String(value)
    : JSON.stringify(value);

/** GET input as a query string: arrays repeat their key, null and undefined are left out. */
export const toQuery = (input: unknown): string => {
  if (input === null || typeof input !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, queryValue(item));
    }
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
};

/** origin + prefix + (mapped path or the contract's path), plus the query for GET. */
export const requestUrl = (endpoint: Endpoint, op: HttpOperation, input: unknown): string => {
  const path = Object.hasOwn(endpoint.pathMap, op.id) ? endpoint.pathMap[op.id] : op.http.path;
  return `${endpoint.origin}${endpoint.apiPrefix}${path}${op.http.method === 'GET' ? toQuery(input) : ''}`;
};

/** Spec §7: every URL but those containing /login carries the bearer header. */
export const needsAuthorization = (url: string): boolean => !url.includes('/login');
