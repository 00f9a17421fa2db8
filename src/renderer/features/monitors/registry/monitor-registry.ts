import { lazy } from 'react';
import { KIND_PERMISSIONS, MONITOR_KIND_LABELS, MONITOR_KIND_PLURALS, MONITOR_SLOTS, monitorPermission, type MonitorKind } from '@shared/contract/windows';
import type { PermissionKey } from '@shared/permissions';
import { permissionLabel } from '@shared/permissions/labels';
import { ALL_SLOTS, type MonitorKindEntry, type MonitorRegistration } from './monitor-kind';

/**
 * One flag for every slot ("Screen Monitor Trader"), or one per slot, named as a range of the slots the kind
 * offers ("Live Monitor 1–10", "Live 1 to 8 … Live 25 to 32"): by the names the permission dialogs show.
 */
const permissionHint = (permission: (slot: number) => PermissionKey, slots: readonly number[]): string => {
  const first = permissionLabel(permission(slots[0] ?? 1));
  const last = permissionLabel(permission(slots.at(-1) ?? MONITOR_SLOTS));
  if (first === last) return first;
  const [a, b] = [/^(\D+)(\d+)$/.exec(first), /^(\D+)(\d+)$/.exec(last)];
  return a && b && a[1] === b[1] ? `${first}–${b[2]}` : `${first} … ${last}`;
};

/** The slots' flags plus what every monitor of the kind needs besides: "Monitor Core Streaming plus Video Monitor". */
const needsHint = (slotsHint: string, kindPermissions: readonly PermissionKey[]): string =>
  kindPermissions.length === 0 ? slotsHint : `${slotsHint} plus ${new Intl.ListFormat('en', { type: 'conjunction' }).format(kindPermissions.map(permissionLabel))}`;

export interface MonitorRegistry {
  /** In registration order: the hub's tab order. */
  readonly kinds: readonly MonitorKindEntry[];
  get(kind: MonitorKind): MonitorKindEntry;
}

/** Builds the registry; a kind registered twice is a programming error, so it throws rather than logs. */
export function createMonitorRegistry(registrations: readonly MonitorRegistration[]): MonitorRegistry {
  const byKind = new Map<MonitorKind, MonitorKindEntry>();
  for (const registration of registrations) {
    if (byKind.has(registration.kind)) throw new Error(`Monitor kind "${registration.kind}" is registered twice.`);
    const permission = (slot: number) => monitorPermission({ kind: registration.kind, slot });
    const slotsHint = permissionHint(permission, registration.slots ?? ALL_SLOTS);
    byKind.set(registration.kind, {
      ...registration,
      title: MONITOR_KIND_LABELS[registration.kind],
      plural: MONITOR_KIND_PLURALS[registration.kind],
      slots: registration.slots ?? ALL_SLOTS,
      permission,
      permissionHint: slotsHint,
      needsHint: needsHint(slotsHint, KIND_PERMISSIONS[registration.kind]),
      Monitor: lazy(async () => ({ default: await registration.load() })),
    });
  }
  const kinds = [...byKind.values()];
  return {
    kinds,
    get(kind) {
      const entry = byKind.get(kind);
      if (!entry) throw new Error(`Monitor kind "${kind}" is not registered.`);
      return entry;
    },
  };
}
