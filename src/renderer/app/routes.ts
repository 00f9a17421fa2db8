import type { ComponentType } from 'react';
import type { DashboardPageName } from './paths';
import { ADMIN_ROLE } from '@shared/contract/roles';
import { RESULT_PERMISSIONS } from '@shared/results';
import type { RouteHandle } from './route-access';

/** A screen module: its default export is the page. Loaded on first visit, so it stays out of the login chunk. */
export type ScreenModule = { default: ComponentType };

export interface DashboardRoute extends RouteHandle<DashboardPageName> {
  readonly load: () => Promise<ScreenModule>;
}

/**
 * The dashboard's pages (spec §2): path segment (paths.ts), required permission, breadcrumb label and the
 * lazily loaded screen. A later issue plugs its screen in by replacing the module behind `load`.
 */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  { name: 'home', access: 'session', breadcrumb: 'Dashboard', load: () => import('@renderer/features/home/home-screen') },
  {
    name: 'marketManagement',
    access: { permission: 'marketManagement' },
    breadcrumb: 'Market Management',
    parent: 'home',
    load: () => import('@renderer/features/market-management/market-management-screen'),
  },
  {
    name: 'graphicsManagement',
    access: { permission: 'graphicsManagement' },
    breadcrumb: 'Graphics Management',
    parent: 'home',
    load: () => import('@renderer/features/graphics-management/graphics-management-screen'),
  },
  {
    name: 'casinoMonitor',
    access: { permission: 'casinoMonitor' },
    breadcrumb: 'Casino Monitor',
    parent: 'home',
    load: () => import('@renderer/features/monitors/hub/monitors-hub-screen'),
  },
  {
    name: 'streamingManagement',
    access: { permission: 'streamingManagement' },
    breadcrumb: 'Streaming Management',
    parent: 'home',
    load: () => import('@renderer/features/streaming-management/streaming-management-screen'),
  },
  {
    name: 'operationalLogs',
    access: { permission: 'operationalLogs' },
    breadcrumb: 'Operational Logs',
    parent: 'home',
    load: () => import('@renderer/features/operational-logs/operational-logs-screen'),
  },
  {
    name: 'traderManagement',
    access: { permission: 'traderManagement' },
    breadcrumb: 'Trader Management',
    parent: 'home',
    load: () => import('@renderer/features/staff/staff-screen'),
  },
  {
    name: 'exchangeManagement',
    access: { permission: 'exchangeManagement' },
    breadcrumb: 'Exchange Management',
    parent: 'marketManagement',
    load: () => import('@renderer/features/exchange-management/exchange-management-screen'),
  },
  {
    name: 'sportsBookManagement',
    access: { permission: 'sportsBookManagement' },
    breadcrumb: 'SportsBook Management',
    parent: 'marketManagement',
    load: () => import('@renderer/features/sportsbook-management/sportsbook-management-screen'),
  },
  {
    name: 'bookmakerManagement',
    access: { permission: 'bookmakerManagement' },
    breadcrumb: 'BookMaker Management',
    parent: 'marketManagement',
    load: () => import('@renderer/features/bookmaker-management/bookmaker-management-screen'),
  },
  {
    name: 'fancyManagement',
    access: { permission: 'fancyManagement' },
    breadcrumb: 'Fancy Management',
    parent: 'marketManagement',
    load: () => import('@renderer/features/fancy-management/fancy-management-screen'),
  },
  {
    name: 'navigation',
    access: { permission: 'navigation' },
    breadcrumb: 'Navigation',
    parent: 'marketManagement',
    load: () => import('@renderer/features/navigation/navigation-screen'),
  },
  {
    name: 'marketTraderManagement',
    access: { permission: 'marketTraderManagement' },
    breadcrumb: 'Market Trader Management',
    parent: 'marketManagement',
    load: () => import('@renderer/features/traders/traders-screen'),
  },
  {
    name: 'results',
    access: { anyOf: RESULT_PERMISSIONS },
    breadcrumb: 'Results',
    parent: 'marketManagement',
    load: () => import('@renderer/features/results/results-screen'),
  },
  {
    name: 'risk',
    access: { permission: 'resolveQuery' },
    breadcrumb: 'Risk',
    parent: 'home',
    load: () => import('@renderer/features/risk/risk-screen'),
  },
  {
    name: 'settings',
    access: { role: ADMIN_ROLE },
    breadcrumb: 'Settings',
    parent: 'home',
    load: () => import('@renderer/features/upstream-settings/upstream-settings-screen'),
  },
  {
    name: 'sites',
    access: { permission: 'addDomain' },
    breadcrumb: 'Sites',
    parent: 'home',
    load: () => import('@renderer/features/sites/sites-screen'),
  },
  {
    name: 'casino',
    access: { permission: 'casinoMonitor' },
    breadcrumb: 'Casino',
    parent: 'home',
    load: () => import('@renderer/features/casino/casino-screen'),
  },
  {
    name: 'accessDenied',
    access: 'session',
    breadcrumb: 'Access Denied',
    parent: 'home',
    load: () => import('@renderer/features/access-denied/access-denied-screen'),
  },
];

export const ROUTE_HANDLES: ReadonlyMap<DashboardPageName, RouteHandle<DashboardPageName>> = new Map(
  DASHBOARD_ROUTES.map(({ load: _load, ...handle }) => [handle.name, handle]),
);
