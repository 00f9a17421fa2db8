import { Badge, Button, Group, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef, type MRT_SortingState, type MRT_Updater } from 'mantine-react-table';
import { useMemo } from 'react';
import { TRADER_DEFAULT_ORDER, TRADER_PAGE_LENGTH, type TraderRow } from '@shared/contract/traders';
import { fullNumbersPaginationProps } from '@renderer/components/data-table/full-numbers-pagination';
import { tableInfo } from '@renderer/components/data-table/table-info';
import { useServerTable } from '@renderer/components/data-table/use-server-table';
import { NO_TRADERS } from './trader-messages';
import { TRADERS_KEY, tradersQuery } from './traders-api';

/** Column ids in the spec's order: their index is what `order[].column` means to the exchange. */
const COLUMN_IDS = ['name', 'userName', 'status', 'permissions', 'ipLogs', 'edit', 'active', 'action'] as const;

export interface TraderTableActions {
  onAdd(): void;
  onSetPermissions(trader: TraderRow): void;
  onIpLogs(trader: TraderRow): void;
  onEdit(trader: TraderRow): void;
  onToggleActive(trader: TraderRow, active: boolean): void;
  onDelete(trader: TraderRow): void;
}

const apply = <T,>(updater: MRT_Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);

const buildColumns = (actions: TraderTableActions): MRT_ColumnDef<TraderRow>[] => [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'userName', accessorKey: 'userName', header: 'User Name' },
  {
    id: 'status',
    accessorKey: 'status',
    header: 'Status',
    Cell: ({ row }) => (
      <Badge variant="light" color={row.original.status === 'active' ? 'green' : 'gray'}>
        {row.original.status === 'active' ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  {
    id: 'permissions',
    header: 'Permissions',
    enableSorting: false,
    Cell: ({ row }) => (
      <Button size="compact-sm" variant="light" onClick={() => actions.onSetPermissions(row.original)}>
        Set Permissions
      </Button>
    ),
  },
  {
    id: 'ipLogs',
    header: 'Ip Logs',
    enableSorting: false,
    Cell: ({ row }) => (
      <Button size="compact-sm" variant="default" onClick={() => actions.onIpLogs(row.original)}>
        Ip Logs
      </Button>
    ),
  },
  {
    id: 'edit',
    header: 'Edit',
    enableSorting: false,
    Cell: ({ row }) => (
      <Button size="compact-sm" variant="default" onClick={() => actions.onEdit(row.original)}>
        Edit
      </Button>
    ),
  },
  {
    id: 'active',
    header: 'Active',
    enableSorting: false,
    // Spec §3: "active" shows the toggle on. The toggle asks first; it changes when the exchange agrees.
    Cell: ({ row }) => (
      <Switch
        aria-label="Active"
        checked={row.original.status === 'active'}
        onChange={(event) => actions.onToggleActive(row.original, event.currentTarget.checked)}
      />
    ),
  },
  {
    id: 'action',
    header: 'Action',
    enableSorting: false,
    Cell: ({ row }) => (
      <Button size="compact-sm" color="red" variant="light" onClick={() => actions.onDelete(row.original)}>
        Delete
      </Button>
    ),
  },
];

/**
 * Spec §2/§9: server-side table, page length 10, full-numbers paging, default order column 0 descending,
 * search, "No data available in table". Every page, order and search is one `traders.list` call.
 */
export function TraderTable({ actions }: { actions: TraderTableActions }) {
  const table = useServerTable({
    columns: COLUMN_IDS,
    pageSize: TRADER_PAGE_LENGTH,
    defaultSort: { id: COLUMN_IDS[TRADER_DEFAULT_ORDER.column], desc: TRADER_DEFAULT_ORDER.dir === 'desc' },
  });
  const queryClient = useQueryClient();
  // Only the screen's very first load blanks it; later pages and searches keep the rows with a progress bar.
  const firstLoad = !queryClient.getQueriesData({ queryKey: TRADERS_KEY }).some(([, data]) => data !== undefined);
  const query = useQuery({ ...tradersQuery(table.params, firstLoad), placeholderData: keepPreviousData });
  const page = query.data;
  const columns = useMemo(() => buildColumns(actions), [actions]);

  const mrt = useMantineReactTable<TraderRow>({
    columns,
    data: page?.data ?? [],
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
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    paginationDisplayMode: 'pages',
    mantinePaginationProps: fullNumbersPaginationProps,
    localization: { noRecordsToDisplay: NO_TRADERS },
    state: {
      pagination: table.pagination,
      sorting: table.sorting as MRT_SortingState,
      showProgressBars: query.isFetching && query.data !== undefined,
    },
    onPaginationChange: (updater) => table.setPageIndex(apply(updater, table.pagination).pageIndex),
    onSortingChange: (updater) => table.setSorting(apply(updater, table.sorting as MRT_SortingState)),
    mantineTableProps: { 'aria-label': 'Market traders', striped: true, highlightOnHover: true },
    mantineTableHeadCellProps: ({ column }) => {
      const sorted = column.getIsSorted();
      return sorted ? { 'aria-sort': sorted === 'asc' ? 'ascending' : 'descending' } : {};
    },
    mantineTableBodyProps: { 'aria-busy': query.isFetching },
    renderTopToolbarCustomActions: () => (
      <Group justify="space-between" w="100%" wrap="nowrap">
        <Button leftSection={<IconPlus size={16} />} onClick={actions.onAdd}>
          Add New
        </Button>
        <TextInput
          label="Search"
          placeholder="Name or user name"
          leftSection={<IconSearch size={16} />}
          value={table.searchInput}
          onChange={(event) => table.setSearchInput(event.currentTarget.value)}
          w={280}
        />
      </Group>
    ),
    renderBottomToolbarCustomActions: () => (
      <Text size="sm" c="dimmed" role="status" data-testid="table-info" px="xs">
        {page ? tableInfo(page.start, page.data.length, page.recordsFiltered, page.recordsTotal) : ''}
      </Text>
    ),
  });

  return <MantineReactTable table={mrt} />;
}
