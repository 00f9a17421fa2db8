import { SimpleGrid, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { MARKET_FAMILY_LABELS } from '@shared/catalogue/market-families';
import { contract } from '@shared/contract';
import type { MarketType } from '@shared/contract/catalogue-common';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { editDeleteColumn } from '@renderer/components/edit-delete-column';
import { AutoMarketsPanel } from './auto-markets-panel';
import { MarketTypeFormModal } from './market-type-form';
import { AddButton } from '@renderer/components/add-button';

const PAGE_SIZE = 15;

const typeColumns = (onEdit: (type: MarketType) => void, onDelete: (type: MarketType) => void): ServerColumn<MarketType>[] => [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'code', accessorKey: 'code', header: 'Code', mantineTableBodyCellProps: { ff: 'monospace' } },
  labelColumn('family', 'Family', MARKET_FAMILY_LABELS),
  {
    id: 'sport',
    header: 'Sport',
    exportValue: (t) => t.sportName ?? 'Any',
    Cell: ({ row }) =>
      row.original.sportName ?? (
        <Text c="dimmed" span size="sm">
          Any
        </Text>
      ),
  },
  { id: 'marketCount', accessorKey: 'marketCount', header: 'Markets' },
  editDeleteColumn({ save: contract.markets.saveType, remove: contract.markets.deleteType, onEdit: onEdit, onDelete: onDelete }),
];

export function MarketTypesTab() {
  const [form, setForm] = useState<{ editing: MarketType | undefined } | null>(null);
  const [deleting, setDeleting] = useState<MarketType | null>(null);
  const remove = useOperationMutation(contract.markets.deleteType);
  const columns = useMemo(() => typeColumns((editing) => setForm({ editing }), setDeleting), []);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      <section aria-label="Market types">
        <ServerTable
          tableId="catalogue.market-types"
          label="Market type list"
          operation={contract.markets.types}
          getRowId={(type) => type._id}
          columns={columns}
          pageSize={PAGE_SIZE}
          searchLabel="Search market types"
          searchPlaceholder="Search types"
          actions={
            <AddButton op={contract.markets.saveType} onClick={() => setForm({ editing: undefined })}>
              Add market type
            </AddButton>
          }
        />
      </section>
      <AutoMarketsPanel />
      <MarketTypeFormModal opened={form !== null} editing={form?.editing} onClose={() => setForm(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete market type"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ _id: deleting._id }, { onSettled: () => setDeleting(null) })}
      >
        Delete the market type {deleting?.name}? A type used by markets cannot be deleted.
      </ConfirmDialog>
    </SimpleGrid>
  );
}
