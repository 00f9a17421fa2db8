import { normalisePermissions, PERMISSION_KEYS, toFlags, type PermissionFlags, type PermissionKey } from '@shared/permissions';
import { grantableOf } from '@renderer/components/permissions/permission-editor-form';

/**
 * A role's defaults are saved with the parent/child rules of spec §4, but not with its "nothing set:
 * everything on" rule: that rule is about a trader's explicit grant, and applied to a role it would turn
 * "new agents get nothing" into "new agents get everything".
 */
export const normaliseRoleDefaults = (flags: PermissionFlags): PermissionFlags =>
  PERMISSION_KEYS.some((key) => flags[key]) ? normalisePermissions(flags) : toFlags({});

export const grantedCount = (flags: Record<string, boolean>): number => Object.values(flags).filter(Boolean).length;

/** What the defaults dialog previews and saves: normalised as above, then only what the user may give (what they hold). */
export const roleDefaultsToSave = (flags: PermissionFlags, holds: (key: PermissionKey) => boolean): PermissionFlags => grantableOf(normaliseRoleDefaults(flags), holds);
