import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MantineReactTable, type MRT_ColumnDef } from 'mantine-react-table';
import { useMemo } from 'react';
import { TRADER_DEFAULT_ORDER, TRADER_PAGE_LENGTH, type TraderRow } from '@shared/contract/traders';
import { type AccountStatusChange, AccountActiveSwitch } from '@renderer/components/account-status/account-status-change';
import { AccountStatusBadge, ServerTableSearch, useServerMantineTable } from '@renderer/components/data-table/server-mantine-table';
import { useFirstLoad } from '@renderer/components/data-table/use-first-load';
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
  onToggleActive(change: AccountStatusChange): void;
  onDelete(trader: TraderRow): void;
}

const buildColumns = (actions: TraderTableActions): MRT_ColumnDef<TraderRow>[] => [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'userName', accessorKey: 'userName', header: 'User Name' },
  {
    id: 'status',
    accessorKey: 'status',
    header: 'Status',
    Cell: ({ row }) => <AccountStatusBadge status={row.original.status} />,
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
    Cell: ({ row }) => <AccountActiveSwitch account={row.original} onToggle={actions.onToggleActive} />,
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
  // Only the screen's very first load blanks it; later pages and searches keep the rows with a progress bar.
  const firstLoad = useFirstLoad(TRADERS_KEY);
  const query = useQuery({ ...tradersQuery(table.params, firstLoad), placeholderData: keepPreviousData });
  const columns = useMemo(() => buildColumns(actions), [actions]);

  const mrt = useServerMantineTable<TraderRow>({
    table,
    query,
    label: 'Market traders',
    noRecords: NO_TRADERS,
    columns,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    mantineTableBodyProps: { 'aria-busy': query.isFetching },
    renderTopToolbarCustomActions: () => (
      <Group justify="space-between" w="100%" wrap="nowrap">
        <Button leftSection={<IconPlus size={16} />} onClick={actions.onAdd}>
          Add New
        </Button>
        <ServerTableSearch table={table} placeholder="Name or user name" w={280} />
      </Group>
    ),
  });

  return <MantineReactTable table={mrt} />;
}
