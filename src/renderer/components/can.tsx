import { useCallback, type ReactNode } from 'react';
import type { PermissionKey } from '@shared/permissions';
import { usePermissions } from '@renderer/app/session/use-session';

/**
 * `can(permission)` for the current user; components using it re-render when the permissions change.
 * Hiding is convenience only: the exchange enforces the same flags on every call.
 */
export const useCan = (): ((permission: PermissionKey) => boolean) => {
  const permissions = usePermissions();
  return useCallback((permission: PermissionKey) => permissions[permission] === true, [permissions]);
};

/** Renders its children only for a user holding `permission` (spec §6). */
export function Can({ permission, children, fallback = null }: { permission: PermissionKey; children: ReactNode; fallback?: ReactNode }) {
  const can = useCan();
  return <>{can(permission) ? children : fallback}</>;
}
