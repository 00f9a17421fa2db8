import type { MRT_Column, MRT_RowData, MRT_TableInstance } from 'mantine-react-table';
import type { KeyboardEvent } from 'react';

/** How far Shift+arrow widens or narrows a column. */
export const RESIZE_STEP_PX = 20;
const MIN_WIDTH_PX = 60;

/** Columns that keep their place: the selection boxes and the pinned Actions. */
const fixedColumn = (id: string | undefined): boolean => id === undefined || id.startsWith('mrt-') || id === 'actions';

/**
 * The column order with one column moved past its next shown neighbour, left (-1) or right (+1); hidden
 * columns (`shown` leaves them out) keep their places. The same order where it cannot go: an end, or a column
 * that keeps its place on either side.
 */
export const movedColumn = (order: readonly string[], id: string, step: -1 | 1, shown: ReadonlySet<string> = new Set(order)): string[] => {
  const next = [...order];
  const from = next.indexOf(id);
  let to = from + step;
  while (to >= 0 && to < next.length && !shown.has(next[to] as string)) to += step;
  if (from < 0 || fixedColumn(id) || to < 0 || to >= next.length || fixedColumn(next[to])) return next;
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
};

/**
 * A column header's move handle, from the keyboard too: its name says which column it moves, ← and → move
 * the column a place (kept for the user like a drag), Shift+← and Shift+→ narrow or widen it.
 */
export const columnHandleProps = <Row extends MRT_RowData>({ column, table }: { column: MRT_Column<Row>; table: MRT_TableInstance<Row> }) => {
  const name = typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
  return {
    title: `Move column ${name} (← → move it, Shift+← → resize it)`,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      event.stopPropagation();
      const step = event.key === 'ArrowLeft' ? -1 : 1;
      if (event.shiftKey) {
        const width = Math.max(MIN_WIDTH_PX, column.getSize() + step * RESIZE_STEP_PX);
        table.setColumnSizing((sizes) => ({ ...sizes, [column.id]: width }));
        return;
      }
      const current = table.getState().columnOrder;
      const order = current.length > 0 ? current : table.getAllLeafColumns().map((c) => c.id);
      table.setColumnOrder(movedColumn(order, column.id, step, new Set(table.getVisibleLeafColumns().map((c) => c.id))));
    },
  };
};
