import type { PermissionKey } from '@shared/permissions';

const numbered = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i + 1}` as PermissionKey);

/**
 * The permissions outside the spec's hierarchy (§3 names only Market Management's tree), grouped for
 * reading only: these groups have no parent flag and normalisation does not touch them.
 */
export const PERMISSION_GROUPS: ReadonlyArray<{ readonly title: string; readonly keys: readonly PermissionKey[] }> = [
  { title: 'Dashboard', keys: ['traderManagement', 'graphicsManagement', 'operationalLogs', 'casinoMonitor', 'streamingManagement'] },
  { title: 'Accounts and domains', keys: ['createTrader', 'addDomain'] },
  { title: 'Graphics', keys: ['graphicManagement', 'graphicTrader'] },
  {
    title: 'Monitoring',
    keys: ['videoMonitor', 'mistakeDepartment', 'resolveQuery', 'monitorCoreStreaming', 'screenMonitorTrader', ...numbered('liveMonitor')],
  },
  {
    title: 'Streaming',
    keys: [
      'streamDevice',
      'sportsStreaming',
      'casinoStreaming',
      'eSportStreaming',
      'virtualStreaming',
      'coreStreaming',
      'live1to8',
      'live9to16',
      'live17to24',
      'live25to32',
      ...numbered('videoSection'),
    ],
  },
  { title: 'Reports', keys: numbered('reportData') },
];
