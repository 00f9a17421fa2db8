import { Badge, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef, type MRT_SortingState, type MRT_Updater } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { STAFF_DEFAULT_ORDER, type StaffRoleInfo, type StaffRow } from '@shared/contract/staff';
import { fullNumbersPaginationProps } from '@renderer/components/data-table/full-numbers-pagination';
import { tableInfo } from '@renderer/components/data-table/table-info';
import { useServerTable } from '@renderer/components/data-table/use-server-table';
import { mediumDate } from '@renderer/lib/medium-date';
import { STAFF_KEY, staffQuery } from './staff-api';

/** Column ids in the contract's order (STAFF_ORDERABLE): their index is what the exchange orders by. */
const COLUMN_IDS = ['name', 'userName', 'role', 'status', 'createdAt', 'actions'] as const;
export const STAFF_PAGE_LENGTH = 10;

const apply = <T,>(updater: MRT_Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);

export interface StaffTableActions {
  onAdd(): void;
  onResetPassword(member: StaffRow): void;
}

const roleLabelOf = (roles: readonly StaffRoleInfo[], role: string) => roles.find((r) => r.role === role.toUpperCase())?.label ?? role;

/** Staff of every role (or one), searchable and ordered by the exchange, ten to a page. */
export function StaffTable({ roles, actions }: { roles: readonly StaffRoleInfo[]; actions: StaffTableActions }) {
  const table = useServerTable({
    columns: COLUMN_IDS,
    pageSize: STAFF_PAGE_LENGTH,
    defaultSort: { id: COLUMN_IDS[STAFF_DEFAULT_ORDER.column], desc: false },
  });
  const [role, setRole] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const firstLoad = !queryClient.getQueriesData({ queryKey: STAFF_KEY }).some(([, data]) => data !== undefined);
  const query = useQuery({ ...staffQuery(table.params, role, firstLoad), placeholderData: keepPreviousData });
  const page = query.data;

  const columns = useMemo<MRT_ColumnDef<StaffRow>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: 'Name' },
      { id: 'userName', accessorKey: 'userName', header: 'User Name' },
      { id: 'role', accessorKey: 'role', header: 'Role', Cell: ({ row }) => roleLabelOf(roles, row.original.role) },
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
      { id: 'createdAt', accessorKey: 'createdAt', header: 'Created', Cell: ({ row }) => mediumDate(row.original.createdAt) },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        Cell: ({ row }) => (
          <Button size="compact-sm" variant="default" onClick={() => actions.onResetPassword(row.original)}>
            Reset Password
          </Button>
        ),
      },
    ],
    [roles, actions],
  );

  const mrt = useMantineReactTable<StaffRow>({
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
    paginationDisplayMode: 'pages',
    mantinePaginationProps: fullNumbersPaginationProps,
    localization: { noRecordsToDisplay: 'No data available in table' },
    state: { pagination: table.pagination, sorting: table.sorting as MRT_SortingState, showProgressBars: query.isFetching && query.data !== undefined },
    onPaginationChange: (updater) => table.setPageIndex(apply(updater, table.pagination).pageIndex),
    onSortingChange: (updater) => table.setSorting(apply(updater, table.sorting as MRT_SortingState)),
    mantineTableProps: { 'aria-label': 'Staff accounts', striped: true, highlightOnHover: true },
    mantineTableHeadCellProps: ({ column }) => {
      const sorted = column.getIsSorted();
      return sorted ? { 'aria-sort': sorted === 'asc' ? 'ascending' : 'descending' } : {};
    },
    renderTopToolbarCustomActions: () => (
      <Group justify="space-between" w="100%" align="flex-end" wrap="nowrap">
        <Button leftSection={<IconPlus size={16} />} onClick={actions.onAdd}>
          Add Staff
        </Button>
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <Select
            label="Role"
            placeholder="All roles"
            data={roles.map((r) => ({ value: r.role, label: r.label }))}
            value={role}
            onChange={(next) => {
              setRole(next);
              table.setPageIndex(0);
            }}
            clearable
            w={200}
          />
          <TextInput
            label="Search"
            placeholder="Name or user name"
            leftSection={<IconSearch size={16} />}
            value={table.searchInput}
            onChange={(event) => table.setSearchInput(event.currentTarget.value)}
            w={240}
          />
        </Group>
      </Group>
    ),
    renderBottomToolbarCustomActions: () => (
      <Text size="sm" c="dimmed" role="status" px="xs">
        {page ? tableInfo(page.start, page.data.length, page.recordsFiltered, page.recordsTotal) : ''}
      </Text>
    ),
  });
  return <MantineReactTable table={mrt} />;
}
