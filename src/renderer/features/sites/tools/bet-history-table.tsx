import { useMemo } from 'react';
import type { z } from 'zod';
import { contract } from '@shared/contract';
import type { betHistoryRowSchema } from '@shared/contract/site-tools';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { dateTimeCellOf } from '@renderer/components/server-table/date-time-column';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { formatDateTime } from '@renderer/lib/format';
import { betStatusText } from '@renderer/components/bet-words';
import { formatAmount } from '../format';
import { moneyCell } from '@shared/files/xlsx';

type Bet = z.infer<typeof betHistoryRowSchema>;

/**
 * Bet history (spec §7 GET): a white label's bets, newest first, refused ones with the reason. Amounts are in
 * the site's currency, on screen and in the export's headers ("Stake (USD)").
 *
 * It fits the white label's drawer (about 730 px at 1,400 px) without a sideways scroll: Side and Price start
 * hidden (the column menu shows them), and the sizes below (each column's smallest width) add up to 705 px.
 * With all eight at the default 130 px, Status and Result sat behind a scroll and Stake was cut mid-amount.
 * Amounts never wrap (a column of money is a figure, server-table.css): a large one widens its column.
 */
export function BetHistoryTable({ whiteLabelId, currency }: { whiteLabelId: string; currency: string }) {
  const columns = useMemo<ServerColumn<Bet>[]>(
    () => [
      // The date over its time, on two lines: on one (dateTimeColumn, 205 px) the table needs a sideways scroll.
      // Exported as every date-time column is (the shown zone, named in the header).
      { id: 'placedAt', header: 'Placed', size: 120, exportValue: (b) => dateTimeCellOf(b.placedAt), exportZoned: true, Cell: ({ row }) => formatDateTime(row.original.placedAt) },
      { id: 'userName', accessorKey: 'userName', header: 'User', size: 110 },
      { id: 'outcomeName', accessorKey: 'outcomeName', header: 'Selection', size: 130 },
      { id: 'side', accessorKey: 'side', header: 'Side', size: 80, hiddenByDefault: true },
      { id: 'price', header: 'Price', size: 100, hiddenByDefault: true, exportValue: (b) => b.price ?? '', Cell: ({ row }) => row.original.price ?? '—' },
      { id: 'stake', header: 'Stake', size: 115, exportHeader: `Stake (${currency})`, exportValue: (b) => moneyCell(b.stake), Cell: ({ row }) => formatAmount(row.original.stake, currency) },
      { id: 'status', header: 'Status', size: 110, exportValue: betStatusText, Cell: ({ row }) => betStatusText(row.original) },
      {
        id: 'result',
        header: 'Result',
        size: 120,
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
