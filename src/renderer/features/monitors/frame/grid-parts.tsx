import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
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
