import { lazy } from 'react';
import { MONITOR_KIND_LABELS, MONITOR_SLOTS, monitorPermission, type MonitorKind } from '@shared/contract/windows';
import { ALL_SLOTS, type MonitorKindEntry, type MonitorRegistration } from './monitor-kind';

/** One flag for every slot ("screenMonitorTrader"), or one per slot, named as a range ("liveMonitor1–10"). */
const permissionHint = (permission: (slot: number) => string): string => {
  const first = permission(1);
  return first === permission(MONITOR_SLOTS) ? first : `${first}–${MONITOR_SLOTS}`;
};

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
    byKind.set(registration.kind, {
      ...registration,
      title: MONITOR_KIND_LABELS[registration.kind],
      slots: registration.slots ?? ALL_SLOTS,
      permission,
      permissionHint: permissionHint(permission),
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
