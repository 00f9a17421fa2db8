import type { SessionState } from '@shared/contract/session';
import type { StaffRoleInfo } from '@shared/contract/staff';
import { isPermissionKey, normalisePermissions, PERMISSION_KEYS, toFlags, type PermissionFlags, type PermissionKey } from '@shared/permissions';
import { mayGiveRole } from '@renderer/components/account-status/account-lock';
import { grantableOf, heldBy } from '@renderer/components/permissions/permission-editor-form';

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

/**
 * The roles the signed-in user may create an account of, as the exchange decides: a new account gets all of
 * its role's default permissions, and a user may only grant permissions they hold themselves (an admin holds
 * them all); only an admin makes an admin.
 */
export const rolesToOffer = (roles: readonly StaffRoleInfo[], session: SessionState | undefined): StaffRoleInfo[] => {
  const holds = heldBy(session);
  return roles.filter((role) => mayGiveRole(session, role.role) && Object.entries(role.permission).every(([key, on]) => !on || !isPermissionKey(key) || holds(key)));
};
