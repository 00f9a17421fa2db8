import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MRT_ColumnOrderState, MRT_ColumnSizingState, MRT_Updater, MRT_VisibilityState } from 'mantine-react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { contract, EMPTY_TABLE_LAYOUT, type TableLayout } from '@shared/contract';
import { callOperation, operationKey, operationQuery } from '@renderer/app/data/operations';

/** Resizing fires per pixel dragged; the layout is written once the hand stops. */
const SAVE_DELAY_MS = 400;

const apply = <T,>(updater: MRT_Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);

export interface TableLayoutState {
  readonly layout: TableLayout;
  setColumnVisibility(updater: MRT_Updater<MRT_VisibilityState>): void;
  setColumnOrder(updater: MRT_Updater<MRT_ColumnOrderState>): void;
  setColumnSizing(updater: MRT_Updater<MRT_ColumnSizingState>): void;
}

/** A layout with the table's default visibility under the user's own choices (a column they showed stays shown). */
export const withDefaultVisibility = (layout: TableLayout, defaults: Readonly<Record<string, boolean>>): TableLayout =>
  Object.keys(defaults).length === 0 ? layout : { ...layout, columnVisibility: { ...defaults, ...layout.columnVisibility } };

/**
 * What of a table's visibility is the user's own: what they had chosen, and what differs from the table's
 * defaults. A default is not saved as a choice, so a later change of the default reaches them.
 */
export const ownVisibility = (next: Readonly<Record<string, boolean>>, chosen: Readonly<Record<string, boolean>>, defaults: Readonly<Record<string, boolean>>): Record<string, boolean> =>
  Object.fromEntries(Object.entries(next).filter(([id, shown]) => id in chosen || shown !== (defaults[id] ?? true)));

/**
 * The signed-in user's column visibility, order and widths of one table, kept by the main process per
 * user and table id. Read once when the table mounts; each change is the table's state at once and is
 * written behind it. Until the saved layout arrives (or if it cannot be read) the table uses its defaults:
 * every column shown but those `defaultVisibility` hides.
 */
export function useTableLayout(tableId: string, defaultVisibility: Readonly<Record<string, boolean>> = {}): TableLayoutState {
  const saved = useQuery({ ...operationQuery(contract.preferences.tableLayout, { tableId }, { spinner: false, errorToast: false }), staleTime: Infinity });
  const queryClient = useQueryClient();
  const [edited, setEdited] = useState<TableLayout | null>(null);
  const stored = edited ?? saved.data ?? EMPTY_TABLE_LAYOUT;
  const layout = useMemo(() => withDefaultVisibility(stored, defaultVisibility), [stored, defaultVisibility]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: TableLayout) => {
    setEdited(next);
    // The next mount of this table (another screen visit) starts from this layout, not the one read first.
    queryClient.setQueryData(operationKey(contract.preferences.tableLayout, { tableId }), next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void callOperation(contract.preferences.saveTableLayout, { tableId, layout: next }), SAVE_DELAY_MS);
  };
  return {
    layout,
    setColumnVisibility: (updater) =>
      change({ ...stored, columnVisibility: ownVisibility(apply(updater, layout.columnVisibility), stored.columnVisibility, defaultVisibility) }),
    setColumnOrder: (updater) => change({ ...stored, columnOrder: apply(updater, layout.columnOrder) }),
    setColumnSizing: (updater) => change({ ...stored, columnSizing: apply(updater, layout.columnSizing) }),
  };
}
