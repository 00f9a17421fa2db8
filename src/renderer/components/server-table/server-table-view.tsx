import { Button, Group, Stack, Text } from '@mantine/core';
import { MantineReactTable, useMantineReactTable, type MRT_RowData, type MRT_RowSelectionState, type MRT_SortingState, type MRT_Updater } from 'mantine-react-table';
import { memo, useMemo, type ReactNode } from 'react';
import type { BridgedOperation, OutputOf } from '@renderer/app/data/operations';
import { useFormatRedraw } from '@renderer/app/display/format-redraw';
import { AddButton } from '@renderer/components/add-button';
import type { ExportFormat, TablePage } from './export-rows';
import { columnHandleProps } from './column-keys';
import { sortableBy, type ServerColumn } from './export-columns';
import { fullNumbersPaginationProps } from './full-numbers-pagination';
import { useKeepFocus } from './keep-focus';
import { withPinnedActions } from './pinned-end';
import { orderOf, type SortState } from './request';
import { onRowKeyDown } from './row-keyboard';
import type { ServerTableBaseProps } from './server-table-props';
import { tableInfo } from './table-info';
// mantine-react-table's own styles, then ours over them: every screen with a table has both, whichever it is.
import 'mantine-react-table/styles.css';
import './server-table.css';
import { BulkBar, TableExport, TableSearch } from './table-toolbar';
import type { ExportProgress } from './use-table-export';
import type { TableLayoutState } from './use-table-layout';
import type { TableLayout } from '@shared/contract';

export const NO_DATA_TEXT = 'No data available in table';
/** Under a search or filters that hide every row (where the screen words its own empty text). */
export const NOTHING_MATCHES = 'Nothing matches the search.';
export const NOTHING_MATCHES_FILTERS = 'Nothing matches the filters.';
export const NOTHING_MATCHES_BOTH = 'Nothing matches the search and filters.';
const NARROWED_TEXT = { search: NOTHING_MATCHES, filters: NOTHING_MATCHES_FILTERS, both: NOTHING_MATCHES_BOTH } as const;
/** What hides rows of the list: the search, the screen's filters, both, or nothing. */
export type Narrowed = keyof typeof NARROWED_TEXT | null;

/** What a column shows of a row: what it writes to a file, or else its value. */
const shownValue = <Row extends MRT_RowData>(column: ServerColumn<Row>, row: Row): unknown => {
  if (column.exportValue) return column.exportValue(row);
  if (column.accessorFn) return column.accessorFn(row);
  return typeof column.accessorKey === 'string' ? (row as Record<string, unknown>)[column.accessorKey] : undefined;
};

const isFigure = (value: unknown): boolean => typeof value === 'number' || (typeof value === 'object' && value !== null && 'money' in value);

/**
 * The columns of figures (counts, amounts) on this page: a column whose value is a number or money on some
 * row. server-table.css keeps their cells on one line where text cells wrap anywhere. Decided once a page,
 * not per cell and render (a column's export value may format a whole change list).
 */
const figureColumnIds = <Row extends MRT_RowData>(columns: readonly ServerColumn<Row>[], rows: readonly Row[]): ReadonlySet<string> =>
  new Set(columns.filter((column) => column.id !== undefined && rows.some((row) => isFigure(shownValue(column, row)))).map((column) => column.id as string));
const FIGURE_CELL = { 'data-figure': true } as const;
/**
 * A column without a size of its own starts 130 px wide, not mantine-react-table's 180: a column's size is
 * its smallest width (layoutMode 'semantic'), and eight columns of 180 px needed a sideways scroll in a
 * 1,400 px window. A table with room to spare still fills its width.
 */
const DEFAULT_COLUMN = { size: 130 } as const;
/**
 * 12 px either side of a cell's text, not mantine-react-table's 16 (its 'md' density): a column's smallest width
 * is its header's label with its move handle and sort button, and 8 px a column gave the tables of eight or nine
 * columns the room to fit a 1,280 px window. Compact density (density.css) has its own, smaller padding.
 */
const CELL_SPACING = 'sm';

export const apply = <T,>(updater: MRT_Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);

/** Stable callbacks (useStableHandlers): the view re-renders for what it shows, never for a new closure. */
export interface ViewHandlers {
  setPageIndex(pageIndex: number): void;
  setSorting(sorting: SortState[]): void;
  setSearch(value: string): void;
  setRowSelection(updater: MRT_Updater<MRT_RowSelectionState>): void;
  clearSelection(): void;
  retry(): void;
  exportRows(format: ExportFormat): void;
  cancelExport(): void;
  setColumnVisibility: TableLayoutState['setColumnVisibility'];
  setColumnOrder: TableLayoutState['setColumnOrder'];
  setColumnSizing: TableLayoutState['setColumnSizing'];
}

export interface ServerTableViewProps<Op extends BridgedOperation, Row extends MRT_RowData> {
  readonly table: ServerTableBaseProps<Op, Row>;
  /** The page on screen and where it starts; null until the first answer. */
  readonly page: { start: number; page: TablePage<Row> } | null;
  /** The answer on screen (filter fields may read choices from it). */
  readonly answer: OutputOf<Op> | undefined;
  /** The paging and sort of the page on screen (they change with the rows, not before them). */
  readonly pageIndex: number;
  readonly sorting: SortState[];
  readonly firstLoad: boolean;
  /** A later load that is taking long enough to show progress. */
  readonly slowLoad: boolean;
  readonly failed: boolean;
  /**
   * A search is set: an empty answer means nothing matches it, not that the list has nothing. (Filters are
   * not counted: a table scoped to one site has its filter always set, and a screen words its own filters.)
   */
  readonly narrowed: Narrowed;
  readonly layout: TableLayout;
  readonly rowSelection: MRT_RowSelectionState;
  readonly selectedRows: Row[];
  readonly exportProgress: ExportProgress | null;
  readonly handlers: ViewHandlers;
  readonly getRowId: (row: Row) => string;
  /** Rows a page (the table's `pageSize`, or its default). */
  readonly pageSize: number;
}

/**
 * What the one server-side table draws: mantine-react-table in manual mode. Memoised: a new request
 * (a keystroke's search, a page click) does not draw the table again until its answer is there, so a
 * search or a page change costs one table render.
 */
function ServerTableViewInner<Op extends BridgedOperation, Row extends MRT_RowData>(props: ServerTableViewProps<Op, Row>) {
  const { table: p, page, handlers, layout } = props;
  // Memoised: the cells, counts and paging follow a change of grouping or zone through the context.
  useFormatRedraw();
  // The spec's text stays wherever a table uses it. A screen's own "none yet" text would mislead under a
  // search or filters that hide every row: say so instead.
  const own = p.noRecords ?? NO_DATA_TEXT;
  const noData = own !== NO_DATA_TEXT && props.narrowed ? NARROWED_TEXT[props.narrowed] : own;
  const { rootRef, onFocusCapture, onBlurCapture } = useKeepFocus(page);
  const order = orderOf(p.operation);
  const figures = useMemo(() => figureColumnIds(p.columns, (page?.page.data ?? []) as Row[]), [p.columns, page]);
  const columns = useMemo(
    () => withPinnedActions(sortableBy(p.columns, order), layout.columnVisibility, layout.columnOrder),
    [p.columns, order, layout.columnVisibility, layout.columnOrder],
  );
  const table = useMantineReactTable<Row>({
    columns,
    defaultColumn: DEFAULT_COLUMN,
    data: (page?.page.data ?? []) as Row[],
    getRowId: props.getRowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: page?.page.recordsFiltered ?? 0,
    enableGlobalFilter: false,
    enableColumnFilters: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableSorting: (order?.sortable.length ?? 0) > 0,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableColumnOrdering: true,
    enableColumnResizing: true,
    // Resizing would switch to 'grid-no-grow', which adds an empty spacer column (a header with no name).
    layoutMode: 'semantic',
    enableHiding: true,
    enableRowSelection: p.bulkActions !== undefined,
    positionToolbarAlertBanner: 'none',
    paginationDisplayMode: 'pages',
    mantinePaginationProps: fullNumbersPaginationProps,
    mantineColumnDragHandleProps: columnHandleProps,
    localization: { noRecordsToDisplay: noData },
    state: {
      pagination: { pageIndex: props.pageIndex, pageSize: props.pageSize },
      sorting: props.sorting as MRT_SortingState,
      isLoading: props.firstLoad,
      showProgressBars: props.slowLoad,
      rowSelection: props.rowSelection,
      columnVisibility: layout.columnVisibility,
      // Absent until the user reorders: mantine-react-table then keeps its own default order (with its selection column).
      ...(layout.columnOrder.length > 0 ? { columnOrder: layout.columnOrder } : {}),
      columnSizing: layout.columnSizing,
    } as never,
    onPaginationChange: (updater) => handlers.setPageIndex(apply(updater, { pageIndex: props.pageIndex, pageSize: props.pageSize }).pageIndex),
    onSortingChange: (updater) => handlers.setSorting(apply(updater, props.sorting as MRT_SortingState)),
    onRowSelectionChange: handlers.setRowSelection,
    onColumnVisibilityChange: handlers.setColumnVisibility,
    onColumnOrderChange: handlers.setColumnOrder,
    onColumnSizingChange: handlers.setColumnSizing,
    // mantine-react-table keeps its progress bars mounted in a closed Collapse (height 0): striped and animated,
    // they would repaint every frame of an idle window, unseen. They move only while shown.
    mantineProgressProps: { animated: props.slowLoad, value: 100 },
    mantineTableProps: { 'aria-label': p.label, 'aria-busy': props.slowLoad, striped: true, highlightOnHover: true, horizontalSpacing: CELL_SPACING } as never,
    mantineTableBodyProps: { 'aria-busy': props.slowLoad } as never,
    mantineTableHeadCellProps: ({ column }) => {
      const sorted = column.getIsSorted();
      return sorted ? { 'aria-sort': sorted === 'asc' ? 'ascending' : 'descending' } : {};
    },
    mantineTableBodyCellProps: ({ column }) => (figures.has(column.id) ? (FIGURE_CELL as never) : {}),
    mantineTableBodyRowProps: ({ row }) => ({
      tabIndex: 0,
      // The row's id: a dialog it opened gives the keyboard back to the same row after a redraw (return-focus.ts).
      'data-row-id': row.id,
      onKeyDown: (event) => onRowKeyDown(event, p.onOpenRow && (() => p.onOpenRow?.(row.original))),
    }),
    renderEmptyRowsFallback: () => (
      <Text c={props.failed ? 'red' : 'dimmed'} ta="center" py="md" role={props.failed ? 'alert' : undefined}>
        {props.failed ? (
          <>
            The list could not be loaded.{' '}
            <Button size="compact-sm" variant="subtle" onClick={handlers.retry}>
              Try again
            </Button>
          </>
        ) : (
          noData
        )}
      </Text>
    ),
    renderTopToolbarCustomActions: () => <Toolbar {...props} />,
    renderBottomToolbarCustomActions: () => (
      <Text size="sm" c="dimmed" role="status" data-testid="table-info" px="xs">
        {page ? tableInfo(page.start, page.page.data.length, page.page.recordsFiltered, page.page.recordsTotal) : ''}
      </Text>
    ),
  });
  return (
    <div ref={rootRef} onFocusCapture={onFocusCapture} onBlurCapture={onBlurCapture}>
      <MantineReactTable table={table} />
    </div>
  );
}

function Toolbar<Op extends BridgedOperation, Row extends MRT_RowData>({ table: p, answer, handlers, selectedRows, exportProgress }: ServerTableViewProps<Op, Row>): ReactNode {
  const searchPlaceholder = p.search ?? p.searchPlaceholder;
  return (
    <Stack gap="xs" w="100%">
      <Group justify="space-between" align="flex-end" wrap="nowrap" w="100%">
        <Group gap="sm">
          {p.add && (
            <AddButton op={p.add.op} onClick={p.add.onClick}>
              {p.add.label}
            </AddButton>
          )}
          {p.actions}
        </Group>
        <Group gap="sm" align="flex-end" wrap="nowrap">
          {typeof p.filterFields === 'function' ? p.filterFields(answer) : p.filterFields}
          {searchPlaceholder !== undefined && <TableSearch label={p.search ?? p.searchLabel ?? 'Search'} placeholder={searchPlaceholder} initial={p.initialSearch} onSearch={handlers.setSearch} />}
          {p.exportable !== false && <TableExport progress={exportProgress} onExport={handlers.exportRows} onCancel={handlers.cancelExport} />}
        </Group>
      </Group>
      {p.bulkActions && selectedRows.length > 0 && (
        <BulkBar count={selectedRows.length} onClear={handlers.clearSelection}>
          {p.bulkActions(selectedRows, handlers.clearSelection)}
        </BulkBar>
      )}
    </Stack>
  );
}

export const ServerTableView = memo(ServerTableViewInner) as typeof ServerTableViewInner;
