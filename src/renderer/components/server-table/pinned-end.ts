import type { MRT_RowData } from 'mantine-react-table';
import { columnIdOf, shownColumnsOf, type ServerColumn } from './export-columns';

/** The row actions column (Edit, Delete, Reset Password …) of a ServerTable, by its id. */
export const ACTIONS_COLUMN_ID = 'actions';

/**
 * mantine-react-table's own attributes of a column pinned to the right; its stylesheet makes such cells sticky,
 * with the pinned background and the edge shadow. The console does not let users pin columns (the pin would
 * not be kept with their column layout), so only these attributes are used, not its pinning state. That
 * state is also what its stylesheet reads the cells' distance from the edge from (`--mrt-table-cell-right`,
 * the width of the pinned columns after them): the kit's one pinned column sits at the edge itself, `right: 0`.
 */
const PINNED_END = { 'data-column-pinned': 'right', 'data-first-right-pinned': 'true' } as const;
const AT_THE_EDGE = { right: 0 } as const;

type CellProps = ServerColumn<MRT_RowData>['mantineTableBodyCellProps'] | ServerColumn<MRT_RowData>['mantineTableHeadCellProps'];

type OwnStyle = object | ((theme: never) => object) | undefined;
/** A cell's own props with the pinned attributes and edge; its own style (an object, or a function of the theme) is kept. */
const pinned = (own: { style?: OwnStyle } | undefined): object => {
  const style = own?.style;
  return { ...own, ...PINNED_END, style: typeof style === 'function' ? (theme: never) => ({ ...style(theme), ...AT_THE_EDGE }) : { ...style, ...AT_THE_EDGE } };
};

const withPinnedProps = (own: CellProps): CellProps =>
  typeof own === 'function' ? ((args: never) => pinned((own as (args: never) => { style?: OwnStyle })(args))) as never : (pinned(own as { style?: OwnStyle } | undefined) as never);

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
