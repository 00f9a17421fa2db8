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

/** Bet history (spec §7 GET): a white label's bets, newest first, refused ones with the reason. */
export function BetHistoryTable({ whiteLabelId }: { whiteLabelId: string }) {
  const columns = useMemo<ServerColumn<Bet>[]>(
    () => [
      { id: 'placedAt', header: 'Placed', exportValue: (b) => b.placedAt, Cell: ({ row }) => formatDateTime(row.original.placedAt) },
      { id: 'userName', accessorKey: 'userName', header: 'User' },
      { id: 'outcomeName', accessorKey: 'outcomeName', header: 'Selection' },
      { id: 'side', accessorKey: 'side', header: 'Side' },
      { id: 'price', header: 'Price', exportValue: (b) => b.price ?? '', Cell: ({ row }) => row.original.price ?? '—' },
      { id: 'stake', header: 'Stake', exportValue: (b) => moneyCell(b.stake), Cell: ({ row }) => formatAmount(row.original.stake) },
      { id: 'status', header: 'Status', exportValue: betStatusText, Cell: ({ row }) => betStatusText(row.original) },
      { id: 'result', header: 'Result', exportValue: (b) => (b.result === null ? '' : moneyCell(b.result)), Cell: ({ row }) => (row.original.result === null ? '—' : formatAmount(row.original.result)) },
    ],
    [],
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
