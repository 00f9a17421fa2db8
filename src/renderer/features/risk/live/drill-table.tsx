import { Table, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import staleFigures from '@renderer/components/stale-figures.module.css';
import { TableHead } from '@renderer/components/table-head';
import { formatTime } from '@renderer/lib/format';
import { isOwnKeyEvent } from './own-key-event';

export interface DrillRow {
  readonly key: string;
  readonly cells: readonly ReactNode[];
  /** Drawn in red: above its alert threshold. */
  readonly alert?: boolean;
}

/**
 * When a live level's figures were last read, while its latest read failed and it still shows them (the
 * exchange did not answer); undefined while they are current.
 */
export const staleSince = (read: { isError: boolean; data: unknown; dataUpdatedAt: number }): number | undefined =>
  read.isError && read.data !== undefined && read.dataUpdatedAt > 0 ? read.dataUpdatedAt : undefined;

/** The row that is the table's Tab stop: by its key (it follows its market as live updates reorder the rows), else where it was. */
interface Current {
  readonly key: string | undefined;
  readonly index: number;
}

/**
 * One level of the risk drill-down: a table whose rows take the focus (one at a time), moved with the
 * arrows, Home and End; Enter goes into the focused row, other keys go to `onKey` (S suspends). The table
 * is one Tab stop (roving tabindex): its current row, the one last focused (the first at the start), so
 * Tab leaves the table in one press and comes back to that row. The row given as `focusIndex` takes the
 * focus when the level appears, so Escape lands where the trader left.
 * Keys from a control in a row (Void) are the control's, and those of a dialog it opened are the dialog's.
 */
export function DrillTable({ label, note, headers, rows, focusIndex, asOf, onEnter, onKey, onActive }: {
  label: string;
  /** A short line above the table saying what it shows (how it is ranked), read with it by screen readers. */
  note?: string | undefined;
  headers: readonly string[];
  rows: readonly DrillRow[];
  focusIndex: number | null;
  /** Its figures are old (see staleSince): dimmed, under a note saying since when. */
  asOf?: number | undefined;
  onEnter?: (index: number) => void;
  onKey?: (key: string, index: number) => boolean;
  onActive?: (index: number) => void;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const rowAt = (index: number) => body.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`) ?? null;
  const hasRows = rows.length > 0;
  const [current, setCurrent] = useState<Current>(() => ({ key: undefined, index: focusIndex ?? 0 }));
  const byKey = current.key === undefined ? -1 : rows.findIndex((row) => row.key === current.key);
  const tabStop = byKey >= 0 ? byKey : Math.max(0, Math.min(rows.length - 1, current.index));
  useEffect(() => {
    if (focusIndex !== null && hasRows) rowAt(Math.min(focusIndex, rows.length - 1))?.focus();
    // Only when the level appears or first gets rows: live updates never move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusIndex, hasRows]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !isOwnKeyEvent(event)) return;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      rowAt(Math.max(0, Math.min(rows.length - 1, target)))?.focus();
    } else if (event.target !== event.currentTarget) {
      // Enter, Space and letters on a control in the row (its Void button) are the control's.
      return;
    } else if (event.key === 'Enter' && onEnter) {
      event.preventDefault();
      onEnter(index);
    } else if (onKey?.(event.key, index)) event.preventDefault();
  };

  const noteId = useId();
  const staleId = useId();
  const stale = asOf !== undefined;
  const describedBy = [note === undefined ? '' : noteId, stale ? staleId : ''].filter(Boolean).join(' ');
  return (
    <>
      {note !== undefined && (
        <Text id={noteId} size="xs" c="dimmed">
          {note}
        </Text>
      )}
      {stale && (
        <Text id={staleId} role="status" size="xs" c="orange.8" fw={500}>
          Not updated since {formatTime(asOf)}: the exchange did not answer. These figures may be out of date.
        </Text>
      )}
      <Table striped highlightOnHover fz="sm" verticalSpacing={4} aria-label={label} aria-describedby={describedBy || undefined} data-stale={stale || undefined} className={stale ? staleFigures.stale : undefined}>
        <TableHead headers={headers} />
        <Table.Tbody ref={body}>
          {rows.map((row, index) => (
            <Table.Tr
              key={row.key}
              data-row-index={index}
              data-alert={row.alert ? true : undefined}
              tabIndex={index === tabStop ? 0 : -1}
              bg={row.alert ? 'var(--mantine-color-red-light)' : undefined}
              style={{ cursor: onEnter ? 'pointer' : undefined }}
              onKeyDown={onKeyDown(index)}
              onFocus={() => {
                // Focus in the row (by a key, a click or on a control in it) makes it the Tab stop.
                if (current.key !== row.key || current.index !== index) setCurrent({ key: row.key, index });
                onActive?.(index);
              }}
              onDoubleClick={() => onEnter?.(index)}
            >
              {row.cells.map((cell, i) => (
                <Table.Td key={headers[i] ?? i}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
