import { Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { contract } from '@shared/contract';
import { CASINO_GAME_LABELS } from '@shared/casino/games';
import { CASINO_EVENT_STATUS_LABELS, CASINO_PROVIDER_LABELS, type CasinoEvent, type CasinoEventStatus } from '@shared/contract/casino';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import { editDeleteColumn } from '@renderer/components/edit-delete-column';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { useEditDelete, useEditOnEnter } from '@renderer/components/use-edit-delete';
import { formatAmount } from '@renderer/lib/format';
import { STATUS_OPTIONS } from './labels';
import { TableFormModal } from './table-form';
import { RowBadge } from '@renderer/components/row-controls/row-badge';
import { moneyText } from '@shared/files/xlsx';

function StatusSwitch({ table }: { table: CasinoEvent }) {
  const change = useOperationMutation(contract.casino.setEventStatus);
  const canChange = useCanCall(contract.casino.setEventStatus);
  if (!canChange) return <>{CASINO_EVENT_STATUS_LABELS[table.status]}</>;
  return (
    <Select
      size="xs"
      // "Suspended" and the arrow: the column stays narrow enough for a 1,280 px window.
      w={105}
      aria-label={`Status of ${table.name}`}
      allowDeselect={false}
      data={STATUS_OPTIONS}
      value={table.status}
      disabled={change.isPending}
      onChange={(status) => status && change.mutate({ _id: table._id, status: status as CasinoEventStatus })}
    />
  );
}

/** An amount is never broken: "₹100.00 –" then "₹50,000.00" where the column is narrow. */
const WHOLE = { whiteSpace: 'nowrap' } as const;
const StakeRange = ({ table }: { table: CasinoEvent }) => (
  <>
    <span style={WHOLE}>{formatAmount(table.minStake)} –</span> <span style={WHOLE}>{formatAmount(table.maxStake)}</span>
  </>
);

/** The tables (the spec's casino events) with their game, provider, status and rounds waiting for staff. */
export function TablesTab() {
  const rows = useEditDelete<CasinoEvent>(contract.casino.deleteEvent);
  const { edit, askDelete } = rows;
  const openEdit = useEditOnEnter({ save: contract.casino.saveEvent, onEdit: edit });
  const [tabId, setTabId] = useState<string | null>(null);
  const tabs = useOperation(contract.casino.tabs, {}, { spinner: false });
  const columns = useMemo<ServerColumn<CasinoEvent>[]>(
    () => [
      // Sized for a 1,280 px window (long names wrap); the headers with their handles set the narrow ones.
      { id: 'name', accessorKey: 'name', header: 'Table', size: 110 },
      { id: 'tabName', header: 'Tab', size: 95, exportValue: (t) => t.tabName ?? '', Cell: ({ row }) => row.original.tabName ?? 'Other' },
      { ...labelColumn('game', 'Game', CASINO_GAME_LABELS), size: 95 },
      { ...labelColumn('provider', 'Provider', CASINO_PROVIDER_LABELS), size: 95 },
      { id: 'status', header: 'Status', size: 120, exportValue: (t) => CASINO_EVENT_STATUS_LABELS[t.status], Cell: ({ row }) => <StatusSwitch table={row.original} /> },
      { id: 'roundSeconds', header: 'Round', size: 90, exportValue: (t) => t.roundSeconds, Cell: ({ row }) => `${row.original.roundSeconds} s` },
      { id: 'stakes', header: 'Stakes', size: 100, exportValue: (t) => `${moneyText(t.minStake)}–${moneyText(t.maxStake)}`, Cell: ({ row }) => <StakeRange table={row.original} /> },
      {
        id: 'unsettledRounds',
        header: 'Unsettled',
        size: 95,
        exportValue: (t) => t.unsettledRounds,
        Cell: ({ row }) => (row.original.unsettledRounds > 0 ? <RowBadge color="red">{row.original.unsettledRounds}</RowBadge> : '0'),
      },
      editDeleteColumn({ save: contract.casino.saveEvent, remove: contract.casino.deleteEvent, rowName: (t) => t.name, onEdit: edit, onDelete: askDelete, header: 'Actions' }),
    ],
    [edit, askDelete],
  );
  return (
    <Stack gap="sm">
      <ServerTable
        tableId="casino.tables"
        label="Casino table list"
        operation={contract.casino.events}
        filterInput={{ tabId }}
        columns={columns}
        search="Search tables"
        onOpenRow={openEdit}
        refetchInterval={5_000}
        filterFields={<Select aria-label="Tab" placeholder="Every tab" clearable data={(tabs.data ?? []).map((tab) => ({ value: tab._id, label: tab.name }))} value={tabId} onChange={setTabId} w={180} />}
        add={{ label: 'Add table', op: contract.casino.saveEvent, onClick: rows.add }}
      />
      <TableFormModal {...rows.formModal} />
      <ConfirmDelete rows={rows} title="Delete table">
        Delete the table {rows.deleting?.name}? It leaves the lobby; a round in play is voided and its stakes refunded. Its history stays.
      </ConfirmDelete>
    </Stack>
  );
}
