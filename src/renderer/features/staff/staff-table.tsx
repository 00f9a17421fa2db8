import { Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MantineReactTable, type MRT_ColumnDef } from 'mantine-react-table';
import { useMemo, useState } from 'react';
import { STAFF_DEFAULT_ORDER, type StaffRoleInfo, type StaffRow } from '@shared/contract/staff';
import { type AccountStatusChange, AccountActiveSwitch } from '@renderer/components/account-status/account-status-change';
import { AccountStatusBadge, ServerTableSearch, useServerMantineTable } from '@renderer/components/data-table/server-mantine-table';
import { useFirstLoad } from '@renderer/components/data-table/use-first-load';
import { useServerTable } from '@renderer/components/data-table/use-server-table';
import { mediumDate } from '@renderer/lib/medium-date';
import { STAFF_KEY, staffQuery } from './staff-api';

/** Column ids in the contract's order (STAFF_ORDERABLE): their index is what the exchange orders by. */
const COLUMN_IDS = ['name', 'userName', 'role', 'status', 'createdAt', 'active', 'actions'] as const;
export const STAFF_PAGE_LENGTH = 10;

export interface StaffTableActions {
  onAdd(): void;
  onResetPassword(member: StaffRow): void;
  onToggleActive(change: AccountStatusChange): void;
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
  const firstLoad = useFirstLoad(STAFF_KEY);
  const query = useQuery({ ...staffQuery(table.params, role, firstLoad), placeholderData: keepPreviousData });

  const columns = useMemo<MRT_ColumnDef<StaffRow>[]>(
    () => [
      { id: 'name', accessorKey: 'name', header: 'Name' },
      { id: 'userName', accessorKey: 'userName', header: 'User Name' },
      { id: 'role', accessorKey: 'role', header: 'Role', Cell: ({ row }) => roleLabelOf(roles, row.original.role) },
      { id: 'status', accessorKey: 'status', header: 'Status', Cell: ({ row }) => <AccountStatusBadge status={row.original.status} /> },
      { id: 'createdAt', accessorKey: 'createdAt', header: 'Created', Cell: ({ row }) => mediumDate(row.original.createdAt) },
      {
        id: 'active',
        header: 'Active',
        enableSorting: false,
        Cell: ({ row }) => <AccountActiveSwitch account={row.original} onToggle={actions.onToggleActive} />,
      },
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

  const mrt = useServerMantineTable<StaffRow>({
    table,
    query,
    label: 'Staff accounts',
    noRecords: 'No data available in table',
    columns,
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
          <ServerTableSearch table={table} placeholder="Name or user name" w={240} />
        </Group>
      </Group>
    ),
  });
  return <MantineReactTable table={mrt} />;
}
