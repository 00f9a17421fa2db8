import type { MRT_RowData } from 'mantine-react-table';
import { columnIdOf, shownColumnsOf, type ServerColumn } from './export-columns';

/** The row actions column (Edit, Delete, Reset Password …) of a ServerTable, by its id. */
export const ACTIONS_COLUMN_ID = 'actions';

/**
 * mantine-react-table's own attributes of a column pinned to the right; its stylesheet makes such cells sticky,
 * with the pinned background and the edge shadow. The console does not let users pin columns (the pin would
 * not be kept with their column layout), so only these attributes are used, not its pinning state.
 */
const PINNED_END = { 'data-column-pinned': 'right', 'data-first-right-pinned': 'true' } as const;

type CellProps = ServerColumn<MRT_RowData>['mantineTableBodyCellProps'] | ServerColumn<MRT_RowData>['mantineTableHeadCellProps'];

const withPinnedProps = (own: CellProps): CellProps =>
  typeof own === 'function' ? ((args: never) => ({ ...(own as (args: never) => object)(args), ...PINNED_END })) as never : ({ ...own, ...PINNED_END } as never);

/**
 * The columns with the row actions kept in view: a wide table (or a narrow monitor window) scrolls sideways,
 * and Edit or Delete must not scroll out of reach. Only while the actions are the last column shown; moved
 * elsewhere by the user, they scroll with the others.
 */
export function withPinnedActions<Row extends MRT_RowData>(
  columns: ServerColumn<Row>[],
  visibility: Readonly<Record<string, boolean>>,
  order: readonly string[],
): ServerColumn<Row>[] {
  const shown = shownColumnsOf(columns, visibility, order);
  const last = shown[shown.length - 1];
  if (!last || columnIdOf(last) !== ACTIONS_COLUMN_ID) return columns;
  return columns.map((column) =>
    column === last
      ? { ...column, mantineTableBodyCellProps: withPinnedProps(column.mantineTableBodyCellProps as CellProps), mantineTableHeadCellProps: withPinnedProps(column.mantineTableHeadCellProps as CellProps) }
      : column,
  ) as ServerColumn<Row>[];
}
