import type { SessionState } from '@shared/contract';
import { isPermissionKey, type PermissionKey } from '@shared/permissions';
import { permissionLabel } from '@shared/permissions/labels';

/**
 * Who may open a route:
 * - 'session': anyone logged in (the home tiles, access-denied itself);
 * - { permission }: a logged-in user holding that flag. A guarded route with no permission given is
 *   denied (spec §5: "a route with no permission given, or one the user lacks, redirects to access-denied");
 * - { anyOf }: a logged-in user holding at least one of these flags (Results: any family's results flag);
 * - { role }: a logged-in user of that role (the admin-only settings; main enforces it again).
 */
export type RouteAccess = 'session' | { readonly permission?: PermissionKey | undefined } | { readonly anyOf: readonly PermissionKey[] } | { readonly role: string };

export type AccessDecision = 'allow' | 'login' | 'denied';

export const decideAccess = (session: SessionState | undefined, access: RouteAccess): AccessDecision => {
  if (session?.status !== 'loggedIn') return 'login';
  if (access === 'session') return 'allow';
  if ('role' in access) return session.user.role === access.role ? 'allow' : 'denied';
  if ('anyOf' in access) return access.anyOf.some((key) => session.permissions[key] === true) ? 'allow' : 'denied';
  const { permission } = access;
  if (!permission || !isPermissionKey(permission)) return 'denied';
  return session.permissions[permission] === true ? 'allow' : 'denied';
};

/** The metadata every route carries in its `handle` (read by the guard and the breadcrumb bar). */
export interface RouteHandle<Name extends string = string> {
  readonly name: Name;
  readonly access: RouteAccess;
  readonly breadcrumb: string;
  /** The page this one sits under in the breadcrumb (Market Management's children). */
  readonly parent?: Name;
}

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'breadcrumb' in value && 'access' in value && 'name' in value;

/** The deepest matched route decides (the dashboard shell itself only asks for a session). */
export const decideForMatches = (session: SessionState | undefined, handles: readonly unknown[]): AccessDecision => {
  const deepest = handles.filter(isRouteHandle).at(-1);
  return decideAccess(session, deepest?.access ?? 'session');
};

/** Breadcrumb trail of a page: its ancestors first, following `parent` through the route table. */
export const breadcrumbTrail = <Name extends string>(
  name: Name,
  table: ReadonlyMap<Name, RouteHandle<Name>>,
): RouteHandle<Name>[] => {
  const trail: RouteHandle<Name>[] = [];
  const seen = new Set<Name>();
  let current = table.get(name);
  while (current && !seen.has(current.name)) {
    seen.add(current.name);
    trail.unshift(current);
    current = current.parent === undefined ? undefined : table.get(current.parent);
  }
  return trail;
};

const LISTS = { all: new Intl.ListFormat('en', { type: 'conjunction' }), any: new Intl.ListFormat('en', { type: 'disjunction' }) };

/**
 * Permissions by the names the permission dialogs show, never their keys (QA T26): "Trader Management
 * permission", "Casino Monitor and Live Monitor 1 permissions", "Exchange Results or Fancy Results permissions".
 */
export const permissionsInWords = (keys: readonly PermissionKey[], join: keyof typeof LISTS = 'all'): string =>
  `${LISTS[join].format(keys.map(permissionLabel))} permission${keys.length === 1 ? '' : 's'}`;

/** What a refused page needs, in words for the Access Denied screen: its permission or its role. */
export const accessNeeded = (access: RouteAccess): string =>
  access === 'session'
    ? 'a session'
    : 'role' in access
      ? `the ${access.role} role`
      : 'anyOf' in access
        ? `one of the ${permissionsInWords(access.anyOf, 'any')}`
        : access.permission ? `the ${permissionsInWords([access.permission])}` : 'a permission no account has';

/** Where a navigation was going, as the router's location has it. */
export interface RefusedLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * The Access Denied page's address, keeping the whole refused address, its query too (`?tab=live&market=…`):
 * a reload still says which page was refused, and "Refused address" shows what the user asked for.
 */
export const deniedHref = (accessDeniedHref: string, refused: RefusedLocation): string =>
  `${accessDeniedHref}?from=${encodeURIComponent(`${refused.pathname}${refused.search}${refused.hash}`)}`;
