import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { contract } from '@shared/contract';
import { TRADER_PAGE_LENGTH, traders, type TraderRow } from '@shared/contract/traders';
import { accountActiveColumn, accountButtonColumn } from '@renderer/components/account-status/account-columns';
import { accountLock } from '@renderer/components/account-status/account-lock';
import type { AccountStatusChange } from '@renderer/components/account-status/account-status-change';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { useOpenedWith } from '@renderer/app/search/opened-from-search';
import { useSession } from '@renderer/app/session/use-session';
import { useEditOnEnter } from '@renderer/components/use-edit-delete';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { ACCOUNT_NAME_COLUMNS, ACCOUNT_STATUS_COLUMN } from '@renderer/components/account-identity-columns';
import { NO_TRADERS } from './trader-messages';

export interface TraderTableActions {
  onAdd(): void;
  onSetPermissions(trader: TraderRow): void;
  onIpLogs(trader: TraderRow): void;
  onEdit(trader: TraderRow): void;
  onToggleActive(change: AccountStatusChange): void;
  onDelete(trader: TraderRow): void;
}

const buildColumns = (actions: TraderTableActions): ServerColumn<TraderRow>[] => [
  ...ACCOUNT_NAME_COLUMNS,
  ACCOUNT_STATUS_COLUMN,
  accountButtonColumn({ id: 'permissions', header: 'Permissions', label: 'Set Permissions', variant: 'light', onClick: (trader) => actions.onSetPermissions(trader) }),
  accountButtonColumn({ id: 'ipLogs', header: 'Ip Logs', label: 'Ip Logs', changes: false, onClick: (trader) => actions.onIpLogs(trader) }),
  accountButtonColumn({ id: 'edit', header: 'Edit', label: 'Edit', onClick: (trader) => actions.onEdit(trader) }),
  accountActiveColumn(actions.onToggleActive),
  // The id `actions` keeps the spec's "Action" column (Delete) in view at the right edge, as every table's.
  accountButtonColumn({ id: 'actions', header: 'Action', label: 'Delete', color: 'red', variant: 'light', onClick: (trader) => actions.onDelete(trader) }),
];

/**
 * Spec §2/§9: server-side table, page length 10, full-numbers paging, default order column 0 descending,
 * search, "No data available in table". Every page, order and search is one `traders.list` call.
 */
export function TraderTable({ actions }: { actions: TraderTableActions }) {
  const columns = useMemo(() => buildColumns(actions), [actions]);
  const opened = useOpenedWith();
  const session = useSession();
  // Enter opens a trader's Edit only where its Edit button is on: not the user's own row, nor an admin's for a non-admin.
  const openEdit = useEditOnEnter({ save: traders.add, onEdit: actions.onEdit, locked: (trader) => accountLock(session, trader) !== null });
  return (
    <ServerTable
      initialSearch={opened.q}
      tableId="traders"
      label="Market traders"
      operation={contract.traders.list}
      columns={columns}
      pageSize={TRADER_PAGE_LENGTH}
      searchPlaceholder="Name or user name"
      noRecords={NO_TRADERS}
      onOpenRow={openEdit}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={actions.onAdd}>
          Add New
        </Button>
      }
    />
  );
}
