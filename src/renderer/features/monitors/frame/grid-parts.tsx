import { Text } from '@mantine/core';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { COLUMNS_VAR, LEAST_WIDTH_VAR, startColumnDrag } from './column-resize';
import { useRowHeight, type GridSpec } from './grid-spec';
import { leastWidth } from './grid-template';
import { useStaleNote } from './stale';
import type { MonitorGridState } from './use-monitor-grid';
import classes from './monitors.module.css';

export const HEADER_HEIGHT = 30;

const COLUMNS = `var(${COLUMNS_VAR})`;

/** The sticky column header row of a monitor grid; each column but the last can be dragged wider. */
export function GridHeader({ labels }: { labels: readonly string[] }) {
  return (
    <div role="row" aria-rowindex={1} className={classes.header} style={{ gridTemplateColumns: COLUMNS, height: HEADER_HEIGHT }} data-grid-header>
      {labels.map((label, i) => (
        <span key={i} role="columnheader" className={`${classes.cell} ${classes.headerCell}`}>
          {label}
          {i < labels.length - 1 && (
            <span
              role="separator"
              aria-orientation="vertical"
              aria-label={`Resize ${label || 'column'}`}
              className={classes.resizer}
              onPointerDown={startColumnDrag(i)}
            />
          )}
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
  spec: GridSpec;
  /** From useMonitorGrid. */
  grid: MonitorGridState;
  live: boolean;
  children: ReactNode;
}

/**
 * The keyboard-driven grid every monitor shows: one tab stop, its active row named for assistive tech. Its
 * columns shrink to their least width; a pane narrower than that scrolls sideways (the whole of every row
 * with it), and a spec's pinned last column stays in view at the right meanwhile.
 */
export function MonitorGrid({ spec, grid, live, children }: MonitorGridProps) {
  const { gridRef, gridId, count, keys, spacerHeight } = grid;
  // While the frame says its figures are not live, the grid (a tab stop) is described by that note.
  const staleNote = useStaleNote();
  const columns = useMemo(() => ({ [COLUMNS_VAR]: spec.columns, [LEAST_WIDTH_VAR]: `${leastWidth(spec.columns)}px` }) as CSSProperties, [spec.columns]);
  return (
    <div
      ref={gridRef}
      className={classes.grid}
      role="grid"
      aria-label={spec.label}
      aria-rowcount={count + 1}
      aria-activedescendant={count > 0 ? `${gridId}-row-${keys.active}` : undefined}
      aria-describedby={staleNote}
      tabIndex={0}
      onKeyDown={keys.onKeyDown}
      data-pin-last={spec.pinLast || undefined}
      style={columns}
    >
      <GridHeader labels={spec.headers} />
      <div style={{ height: spacerHeight }} />
      {children}
      {count === 0 && <EmptyRows>{live ? spec.emptyText : 'Waiting for the live feed…'}</EmptyRows>}
    </div>
  );
}

/** Where a row sits in its grid and what a click on it does: every monitor row takes these. */
export interface RowPlace {
  readonly index: number;
  readonly gridId: string;
  readonly active: boolean;
  onSelect(index: number): void;
}

/** The row element of a monitor grid, positioned for the virtual rows; `data` adds the row's data-* attributes. */
export function GridRow({ place, spec, data, children }: { place: RowPlace; spec: GridSpec; data?: Readonly<Record<`data-${string}`, string | number | boolean>>; children: ReactNode }) {
  const { index, gridId, active, onSelect } = place;
  const rowHeight = useRowHeight(spec);
  return (
    <div
      id={`${gridId}-row-${index}`}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={active}
      {...data}
      className={classes.row}
      style={{ top: HEADER_HEIGHT + index * rowHeight, height: rowHeight, gridTemplateColumns: COLUMNS }}
      onClick={() => onSelect(index)}
    >
      {children}
    </div>
  );
}

/**
 * The event in bold and its market dimmed, the way the risk monitor and the bet ticker name a market
 * (plain elements with classes: live rows render often).
 */
export function EventMarketCell({ eventName, marketName, title }: { eventName: string; marketName: string; title?: string }) {
  return (
    <span className={classes.cell} role="gridcell" title={title}>
      <span className={classes.eventInline}>{eventName}</span> <span className={classes.dimmed}>{marketName}</span>
    </span>
  );
}
