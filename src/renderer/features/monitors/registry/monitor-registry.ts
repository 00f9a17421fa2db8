import { lazy } from 'react';
import { MONITOR_KIND_LABELS, monitorPermission, type MonitorKind } from '@shared/contract/windows';
import type { MonitorKindEntry, MonitorRegistration } from './monitor-kind';

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
    byKind.set(registration.kind, {
      ...registration,
      title: MONITOR_KIND_LABELS[registration.kind],
      permission: (slot) => monitorPermission({ kind: registration.kind, slot }),
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
