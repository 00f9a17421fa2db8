import { missingMonitorPermissions, monitorPermissions, monitorTitle, type MonitorRef } from '@shared/contract/windows';
import type { PermissionKey } from '@shared/permissions';
import { permissionsInWords } from '@renderer/app/route-access';

/** "Live 1 to 8 permission", "Live 1 to 8 and Video Monitor permissions": the names the permission dialogs show. */
export const permissionsText = (keys: readonly PermissionKey[]): string => permissionsInWords(keys);

/**
 * Why a monitor window stays shut: the flags this account lacks, then every flag the monitor needs (its slot's
 * and its kind's, QA live4 #6: a viewer with live1to8 was told to get live1to8), unless that is the same list
 * (`needs` null: the second sentence would only say the first again).
 */
export const refusalText = (ref: MonitorRef, has: (key: PermissionKey) => boolean): { missing: string; needs: string | null } => {
  const [lacking, all] = [missingMonitorPermissions(ref, has), monitorPermissions(ref)];
  return {
    missing: `You do not have permission to open ${monitorTitle(ref)}: it needs the ${permissionsText(lacking)}.`,
    needs: lacking.length === all.length ? null : `${monitorTitle(ref)} needs the ${permissionsText(all)}.`,
  };
};
