/**
 * Every URL of the console, by name. Components link with `getHref(name)`, never with string URLs,
 * so a renamed route is one edit here (and the type checker finds every stale name).
 */
export const DASHBOARD_SEGMENTS = {
  home: '',
  marketManagement: 'market-management',
  graphicsManagement: 'graphic-management',
  casinoMonitor: 'monitor',
  streamingManagement: 'streaming-management',
  operationalLogs: 'operational-logs',
  exchangeManagement: 'add-market',
  sportsBookManagement: 'sportsBook',
  bookmakerManagement: 'bookMaker',
  fancyManagement: 'fancy',
  traderManagement: 'trader',
  navigation: 'navigation',
  marketTraderManagement: 'market-trader',
  accessDenied: 'access-denied',
  settings: 'settings',
  sites: 'sites',
  results: 'results',
  casino: 'casino',
  risk: 'risk',
} as const;

export type DashboardPageName = keyof typeof DASHBOARD_SEGMENTS;
export type PageName = 'login' | 'dashboard' | DashboardPageName;

export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';

export const getHref = (name: PageName): string => {
  if (name === 'login') return LOGIN_PATH;
  if (name === 'dashboard' || name === 'home') return DASHBOARD_PATH;
  return `${DASHBOARD_PATH}/${DASHBOARD_SEGMENTS[name]}`;
};

/** A monitor window (issue 5): `/monitor/market/3`. Links to it come from the contract's `monitorHref`. */
export const MONITOR_WINDOW_ROUTE = '/monitor/:kind/:slot';
