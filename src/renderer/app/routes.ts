import type { ComponentType } from 'react';
import type { DashboardPageName } from './paths';
import { ADMIN_ROLE } from '@shared/contract/roles';
import type { PermissionKey } from '@shared/permissions';
import { RESULT_PERMISSIONS } from '@shared/results';
import type { RouteAccess, RouteHandle } from './route-access';

/** A screen module: its default export is the page. Loaded on first visit, so it stays out of the login chunk. */
export type ScreenModule = { default: ComponentType };

export interface DashboardRoute extends RouteHandle<DashboardPageName> {
  readonly load: () => Promise<ScreenModule>;
}

/** A page under `parent`, with who may open it and its breadcrumb label. */
const page = (
  name: DashboardPageName,
  access: RouteAccess,
  breadcrumb: string,
  parent: DashboardPageName,
  load: DashboardRoute['load'],
): DashboardRoute => ({ name, access, breadcrumb, parent, load });

/** A page guarded by the permission flag of its own name, as most of spec §2's pages are. */
const flagPage = (name: DashboardPageName & PermissionKey, breadcrumb: string, parent: DashboardPageName, load: DashboardRoute['load']) =>
  page(name, { permission: name }, breadcrumb, parent, load);

/**
 * The dashboard's pages (spec §2): path segment (paths.ts), required permission, breadcrumb label and the
 * lazily loaded screen. A later issue plugs its screen in by replacing the module behind `load`.
 */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  { name: 'home', access: 'session', breadcrumb: 'Dashboard', load: () => import('@renderer/features/home/home-screen') },
  flagPage('marketManagement', 'Market Management', 'home', () => import('@renderer/features/market-management/market-management-screen')),
  flagPage('graphicsManagement', 'Graphics Management', 'home', () => import('@renderer/features/graphics-management/graphics-management-screen')),
  flagPage('casinoMonitor', 'Casino Monitor', 'home', () => import('@renderer/features/monitors/hub/monitors-hub-screen')),
  flagPage('streamingManagement', 'Streaming Management', 'home', () => import('@renderer/features/streaming-management/streaming-management-screen')),
  flagPage('operationalLogs', 'Operational Logs', 'home', () => import('@renderer/features/operational-logs/operational-logs-screen')),
  flagPage('traderManagement', 'Trader Management', 'home', () => import('@renderer/features/staff/staff-screen')),
  flagPage('exchangeManagement', 'Exchange Management', 'marketManagement', () => import('@renderer/features/exchange-management/exchange-management-screen')),
  flagPage('sportsBookManagement', 'SportsBook Management', 'marketManagement', () => import('@renderer/features/sportsbook-management/sportsbook-management-screen')),
  flagPage('bookmakerManagement', 'BookMaker Management', 'marketManagement', () => import('@renderer/features/bookmaker-management/bookmaker-management-screen')),
  flagPage('fancyManagement', 'Fancy Management', 'marketManagement', () => import('@renderer/features/fancy-management/fancy-management-screen')),
  flagPage('navigation', 'Navigation', 'marketManagement', () => import('@renderer/features/navigation/navigation-screen')),
  flagPage('marketTraderManagement', 'Market Trader Management', 'marketManagement', () => import('@renderer/features/traders/traders-screen')),
  page('results', { anyOf: RESULT_PERMISSIONS }, 'Results', 'marketManagement', () => import('@renderer/features/results/results-screen')),
  page('risk', { permission: 'resolveQuery' }, 'Risk', 'home', () => import('@renderer/features/risk/risk-screen')),
  page('settings', { role: ADMIN_ROLE }, 'Settings', 'home', () => import('@renderer/features/upstream-settings/upstream-settings-screen')),
  page('sites', { permission: 'addDomain' }, 'Sites', 'home', () => import('@renderer/features/sites/sites-screen')),
  page('casino', { permission: 'casinoMonitor' }, 'Casino', 'home', () => import('@renderer/features/casino/casino-screen')),
  page('accessDenied', 'session', 'Access Denied', 'home', () => import('@renderer/features/access-denied/access-denied-screen')),
];

export const ROUTE_HANDLES: ReadonlyMap<DashboardPageName, RouteHandle<DashboardPageName>> = new Map(
  DASHBOARD_ROUTES.map(({ load: _load, ...handle }) => [handle.name, handle]),
);
