import { Badge, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMantineReactTable, type MRT_RowData, type MRT_SortingState, type MRT_TableOptions, type MRT_Updater } from 'mantine-react-table';
import { fullNumbersPaginationProps } from './full-numbers-pagination';
import { tableInfo } from './table-info';
import type { ServerTable } from './use-server-table';

/** One page of a server-side table, with where it starts (so the info line matches the rows shown). */
export interface ServerPage<Row> {
  readonly data: readonly Row[];
  readonly start: number;
  readonly recordsFiltered: number;
  readonly recordsTotal: number;
}

const apply = <T,>(updater: MRT_Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);

/**
 * A mantine-react-table over server-side pages (spec §9): the exchange pages, orders and searches; one
 * column sorts at a time; full-numbers paging; DataTables' info line under it. `options` adds the
 * columns and toolbar, and may override any of these defaults.
 */
export function useServerMantineTable<Row extends MRT_RowData & { _id: string }>({
  table,
  query,
  label,
  noRecords,
  ...options
}: {
  table: ServerTable;
  query: { readonly data: ServerPage<Row> | undefined; readonly isFetching: boolean };
  /** The table's accessible name. */
  label: string;
  noRecords: string;
} & Omit<MRT_TableOptions<Row>, 'data'>) {
  const page = query.data;
  return useMantineReactTable<Row>({
    data: (page?.data ?? []) as Row[],
    getRowId: (row) => row._id,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: page?.recordsFiltered ?? 0,
    enableGlobalFilter: false,
    enableColumnFilters: false,
    enableColumnActions: false,
    enableToolbarInternalActions: false,
    enableMultiSort: false,
    enableSortingRemoval: false,
    paginationDisplayMode: 'pages',
    mantinePaginationProps: fullNumbersPaginationProps,
    localization: { noRecordsToDisplay: noRecords },
    state: {
      pagination: table.pagination,
      sorting: table.sorting as MRT_SortingState,
      showProgressBars: query.isFetching && query.data !== undefined,
    },
    onPaginationChange: (updater) => table.setPageIndex(apply(updater, table.pagination).pageIndex),
    onSortingChange: (updater) => table.setSorting(apply(updater, table.sorting as MRT_SortingState)),
    mantineTableProps: { 'aria-label': label, striped: true, highlightOnHover: true },
    mantineTableHeadCellProps: ({ column }) => {
      const sorted = column.getIsSorted();
      return sorted ? { 'aria-sort': sorted === 'asc' ? 'ascending' : 'descending' } : {};
    },
    renderBottomToolbarCustomActions: () => (
      <Text size="sm" c="dimmed" role="status" data-testid="table-info" px="xs">
        {page ? tableInfo(page.start, page.data.length, page.recordsFiltered, page.recordsTotal) : ''}
      </Text>
    ),
    ...options,
  });
}

/** The table's search box: what is typed goes to the exchange after the debounce. */
export function ServerTableSearch({ table, placeholder, w }: { table: ServerTable; placeholder: string; w: number }) {
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={table.searchInput}
      onChange={(event) => table.setSearchInput(event.currentTarget.value)}
      w={w}
    />
  );
}

/** An account's Active/Inactive status in a table cell. */
export function AccountStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={status === 'active' ? 'green' : 'gray'}>
      {status === 'active' ? 'Active' : 'Inactive'}
    </Badge>
  );
}
