import { Button, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MantineReactTable, useMantineReactTable, type MRT_RowData, type MRT_RowSelectionState, type MRT_SortingState, type MRT_Updater } from 'mantine-react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { unwrap } from '@renderer/app/errors';
import { callOperation, operationQuery, type BridgedOperation, type InputOf, type OutputOf } from '@renderer/app/data/operations';
import { exportColumnsOf, type ServerColumn } from './export-columns';
import type { TablePage } from './export-rows';
import { fullNumbersPaginationProps } from './full-numbers-pagination';
import type { SortState, TableRequest } from './request';
import { onRowKeyDown } from './row-keyboard';
import { tableInfo } from './table-info';
import { BulkBar, TableExport, TableSearch } from './table-toolbar';
import { useFirstLoad } from './use-first-load';
import { useTableExport } from './use-table-export';
import { useTableLayout } from './use-table-layout';
import { useTableQueryState } from './use-table-query-state';

export const NO_DATA_TEXT = 'No data available in table';

const apply = <T,>(updater: MRT_Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);

export interface ServerTableProps<Op extends BridgedOperation, Row extends MRT_RowData> {
  /** Names the table in the user's saved layouts and its export files ("traders", "catalogue.markets"). */
  tableId: string;
  /** The table's accessible name. */
  label: string;
  /** The contract's list operation: every page, order and search is one call of it. */
  operation: Op;
  /** The operation's input for a DataTables request: the request itself, with the screen's filters added. */
  toInput(request: TableRequest): InputOf<Op>;
  /** The page in the operation's answer (an operation that answers its whole list is paged here: `pageOfList`). */
  toPage(output: OutputOf<Op>, request: TableRequest): TablePage<Row>;
  columns: ServerColumn<Row>[];
  /** Column ids by their `order[].column` index, as the contract numbers them; none: the list has one fixed order. */
  orderColumns: readonly string[];
  pageSize: number;
  defaultSort?: SortState;
  /** The screen's filter values (they are in `toInput`): a change goes back to the first page. */
  filters?: unknown;
  /** The search box's placeholder; without one the table has no search box. */
  searchPlaceholder?: string;
  /** The search box's label, where a screen holds more than one table ("Search markets"); default "Search". */
  searchLabel?: string;
  /** Buttons left of the toolbar (Add New). */
  actions?: ReactNode;
  /** Filter fields beside the search box; as a function, they may read the last answer (a list of choices in it). */
  filterFields?: ReactNode | ((answer: OutputOf<Op> | undefined) => ReactNode);
  /** With it, rows can be selected (across pages) and these actions apply to the selection. */
  bulkActions?(rows: Row[], clear: () => void): ReactNode;
  /** Enter on a focused row. */
  onOpenRow?(row: Row): void;
  getRowId?(row: Row): string;
  noRecords?: string;
  exportable?: boolean;
  /** For lists that change by themselves (cron runs): refetched in the background, never blanked. */
  refetchInterval?: number;
}

/**
 * The one server-side table (issue 9 §3): mantine-react-table in manual mode over a contract list
 * operation, speaking DataTables' start, length, search and order. The request is the query key, so a
 * newer search supersedes an older one: TanStack Query aborts the older call through the bridge, and an
 * answer to a key that is no longer current is never painted. The previous page stays while the next loads.
 */
export function ServerTable<Op extends BridgedOperation, Row extends MRT_RowData>(props: ServerTableProps<Op, Row>) {
  const { operation, toInput, toPage, columns, pageSize } = props;
  const state = useTableQueryState({ orderColumns: props.orderColumns, pageSize, defaultSort: props.defaultSort, filters: props.filters });
  const layout = useTableLayout(props.tableId);
  const getRowId = props.getRowId ?? ((row: Row) => String((row as { _id?: unknown })._id));

  // Only the screen's very first load blanks it (spec: the spinner); later ones show the table's progress bar.
  const firstLoad = useFirstLoad([operation.id]);
  const query = useQuery({
    ...operationQuery(operation, toInput(state.request), { spinner: firstLoad }),
    placeholderData: keepPreviousData,
    ...(props.refetchInterval ? { refetchInterval: props.refetchInterval } : {}),
  });
  // The answer on screen and the request it answers: while the next page loads (the previous answer kept as
  // a placeholder), the rows, the info line and the start they are counted from stay in step.
  const [shown, setShown] = useState<{ output: OutputOf<Op>; request: TableRequest } | null>(null);
  if (query.data !== undefined && !query.isPlaceholderData && (shown?.output !== query.data || shown.request !== state.request)) {
    setShown({ output: query.data as OutputOf<Op>, request: state.request });
  }
  const page = useMemo(() => (shown ? { start: shown.request.start, page: toPage(shown.output, shown.request) } : null), [shown, toPage]);

  const [selected, setSelected] = useState<Record<string, Row>>({});
  const rowSelection = useMemo<MRT_RowSelectionState>(() => Object.fromEntries(Object.keys(selected).map((id) => [id, true])), [selected]);
  const onRowSelectionChange = (updater: MRT_Updater<MRT_RowSelectionState>) => {
    const next = apply(updater, rowSelection);
    const onPage = new Map((page?.page.data ?? []).map((row) => [getRowId(row), row]));
    setSelected(Object.fromEntries(Object.keys(next).flatMap((id) => (next[id] ? [[id, selected[id] ?? onPage.get(id)]] : [])).filter(([, row]) => row)));
  };
  const clearSelection = () => setSelected({});

  const exporter = useTableExport<Row>({
    fileName: props.tableId,
    request: state.request,
    columns: exportColumnsOf(columns, layout.layout.columnVisibility, layout.layout.columnOrder),
    fetchPage: async (request, signal) => toPage(unwrap(await callOperation(operation, toInput(request), { signal })), request),
  });

  const selectedRows = Object.values(selected);
  const table = useMantineReactTable<Row>({
    columns,
    data: (page?.page.data ?? []) as Row[],
    getRowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: page?.page.recordsFiltered ?? 0,
    enableGlobalFilter: false,
    enableColumnFilters: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableSorting: props.orderColumns.length > 0,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableColumnOrdering: true,
    enableColumnResizing: true,
    // Resizing would switch to 'grid-no-grow', which adds an empty spacer column (a header with no name).
    layoutMode: 'semantic',
    enableHiding: true,
    enableRowSelection: props.bulkActions !== undefined,
    positionToolbarAlertBanner: 'none',
    paginationDisplayMode: 'pages',
    mantinePaginationProps: fullNumbersPaginationProps,
    localization: { noRecordsToDisplay: props.noRecords ?? NO_DATA_TEXT },
    state: {
      pagination: state.pagination,
      sorting: state.sorting as MRT_SortingState,
      isLoading: query.isPending,
      showProgressBars: query.isFetching && query.data !== undefined,
      rowSelection,
      columnVisibility: layout.layout.columnVisibility,
      // Absent until the user reorders: mantine-react-table then keeps its own default order (with its selection column).
      ...(layout.layout.columnOrder.length > 0 ? { columnOrder: layout.layout.columnOrder } : {}),
      columnSizing: layout.layout.columnSizing,
    } as never,
    onPaginationChange: (updater) => state.setPageIndex(apply(updater, state.pagination).pageIndex),
    onSortingChange: (updater) => state.setSorting(apply(updater, state.sorting as MRT_SortingState)),
    onRowSelectionChange,
    onColumnVisibilityChange: layout.setColumnVisibility,
    onColumnOrderChange: layout.setColumnOrder,
    onColumnSizingChange: layout.setColumnSizing,
    mantineTableProps: { 'aria-label': props.label, 'aria-busy': query.isFetching, striped: true, highlightOnHover: true } as never,
    mantineTableBodyProps: { 'aria-busy': query.isFetching } as never,
    mantineTableHeadCellProps: ({ column }) => {
      const sorted = column.getIsSorted();
      return sorted ? { 'aria-sort': sorted === 'asc' ? 'ascending' : 'descending' } : {};
    },
    mantineTableBodyRowProps: ({ row }) => ({
      tabIndex: 0,
      onKeyDown: (event) => onRowKeyDown(event, props.onOpenRow && (() => props.onOpenRow?.(row.original))),
    }),
    renderEmptyRowsFallback: () => (
      <Text c={query.isError ? 'red' : 'dimmed'} ta="center" py="md" role={query.isError ? 'alert' : undefined}>
        {query.isError ? (
          <>
            The list could not be loaded.{' '}
            <Button size="compact-sm" variant="subtle" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </>
        ) : (
          (props.noRecords ?? NO_DATA_TEXT)
        )}
      </Text>
    ),
    renderTopToolbarCustomActions: () => (
      <Stack gap="xs" w="100%">
        <Group justify="space-between" align="flex-end" wrap="nowrap" w="100%">
          <Group gap="sm">{props.actions}</Group>
          <Group gap="sm" align="flex-end" wrap="nowrap">
            {typeof props.filterFields === 'function' ? props.filterFields(query.data as OutputOf<Op> | undefined) : props.filterFields}
            {props.searchPlaceholder !== undefined && (
              <TableSearch label={props.searchLabel ?? 'Search'} placeholder={props.searchPlaceholder} onSearch={state.setSearch} />
            )}
            {props.exportable !== false && <TableExport progress={exporter.progress} onExport={exporter.run} onCancel={exporter.cancel} />}
          </Group>
        </Group>
        {props.bulkActions && selectedRows.length > 0 && (
          <BulkBar count={selectedRows.length} onClear={clearSelection}>
            {props.bulkActions(selectedRows, clearSelection)}
          </BulkBar>
        )}
      </Stack>
    ),
    renderBottomToolbarCustomActions: () => (
      <Text size="sm" c="dimmed" role="status" data-testid="table-info" px="xs">
        {page ? tableInfo(page.start, page.page.data.length, page.page.recordsFiltered, page.page.recordsTotal) : ''}
      </Text>
    ),
  });
  return <MantineReactTable table={table} />;
}
