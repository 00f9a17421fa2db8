import { useMemo, useState } from 'react';
import { MARKET_FAMILY_LABELS, type MarketFamily } from '@shared/catalogue';
import { contract } from '@shared/contract';
import type { UserBet } from '@shared/contract/risk';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { dateTimeColumn } from '@renderer/components/server-table/date-time-column';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { FamilyFilter } from '@renderer/components/code-filter';
import { BET_SIDE_LABELS } from '@renderer/components/bet-words';
import { moneyColumn } from './money-column';
import { VoidBetButton } from './void-bet-button';

/** A bet still open on a market not yet settled, with the punter who holds it. */
type UnsettledBet = UserBet & { punter: string };

/** Refreshed as bets are matched and settled: the desk watches it fill and empty. */
const REFRESH_MS = 5_000;

/**
 * Every matched bet whose market is not settled yet (the exchange's "trader unsettled bets": by family, not
 * by trader), newest placed first, searchable by market, event or selection, exportable; the mistake desk voids one.
 */
export function UnsettledBetsTab() {
  const [family, setFamily] = useState<MarketFamily | null>(null);
  const columns = useMemo<ServerColumn<UnsettledBet>[]>(
    () => [
      dateTimeColumn('placedAt', 'Placed', (b) => b.placedAt),
      { id: 'punter', accessorKey: 'punter', header: 'Punter', size: 110 },
      // Sizes are smallest widths: names wrap. Family (the filter above says it) is shown from the column menu,
      // so the table fits a 1,280 px window.
      { id: 'marketName', accessorKey: 'marketName', header: 'Market', size: 110 },
      { id: 'eventName', accessorKey: 'eventName', header: 'Event', size: 120 },
      { ...labelColumn('family', 'Family', MARKET_FAMILY_LABELS), size: 100, hiddenByDefault: true },
      { id: 'outcomeName', accessorKey: 'outcomeName', header: 'Selection', size: 110 },
      { ...labelColumn('side', 'Side', BET_SIDE_LABELS), size: 80 },
      { id: 'price', accessorKey: 'price', header: 'Price', size: 90 },
      { ...moneyColumn('stake', 'Stake', (b) => b.stake), size: 100 },
      { id: 'fix', header: 'Fix', enableHiding: false, size: 80, Cell: ({ row }) => <VoidBetButton bet={row.original} /> },
    ],
    [],
  );
  return (
    <ServerTable
      tableId="risk.unsettledBets"
      label="Unsettled bets"
      operation={contract.risk.traderUnsettledBets}
      filterInput={{ family }}
      getRowId={(b) => b.betId}
      columns={columns}
      refetchInterval={REFRESH_MS}
      searchPlaceholder="Search markets, events or selections"
      searchLabel="Search unsettled bets"
      filterFields={<FamilyFilter value={family} onChange={setFamily} />}
      noRecords="No bet is waiting for its market to be settled."
    />
  );
}
