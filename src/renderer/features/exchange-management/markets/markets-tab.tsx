import { Group, Loader, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MARKET_STATUS_LABELS, MARKET_STATUSES, type MarketStatus } from '@shared/catalogue/market-status';
import { marketsQuery } from '../api';
import { ExportButtons } from '../common/export-buttons';
import { EmptyRow, ListHead, SearchBox, SearchPager } from '../common/list-parts';
import { MarketStatusBadge } from '../common/status-badge';
import { usePagedSearch } from '../common/use-paged-search';
import { SuspendAllControls } from './suspend-all';

const PAGE_SIZE = 25;

/** Every market at once: search by market, event or access code; filter by status; suspend all; export. */
export function MarketsTab() {
  const search = usePagedSearch(PAGE_SIZE);
  const [status, setStatus] = useState<MarketStatus | null>(null);
  const markets = useQuery(marketsQuery({ ...search.paging, ...(status ? { status } : {}) }));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <SuspendAllControls />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            All access codes:
          </Text>
          <ExportButtons scope={{}} size="compact-sm" />
        </Group>
      </Group>
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Group gap="xs">
            <SearchBox search={search} placeholder="Market, event or access code" label="Search markets" w={320} />
            <Select
              aria-label="Status"
              placeholder="Any status"
              clearable
              data={MARKET_STATUSES.map((s) => ({ value: s, label: MARKET_STATUS_LABELS[s] }))}
              value={status}
              onChange={(value) => (setStatus(value as MarketStatus | null), search.setPageIndex(0))}
              w={160}
            />
            {markets.isFetching && <Loader size="xs" aria-label="Loading markets" />}
          </Group>
          <Table striped highlightOnHover verticalSpacing={4} aria-label="Markets">
            <ListHead columns={['Sport', 'Event', 'Market', 'Status', 'In-play', 'Delay', 'Access code']} />
            <Table.Tbody>
              {markets.data?.data.map((m) => (
                <Table.Tr key={m._id}>
                  <Table.Td>{m.sportName}</Table.Td>
                  <Table.Td>{m.eventName}</Table.Td>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td>
                    <MarketStatusBadge status={m.status} />
                  </Table.Td>
                  <Table.Td>{m.inPlay ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>{m.effectiveDelaySeconds} s</Table.Td>
                  <Table.Td ff="monospace">{m.accessCode}</Table.Td>
                </Table.Tr>
              ))}
              {markets.data?.data.length === 0 && <EmptyRow colSpan={7}>No market matches.</EmptyRow>}
            </Table.Tbody>
          </Table>
          <SearchPager label="Markets" page={markets.data} search={search} pageSize={PAGE_SIZE} />
        </Stack>
      </Paper>
    </Stack>
  );
}
