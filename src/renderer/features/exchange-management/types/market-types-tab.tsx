import { Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MARKET_FAMILY_LABELS } from '@shared/catalogue/market-families';
import type { MarketType } from '@shared/contract/catalogue-common';
import { markets } from '@shared/contract/markets';
import { useOperationMutation } from '@renderer/app/data/use-operation';
import { CanCall } from '@renderer/components/can-call';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { marketTypesQuery } from '../api';
import { ListHead, RowEditDelete, SearchBox, SearchPager } from '../common/list-parts';
import { usePagedSearch } from '../common/use-paged-search';
import { AutoMarketsPanel } from './auto-markets-panel';
import { MarketTypeFormModal } from './market-type-form';

const PAGE_SIZE = 15;

export function MarketTypesTab() {
  const search = usePagedSearch(PAGE_SIZE);
  const types = useQuery(marketTypesQuery(search.paging));
  const [form, setForm] = useState<{ editing: MarketType | undefined } | null>(null);
  const [deleting, setDeleting] = useState<MarketType | null>(null);
  const remove = useOperationMutation(markets.deleteType);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      <Paper withBorder p="sm" component="section" aria-label="Market types">
        <Stack gap="xs">
          <Group justify="space-between">
            <SearchBox search={search} placeholder="Search types" label="Search market types" />
            <CanCall op={markets.saveType}>
              <Button size="compact-sm" onClick={() => setForm({ editing: undefined })}>
                Add market type
              </Button>
            </CanCall>
          </Group>
          <Table striped verticalSpacing={4}>
            <ListHead columns={['Name', 'Code', 'Family', 'Sport', 'Markets', '']} />
            <Table.Tbody>
              {types.data?.data.map((type) => (
                <Table.Tr key={type._id}>
                  <Table.Td>{type.name}</Table.Td>
                  <Table.Td ff="monospace">{type.code}</Table.Td>
                  <Table.Td>{MARKET_FAMILY_LABELS[type.family]}</Table.Td>
                  <Table.Td>{type.sportName ?? <Text c="dimmed" span size="sm">Any</Text>}</Table.Td>
                  <Table.Td>{type.marketCount}</Table.Td>
                  <Table.Td>
                    <RowEditDelete save={markets.saveType} remove={markets.deleteType} onEdit={() => setForm({ editing: type })} onDelete={() => setDeleting(type)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <SearchPager label="Market types" page={types.data} search={search} pageSize={PAGE_SIZE} />
        </Stack>
      </Paper>
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
