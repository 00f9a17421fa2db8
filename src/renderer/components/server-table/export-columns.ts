import type { MRT_ColumnDef, MRT_RowData } from 'mantine-react-table';
import type { ListOrder } from '@shared/contract/list-order';
import type { Cell } from '@shared/files/xlsx';
import type { ExportColumn } from './export-rows';

/** A column of a ServerTable: mantine-react-table's, plus how its cell reads in an export. */
export type ServerColumn<Row extends MRT_RowData> = MRT_ColumnDef<Row> & {
  /** The cell in a CSV or Excel file. Columns with neither this nor an accessor (buttons, switches) are left out. */
  exportValue?: (row: Row) => Cell;
  /** The column's title in a file where the screen's needs more ("Exposure (₹)": the file has no ₹ in its cells). */
  exportHeader?: string;
  /** Its export value is a date-time of the zone times are shown in (`dateTimeCellOf`): the file's header names the zone. */
  exportZoned?: boolean;
  /**
   * Columns a file needs after this one for what the screen shows inside its cells: the currency of amounts
   * whose rows differ in currency ("Currency"). Written once per file, however many shown columns bring a
   * column of that header, and left out with the columns that bring it.
   */
  exportBeside?: readonly ExportColumn<Row>[];
  /**
   * Left out until the user shows it from the table's column menu (a minor column of a table too wide for a
   * 1,280 px window with it). The user's own choice, once made, is kept as any other.
   */
  hiddenByDefault?: boolean;
};

const asCell = (value: unknown): Cell => (typeof value === 'number' ? value : value === null || value === undefined ? '' : String(value));

/** A column's id: its own, or its accessor key. */
export const columnIdOf = <Row extends MRT_RowData>(column: ServerColumn<Row>): string => column.id ?? String(column.accessorKey ?? '');

/** The visibility of a table's columns before the user chooses: its columns hidden by default are off. */
export const defaultVisibilityOf = <Row extends MRT_RowData>(columns: readonly ServerColumn<Row>[]): Readonly<Record<string, boolean>> =>
  Object.fromEntries(columns.filter((column) => column.hiddenByDefault).map((column) => [columnIdOf(column), false]));

/**
 * The columns with sorting on where the list's declared order sorts by them, off elsewhere (a column may
 * still turn its own off). No order: the list has one fixed order, and no column sorts.
 */
export const sortableBy = <Row extends MRT_RowData>(columns: readonly ServerColumn<Row>[], order: ListOrder | undefined): ServerColumn<Row>[] =>
  columns.map((column) => {
    const id = columnIdOf(column);
    const sorts = (column.enableSorting ?? true) && (order?.sortable.includes(id) ?? false);
    // TanStack Table sorts only columns with an accessor; a column drawn by its Cell alone gets one reading the
    // row's field of its id, which also picks the first direction (numbers largest first, text A to Z).
    const accessor = sorts && column.accessorKey === undefined && column.accessorFn === undefined ? { accessorFn: (row: Row) => (row as Record<string, unknown>)[id] } : {};
    return { ...column, ...accessor, enableSorting: sorts } as ServerColumn<Row>;
  });

/** The columns the user sees, in the order they see them (`order` may be empty: the declared order). */
export const shownColumnsOf = <Row extends MRT_RowData>(
  columns: readonly ServerColumn<Row>[],
  visibility: Readonly<Record<string, boolean>>,
  order: readonly string[],
): ServerColumn<Row>[] => {
  const position = (column: ServerColumn<Row>) => {
    const index = order.indexOf(columnIdOf(column));
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...columns].filter((column) => visibility[columnIdOf(column)] !== false).sort((a, b) => position(a) - position(b));
};

/** A column's own cells in a file, if it has any (buttons and switches have none). */
const ownExportColumn = <Row extends MRT_RowData>(column: ServerColumn<Row>): ExportColumn<Row>[] => {
  const header = column.exportHeader ?? String(column.header);
  if (column.exportValue) return [{ header, value: column.exportValue, ...(column.exportZoned ? { zoned: true } : {}) }];
  if (column.accessorFn) {
    const read = column.accessorFn;
    return [{ header, value: (row) => asCell(read(row)) }];
  }
  if (column.accessorKey) {
    const key = String(column.accessorKey);
    return [{ header, value: (row) => asCell((row as Record<string, unknown>)[key]) }];
  }
  return [];
};

/** The exportable columns in the order and visibility the user sees them, each followed by what it brings beside it. */
export const exportColumnsOf = <Row extends MRT_RowData>(
  columns: readonly ServerColumn<Row>[],
  visibility: Readonly<Record<string, boolean>>,
  order: readonly string[],
): ExportColumn<Row>[] => {
  const written: ExportColumn<Row>[] = [];
  for (const column of shownColumnsOf(columns, visibility, order)) {
    written.push(...ownExportColumn(column));
    for (const beside of column.exportBeside ?? []) if (!written.some((c) => c.header === beside.header)) written.push(beside);
  }
  return written;
};
