import { listHttpOperations, type HttpOperation } from '@shared/contract';
import type { Route, RouteMap } from '../routes/route';

export type RouteMatch =
  | { readonly kind: 'found'; readonly op: HttpOperation; readonly route: Route | undefined }
  | { readonly kind: 'method-not-allowed'; readonly allow: readonly string[] }
  | { readonly kind: 'not-found' };

export interface RouteTable {
  match(method: string, pathname: string): RouteMatch;
}

/** Strips a trailing slash and ensures a leading one ('' stays '': routes at the root). */
export const normalisePrefix = (prefix: string): string => {
  const trimmed = prefix.trim().replace(/\/+$/, '');
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
};

/**
 * Method + path of every HTTP operation of the contract, under `prefix`. An operation without a handler
 * still gets its route (answering 501), so a contract entry added before its handler fails loudly, not as 404.
 */
export const buildRouteTable = (prefix: string, routes: RouteMap, operations: readonly HttpOperation[] = listHttpOperations('exchange')): RouteTable => {
  const byPath = new Map<string, Map<string, RouteMatch & { kind: 'found' }>>();
  for (const op of operations) {
    const path = normalisePrefix(prefix) + op.http.path;
    const methods = byPath.get(path) ?? new Map();
    if (methods.has(op.http.method)) throw new Error(`Two operations share ${op.http.method} ${path}`);
    methods.set(op.http.method, { kind: 'found', op, route: routes[op.id] });
    byPath.set(path, methods);
  }
  return {
    match(method, pathname) {
      const methods = byPath.get(pathname);
      if (!methods) return { kind: 'not-found' };
      return methods.get(method) ?? { kind: 'method-not-allowed', allow: [...methods.keys()] };
    },
  };
};
