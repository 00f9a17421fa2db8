import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { LiveTopic } from '@shared/contract/live';
import { MONITOR_SLOTS, type MonitorKind, type MonitorRef } from '@shared/contract/windows';
import type { PermissionKey } from '@shared/permissions';
import type { GridSpec } from '../frame/grid-spec';
import type { MonitorState } from '../frame/use-monitor-state';

/** Slots 1 to MONITOR_SLOTS: what a kind with one flag per slot offers. */
export const ALL_SLOTS: readonly number[] = Array.from({ length: MONITOR_SLOTS }, (_, i) => i + 1);

/** What the hub and a monitor window give every monitor. */
export interface MonitorProps {
  monitor: MonitorState;
  /** Which monitor this is (its kind and slot: a video wall plays its slot's streams). */
  monitorRef: MonitorRef;
  /** The session is live; a locked monitor subscribes to nothing. */
  enabled: boolean;
  /** The title bar (title, channel, pop out or close), laid out by the monitor's frame. */
  header: ReactNode;
}

/**
 * One kind of monitor, as its folder registers it (see ./index.ts). The monitor itself (its component
 * and rows) is imported only when one is first shown; everything here is small and known up front.
 */
export interface MonitorRegistration {
  /** The contract's kind (src/shared/contract/windows.ts): it names the window route and the slot's permission. */
  readonly kind: MonitorKind;
  /** The hub's short tab label. */
  readonly tab: string;
  /** The slots the hub offers (any of MONITOR_SLOTS can still be restored or linked); all of them if absent. */
  readonly slots?: readonly number[];
  /** The live topics the monitor subscribes to. */
  readonly topics: readonly LiveTopic[];
  readonly grid: GridSpec;
  load(): Promise<ComponentType<MonitorProps>>;
}

/** A registered kind: the registration with its title, slot permission and lazily loaded component. */
export interface MonitorKindEntry extends MonitorRegistration {
  readonly title: string;
  /** Several of them, for hints: "Video Walls", "Stream Health monitors". */
  readonly plural: string;
  readonly slots: readonly number[];
  /** The slots' flags, as the permission dialogs name them: "Live Monitor 1–10", "Screen Monitor Trader". */
  readonly permissionHint: string;
  /** What the hub tells a user a monitor of this kind needs: the slots' flags plus the kind's ("Live 1 to 8 … Live 25 to 32 plus Video Monitor"). */
  readonly needsHint: string;
  permission(slot: number): PermissionKey;
  readonly Monitor: LazyExoticComponent<ComponentType<MonitorProps>>;
}
