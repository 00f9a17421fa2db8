import { useMemo, useState } from 'react';
import { MARKET_FAMILY_LABELS, MARKET_STATUS_LABELS, type MarketFamily } from '@shared/catalogue';
import { contract } from '@shared/contract';
import type { RiskMarket } from '@shared/contract/risk';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { labelColumn } from '@renderer/components/server-table/label-column';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { FamilyFilter } from '@renderer/components/code-filter';
import { moneyColumn, optionalMoneyColumn } from './money-column';

/** Markets by what punters have at risk on them, largest first (refreshed every few seconds). */
export function RiskMarketsTab() {
  const [family, setFamily] = useState<MarketFamily | null>(null);
  const columns = useMemo<ServerColumn<RiskMarket>[]>(
    () => [
      // Sizes are smallest widths: the names wrap (an event of four words on two lines) and take the room the
      // figures leave. Sport, minor beside the event's name, is shown from the column menu: the rest fit a
      // 1,280 px window.
      { id: 'marketName', accessorKey: 'marketName', header: 'Market', size: 110 },
      { id: 'eventName', accessorKey: 'eventName', header: 'Event', size: 120 },
      { id: 'sportName', accessorKey: 'sportName', header: 'Sport', size: 100, hiddenByDefault: true },
      { ...labelColumn('family', 'Family', MARKET_FAMILY_LABELS), size: 90 },
      { ...labelColumn('status', 'Status', MARKET_STATUS_LABELS), size: 90 },
      // Figures stay on one line (server-table.css): they and their headers set these columns' widths.
      { ...moneyColumn('exposure', 'Exposure', (m) => m.exposure), size: 100 },
      // What the house loses if the worst outcome happens (the live tab's figure); Stake gives it room at 1,280 px.
      { ...optionalMoneyColumn('houseWorstCase', 'House worst case', (m) => m.houseWorstCase), size: 100 },
      { id: 'punters', accessorKey: 'punters', header: 'Punters', size: 90 },
      { id: 'openBets', accessorKey: 'openBets', header: 'Open bets', size: 80 },
      { ...moneyColumn('stake', 'Stake', (m) => m.stake), size: 100, hiddenByDefault: true },
    ],
    [],
  );
  return (
    <ServerTable
      tableId="risk.markets"
      label="Markets by exposure"
      operation={contract.risk.marketList}
      filterInput={{ family }}
      getRowId={(m) => m.marketId}
      columns={columns}
      refetchInterval={3_000}
      searchPlaceholder="Search markets or events"
      searchLabel="Search risk markets"
      filterFields={<FamilyFilter value={family} onChange={setFamily} />}
      noRecords={family ? `No ${MARKET_FAMILY_LABELS[family]} market has money at risk now.` : 'No market with money at risk matches.'}
    />
  );
}
