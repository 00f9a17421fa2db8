import { Button, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { contract } from '@shared/contract';
import type { StaffRoleInfo, StaffRow } from '@shared/contract/staff';
import { accountActiveColumn, accountButtonColumn } from '@renderer/components/account-status/account-columns';
import type { AccountStatusChange } from '@renderer/components/account-status/account-status-change';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { useOpenedWith } from '@renderer/app/search/opened-from-search';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { ACCOUNT_NAME_COLUMNS, ACCOUNT_STATUS_COLUMN } from '@renderer/components/account-identity-columns';
import { dateTimeColumn } from '@renderer/components/server-table/date-time-column';

export const STAFF_PAGE_LENGTH = 10;
/**
 * Another user's change to a staff account (added, switched off, its role) shows within 30 s: staff records
 * change seldom, so a slower pace than the trading lists' is enough. Read in the background, the table keeps
 * its page, its search and the keyboard's row. (No refresh on window focus: the console turns it off for every
 * list, and the table kit has no switch for one table.)
 */
export const STAFF_REFRESH_MS = 30_000;

export interface StaffTableActions {
  onAdd(): void;
  onResetPassword(member: StaffRow): void;
  onToggleActive(change: AccountStatusChange): void;
}

const roleLabelOf = (roles: readonly StaffRoleInfo[], role: string) => roles.find((r) => r.role === role.toUpperCase())?.label ?? role;

/** Staff of every role (or one), searchable and ordered by the exchange, ten to a page, read again every 30 s. */
export function StaffTable({ roles, actions }: { roles: readonly StaffRoleInfo[]; actions: StaffTableActions }) {
  const [role, setRole] = useState<string | null>(null);
  const opened = useOpenedWith();

  const columns = useMemo<ServerColumn<StaffRow>[]>(
    () => [
      ...ACCOUNT_NAME_COLUMNS,
      {
        id: 'role',
        accessorKey: 'role',
        header: 'Role',
        size: 110,
        exportValue: (row) => roleLabelOf(roles, row.role),
        Cell: ({ row }) => roleLabelOf(roles, row.original.role),
      },
      ACCOUNT_STATUS_COLUMN,
      dateTimeColumn<StaffRow>('createdAt', 'Created', (row) => row.createdAt),
      accountActiveColumn(actions.onToggleActive),
      accountButtonColumn({ id: 'actions', header: 'Actions', label: 'Reset Password', onClick: (member) => actions.onResetPassword(member) }),
    ],
    [roles, actions],
  );

  return (
    <ServerTable
      initialSearch={opened.q}
      tableId="staff"
      label="Staff accounts"
      operation={contract.staff.list}
      filterInput={{ role }}
      columns={columns}
      pageSize={STAFF_PAGE_LENGTH}
      searchPlaceholder="Name or user name"
      refetchInterval={STAFF_REFRESH_MS}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={actions.onAdd}>
          Add Staff
        </Button>
      }
      filterFields={
        <Select
          label="Role"
          placeholder="All roles"
          data={roles.map((r) => ({ value: r.role, label: r.label }))}
          value={role}
          onChange={setRole}
          clearable
          w={200}
        />
      }
    />
  );
}
