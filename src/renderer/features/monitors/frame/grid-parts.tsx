import { Text } from '@mantine/core';
import type { KeyboardEventHandler, ReactNode, RefObject } from 'react';
import classes from './monitors.module.css';

export const HEADER_HEIGHT = 30;

/** The sticky column header row of a monitor grid. */
export function GridHeader({ columns, labels }: { columns: string; labels: readonly ReactNode[] }) {
  return (
    <div role="row" aria-rowindex={1} className={classes.header} style={{ gridTemplateColumns: columns, height: HEADER_HEIGHT }}>
      {labels.map((label, i) => (
        <span key={i} role="columnheader" className={classes.cell}>
          {label}
        </span>
      ))}
    </div>
  );
}

/** What the keys do, shown under a grid (the grid is one tab stop; these keys work inside it). */
export function KeyHints({ hints }: { hints: ReadonlyArray<[keys: string, action: string]> }) {
  return (
    <Text size="xs" c="dimmed">
      {hints.map(([keys, action], i) => (
        <span key={keys}>
          {i > 0 && ' · '}
          <kbd>{keys}</kbd> {action}
        </span>
      ))}
    </Text>
  );
}

export function EmptyRows({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" p="md" style={{ position: 'absolute', top: HEADER_HEIGHT, left: 0, right: 0 }}>
      {children}
    </Text>
  );
}

interface MonitorGridProps {
  /** The scroll container, from useVirtualRows. */
  gridRef: RefObject<HTMLDivElement | null>;
  label: string;
  gridId: string;
  rowCount: number;
  /** From useGridKeys: the active row and the keys. */
  keys: { active: number; onKeyDown: KeyboardEventHandler<HTMLDivElement> };
  columns: string;
  headers: readonly ReactNode[];
  /** The height all rows would take: the scroll range of the virtual rows. */
  spacerHeight: number;
  /** Shown when there is no row while the feed is live (before that: "Waiting for the live feed…"). */
  emptyText: string;
  live: boolean;
  children: ReactNode;
}

/** The keyboard-driven grid every monitor shows: one tab stop, its active row named for assistive tech. */
export function MonitorGrid({ gridRef, label, gridId, rowCount, keys, columns, headers, spacerHeight, emptyText, live, children }: MonitorGridProps) {
  return (
    <div
      ref={gridRef}
      className={classes.grid}
      role="grid"
      aria-label={label}
      aria-rowcount={rowCount + 1}
      aria-activedescendant={rowCount > 0 ? `${gridId}-row-${keys.active}` : undefined}
      tabIndex={0}
      onKeyDown={keys.onKeyDown}
    >
      <GridHeader columns={columns} labels={headers} />
      <div style={{ height: spacerHeight }} />
      {children}
      {rowCount === 0 && <EmptyRows>{live ? emptyText : 'Waiting for the live feed…'}</EmptyRows>}
    </div>
  );
}
