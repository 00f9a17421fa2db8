import { Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { MARKET_STATUS_LABELS, MARKET_STATUSES, type MarketStatus } from '@shared/catalogue/market-status';
import { contract } from '@shared/contract';
import type { Market } from '@shared/contract/catalogue-common';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { ExportButtons } from '../common/export-buttons';
import { MarketStatusBadge } from '../common/status-badge';
import { SuspendAllControls } from '@renderer/components/suspend-all-controls';
import { CodeFilter } from '@renderer/components/code-filter';
import { useCanCall } from '@renderer/app/data/can-call';
import { hitHref } from '@renderer/app/search/palette-entries';
import { SuspendSelected } from './suspend-selected';
import { useBackToRow } from './back-to-row';
import { useAddressChoice } from '@renderer/app/address/use-address-choice';

const PAGE_SIZE = 25;

/** The Status filter's choices as the address keeps them (`?status=suspended`): Back from a market finds the list as it was left. */
const STATUS_CHOICES = ['any', ...MARKET_STATUSES] as const;

const COLUMNS: ServerColumn<Market>[] = [
  { id: 'sportName', accessorKey: 'sportName', header: 'Sport' },
  { id: 'eventName', accessorKey: 'eventName', header: 'Event' },
  { id: 'name', accessorKey: 'name', header: 'Market' },
  {
    id: 'status',
    header: 'Status',
    exportValue: (m) => MARKET_STATUS_LABELS[m.status],
    Cell: ({ row }) => <MarketStatusBadge status={row.original.status} />,
  },
  { id: 'inPlay', header: 'In-play', exportValue: (m) => (m.inPlay ? 'Yes' : 'No'), Cell: ({ row }) => (row.original.inPlay ? 'Yes' : 'No') },
  { id: 'delay', header: 'Delay', exportValue: (m) => m.effectiveDelaySeconds, Cell: ({ row }) => `${row.original.effectiveDelaySeconds} s` },
  { id: 'accessCode', accessorKey: 'accessCode', header: 'Access code', mantineTableBodyCellProps: { ff: 'monospace' } },
];

/**
 * Where a market opens: the catalogue with its sport, competition, event and market selected, its details
 * (and their Edit) below, as the one search opens a market found.
 */
const marketOpenHref = (market: Market): string =>
  hitHref({ kind: 'market', id: market._id, name: market.name, detail: '', sportId: market.sportId, competitionId: market.competitionId, eventId: market.eventId });

/**
 * Every market at once: search by market, event or access code; filter by status; suspend all; export.
 * Enter on a row opens its market in the catalogue (Back returns to this list, the keyboard to that row).
 */
export function MarketsTab() {
  const [statusChoice, chooseStatus] = useAddressChoice('status', STATUS_CHOICES, 'any');
  const status: MarketStatus | null = statusChoice === 'any' ? null : statusChoice;
  const navigate = useNavigate();
  const { ref: listRef, leave: leaveRow } = useBackToRow<HTMLDivElement>();
  // Rows can be chosen only by a user who may suspend them: the one bulk action of this list.
  const canSuspend = useCanCall(contract.markets.setStatus);
  return (
    <Stack gap="sm" ref={listRef}>
      <Group justify="space-between">
        <SuspendAllControls />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            All access codes:
          </Text>
          <ExportButtons scope={{}} size="compact-sm" />
        </Group>
      </Group>
      <ServerTable
        tableId="catalogue.markets"
        label="Markets"
        operation={contract.markets.list}
        filterInput={{ status }}
        columns={COLUMNS}
        pageSize={PAGE_SIZE}
        searchLabel="Search markets"
        searchPlaceholder="Market, event, sport or access code"
        noRecords={status ? `No ${MARKET_STATUS_LABELS[status].toLowerCase()} market.` : 'No markets yet.'}
        onOpenRow={(market: Market) => {
          leaveRow();
          void navigate(marketOpenHref(market));
        }}
        {...(canSuspend ? { bulkActions: (chosen: Market[], clear: () => void) => <SuspendSelected chosen={chosen} onDone={clear} /> } : {})}
        filterFields={
          <CodeFilter label="Status" placeholder="Any status" codes={MARKET_STATUSES} labels={MARKET_STATUS_LABELS} value={status} onChange={(next) => chooseStatus(next ?? 'any')} w={160} />
        }
      />
    </Stack>
  );
}
