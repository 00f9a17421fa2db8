import { missingMonitorPermissions, monitorPermissions, monitorTitle, type MonitorRef } from '@shared/contract/windows';
import type { PermissionKey } from '@shared/permissions';

const AND = new Intl.ListFormat('en', { type: 'conjunction' });

/** "live1to8 permission", "live1to8 and videoMonitor permissions". */
export const permissionsText = (keys: readonly PermissionKey[]): string => `${AND.format(keys)} permission${keys.length === 1 ? '' : 's'}`;

/**
 * Why a monitor window stays shut, in two sentences: the flags this account lacks, then every flag the monitor
 * needs (its slot's and its kind's, QA live4 #6: a viewer with live1to8 was told to get live1to8).
 */
export const refusalText = (ref: MonitorRef, has: (key: PermissionKey) => boolean): { missing: string; needs: string } => ({
  missing: `You do not have permission to open ${monitorTitle(ref)}: it needs the ${permissionsText(missingMonitorPermissions(ref, has))}.`,
  needs: `${monitorTitle(ref)} needs the ${permissionsText(monitorPermissions(ref))}.`,
});
