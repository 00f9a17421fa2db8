import { useMemo, useState } from 'react';
import { contract } from '@shared/contract';
import type { AccountRow } from '@shared/contract/risk';
import { ACCOUNT_LEVEL_LABELS } from '@shared/money/accounts';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { useOpenedWith } from '@renderer/app/search/opened-from-search';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { ACCOUNT_REFRESH_MS } from './current-account';
import { moneyColumn } from './money-column';
import { PunterDrawer } from './punter-drawer';
import { RowButton } from '@renderer/components/row-controls/row-button';
import { statusText } from './status-text';

/**
 * Betting accounts found by name, user name, id or agent, sorted by the exchange; Enter or Open shows one.
 * Read again every ACCOUNT_REFRESH_MS (another user's status change), on the same page and search, the
 * keyboard on the same row.
 */
export function PuntersTab() {
  const [open, setOpen] = useState<AccountRow | null>(null);
  const opened = useOpenedWith();
  const columns = useMemo<ServerColumn<AccountRow>[]>(
    () => [
      { id: 'userName', accessorKey: 'userName', header: 'User name' },
      { id: 'name', accessorKey: 'name', header: 'Name' },
      // The short ones as narrow as their headers with their handles: the list fits a 1,280 px window.
      { ...labelColumn('level', 'Level', ACCOUNT_LEVEL_LABELS), size: 100 },
      { id: 'status', header: 'Status', exportValue: statusText, Cell: ({ row }) => statusText(row.original) },
      { id: 'parent', header: 'Agent', size: 110, exportValue: (a) => a.parent ?? '', Cell: ({ row }) => row.original.parent ?? '—' },
      moneyColumn('balance', 'Balance', (a) => a.balance),
      moneyColumn('exposure', 'Exposure', (a) => a.exposure),
      {
        id: 'open',
        header: 'Open',
        enableHiding: false,
        size: 90,
        Cell: ({ row }) => (
          <RowButton size="compact-xs" variant="light" onClick={() => setOpen(row.original)} aria-label={`Open ${row.original.userName}`}>
            Open
          </RowButton>
        ),
      },
    ],
    [],
  );
  return (
    <>
      <ServerTable
        initialSearch={opened.q}
        tableId="risk.punters"
        label="Betting accounts"
        operation={contract.risk.userInfoSearch}
        getRowId={(a) => a.accountId}
        columns={columns}
        refetchInterval={ACCOUNT_REFRESH_MS}
        searchPlaceholder="Name, user name, id or agent"
        searchLabel="Search betting accounts"
        onOpenRow={(row: AccountRow) => setOpen(row)}
        noRecords="No betting account matches."
      />
      {open && <PunterDrawer account={open} onClose={() => setOpen(null)} />}
    </>
  );
}
