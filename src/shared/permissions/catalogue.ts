import { z } from 'zod';

const numbered = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i + 1}`);

/** Every permission key of the specification (§3), word for word. */
export const PERMISSION_KEYS = [
  'marketManagement',
  'traderManagement',
  'graphicsManagement',
  'operationalLogs',
  'casinoMonitor',
  'streamingManagement',
  'streamDevice',
  'exchangeManagement',
  'sportsBookManagement',
  'bookmakerManagement',
  'fancyManagement',
  'navigation',
  'marketTraderManagement',
  'addExchange',
  'addSport',
  'addTournament',
  'addEvent',
  'addMarket',
  'addBetLimit',
  'exchangeNavigation',
  'sportPopular',
  'sportNavigation',
  'quickLinks',
  'mostPopularBets',
  'marketNavigation',
  'createTrader',
  'addDomain',
  'graphicManagement',
  'graphicTrader',
  'exchangeResults',
  'sportsBookResults',
  'bookmakerResults',
  'fancyResults',
  'videoMonitor',
  'mistakeDepartment',
  'resolveQuery',
  'monitorCoreStreaming',
  ...numbered('videoSection'),
  ...numbered('liveMonitor'),
  ...numbered('reportData'),
  'sportsStreaming',
  'casinoStreaming',
  'eSportStreaming',
  'virtualStreaming',
  'coreStreaming',
  'screenMonitorTrader',
  'live1to8',
  'live9to16',
  'live17to24',
  'live25to32',
] as const;

export type PermissionKey = string & (typeof PERMISSION_KEYS)[number];

const keySet: ReadonlySet<string> = new Set(PERMISSION_KEYS);

export const isPermissionKey = (value: string): value is PermissionKey => keySet.has(value);

export const permissionKeySchema = z.string().refine(isPermissionKey, 'Unknown permission');

/** The flat map the exchange sends and accepts: permission key to boolean. */
export const permissionMapSchema = z.record(z.string(), z.boolean());
export type PermissionMap = Partial<Record<PermissionKey, boolean>>;

/** What the console keeps after login: only true flags (spec §6). */
export type GrantedPermissions = Partial<Record<PermissionKey, true>>;

export const keepGranted = (map: Record<string, boolean>): GrantedPermissions => {
  const granted: GrantedPermissions = {};
  for (const [key, value] of Object.entries(map)) {
    if (value === true && isPermissionKey(key)) granted[key] = true;
  }
  return granted;
};

export const allPermissions = (): Record<PermissionKey, boolean> =>
  Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true])) as Record<PermissionKey, boolean>;
