import { getHref } from '@renderer/app/paths';
import { accessNeeded } from '@renderer/app/route-access';
import { routeHandles } from '@renderer/app/route-handles';

/** Which page was refused and what it needs, in words, read from the refused address itself (so a reload or a copied link still says). */
export interface RefusedPage {
  readonly page: string;
  readonly needs: string;
}

export const refusedPageAt = (path: string | null): RefusedPage | undefined => {
  if (!path) return undefined;
  const bare = path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  const route = routeHandles().find((r) => r.name !== 'accessDenied' && getHref(r.name) === bare);
  return route ? { page: route.breadcrumb, needs: accessNeeded(route.access) } : undefined;
};

/** Only a page of the console may be tried again: `?from=` is an address anyone can write, so never another site. */
export const isConsolePath = (from: string): boolean => from.startsWith('/dashboard/') && !from.includes('\\');
