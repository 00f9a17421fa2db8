import { useMemo } from 'react';
import type { z } from 'zod';
import { contract } from '@shared/contract';
import type { betHistoryRowSchema } from '@shared/contract/site-tools';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { formatDateTime } from '@renderer/lib/format';
import { betStatusText } from '@renderer/components/bet-words';
import { formatAmount } from '../format';
import { moneyCell } from '@shared/files/xlsx';

type Bet = z.infer<typeof betHistoryRowSchema>;

/**
 * Bet history (spec §7 GET): a white label's bets, newest first, refused ones with the reason. Amounts are in
 * the site's currency, on screen and in the export's headers ("Stake (USD)").
 */
export function BetHistoryTable({ whiteLabelId, currency }: { whiteLabelId: string; currency: string }) {
  const columns = useMemo<ServerColumn<Bet>[]>(
    () => [
      { id: 'placedAt', header: 'Placed', exportValue: (b) => b.placedAt, Cell: ({ row }) => formatDateTime(row.original.placedAt) },
      { id: 'userName', accessorKey: 'userName', header: 'User' },
      { id: 'outcomeName', accessorKey: 'outcomeName', header: 'Selection' },
      { id: 'side', accessorKey: 'side', header: 'Side' },
      { id: 'price', header: 'Price', exportValue: (b) => b.price ?? '', Cell: ({ row }) => row.original.price ?? '—' },
      { id: 'stake', header: 'Stake', exportHeader: `Stake (${currency})`, exportValue: (b) => moneyCell(b.stake), Cell: ({ row }) => formatAmount(row.original.stake, currency) },
      { id: 'status', header: 'Status', exportValue: betStatusText, Cell: ({ row }) => betStatusText(row.original) },
      {
        id: 'result',
        header: 'Result',
        exportHeader: `Result (${currency})`,
        exportValue: (b) => (b.result === null ? '' : moneyCell(b.result)),
        Cell: ({ row }) => (row.original.result === null ? '—' : formatAmount(row.original.result, currency)),
      },
    ],
    [currency],
  );
  return (
    <ServerTable
      tableId="sites.bet-history"
      label="Bet history"
      operation={contract.siteReports.betHistory}
      filterInput={{ whiteLabelId }}
      columns={columns}
      search="Search bets"
      noRecords="No bets from this site's users."
    />
  );
}
