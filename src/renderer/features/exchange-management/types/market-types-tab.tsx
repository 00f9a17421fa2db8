import { SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import { MARKET_FAMILY_LABELS } from '@shared/catalogue/market-families';
import { contract } from '@shared/contract';
import type { MarketType } from '@shared/contract/catalogue-common';
import { ConfirmDelete } from '@renderer/components/confirm-delete';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { editDeleteColumn } from '@renderer/components/edit-delete-column';
import { AutoMarketsPanel } from './auto-markets-panel';
import { MarketTypeFormModal } from './market-type-form';
import { useEditDelete, useEditOnEnter } from '@renderer/components/use-edit-delete';

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
  editDeleteColumn({ save: contract.markets.saveType, remove: contract.markets.deleteType, rowName: (t) => t.name, onEdit: onEdit, onDelete: onDelete }),
];

export function MarketTypesTab() {
  const rows = useEditDelete<MarketType>(contract.markets.deleteType);
  const { edit, askDelete } = rows;
  const openEdit = useEditOnEnter({ save: contract.markets.saveType, onEdit: edit });
  const columns = useMemo(() => typeColumns(edit, askDelete), [edit, askDelete]);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      <section aria-label="Market types">
        <ServerTable
          tableId="catalogue.market-types"
          label="Market type list"
          operation={contract.markets.types}
          columns={columns}
          pageSize={PAGE_SIZE}
          searchLabel="Search market types"
          searchPlaceholder="Search types"
          onOpenRow={openEdit}
          add={{ label: 'Add market type', op: contract.markets.saveType, onClick: rows.add }}
        />
      </section>
      <AutoMarketsPanel />
      <MarketTypeFormModal {...rows.formModal} />
      <ConfirmDelete rows={rows} title="Delete market type">
        Delete the market type {rows.deleting?.name}? A type used by markets cannot be deleted.
      </ConfirmDelete>
    </SimpleGrid>
  );
}
