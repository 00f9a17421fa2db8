import type { PermissionKey } from './catalogue';

/** The names the dashboard already uses for these areas (spec §2 tiles), so a switch reads like its tile. */
const LABELS: Partial<Record<PermissionKey, string>> = {
  marketManagement: 'Market Management',
  traderManagement: 'Trader Management',
  graphicsManagement: 'Graphics Management',
  operationalLogs: 'Operational Logs',
  casinoMonitor: 'Casino Monitor',
  streamingManagement: 'Streaming Management',
  exchangeManagement: 'Exchange Management',
  sportsBookManagement: 'SportsBook Management',
  bookmakerManagement: 'BookMaker Management',
  fancyManagement: 'Fancy Management',
  navigation: 'Navigation',
  marketTraderManagement: 'Market Trader',
  sportsBookResults: 'SportsBook Results',
  bookmakerResults: 'BookMaker Results',
  eSportStreaming: 'eSport Streaming',
  live1to8: 'Live 1 to 8',
  live9to16: 'Live 9 to 16',
  live17to24: 'Live 17 to 24',
  live25to32: 'Live 25 to 32',
};

/** `addBetLimit` → "Add Bet Limit", `videoSection10` → "Video Section 10". */
const fromKey = (key: string): string =>
  key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());

export const permissionLabel = (key: PermissionKey): string => LABELS[key] ?? fromKey(key);
