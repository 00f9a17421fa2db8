import { contract, cronTypeLabel, type CronLog } from '@shared/contract';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { ServerTable } from '@renderer/components/server-table/server-table';
import { dateTimeColumn } from '@renderer/components/server-table/date-time-column';
import { RowBadge } from '@renderer/components/row-controls/row-badge';

const STATUS_COLORS: Record<string, string> = { success: 'green', failed: 'red', running: 'blue' };
const STATUS_LABELS: Record<string, string> = { success: 'Success', failed: 'Failed', running: 'Running' };
/** The exchange's status in words, the same on screen and in an export (an unknown one as it came). */
const statusLabel = (log: CronLog) => STATUS_LABELS[log.status] ?? log.status;
const CRON_PAGE_LENGTH = 25;
/** Cron jobs run every minute in the demo; a refresh every 30 s keeps the table current without blanking it. */
const CRON_REFRESH_MS = 30_000;

/** The job's name in words, on screen and in an export (a job the console does not know by its key). */
const typeLabel = (log: CronLog) => cronTypeLabel(log.cronType);

/**
 * The dates on one line take their room; the short status and hours less. Cron Type keeps the exchange's key
 * as its accessor (what the list is asked and searched by) and shows the job's name.
 */
const COLUMNS: ServerColumn<CronLog>[] = [
  { id: 'cronType', accessorKey: 'cronType', header: 'Cron Type', size: 150, exportValue: typeLabel, Cell: ({ row }) => typeLabel(row.original) },
  dateTimeColumn('cronStart', 'Start Time', (log) => log.cronStart),
  dateTimeColumn('cronEnd', 'End Time', (log) => log.cronEnd),
  {
    id: 'status',
    accessorKey: 'status',
    header: 'Status',
    size: 100,
    exportValue: statusLabel,
    Cell: ({ row }) => <RowBadge color={STATUS_COLORS[row.original.status] ?? 'gray'}>{statusLabel(row.original)}</RowBadge>,
  },
  { id: 'hours', accessorKey: 'hours', header: 'Hours', size: 90 },
  dateTimeColumn('updatedAt', 'Updated At', (log) => log.updatedAt),
];

/**
 * Spec §2: Cron Type, Start Time, End Time, Status, Hours, Updated At; dates in medium format. The exchange
 * answers the most recent runs whole; the first load shows the root spinner, refreshes never blank it.
 */
export function CronLogsTable() {
  return (
    <ServerTable
      tableId="cron-logs"
      label="Cron logs"
      operation={contract.cronLogs.list}
      wholeList={(log) => `${log.cronType} ${typeLabel(log)} ${log.status}`}
      getRowId={(log) => `${log.cronType}-${log.cronStart}`}
      columns={COLUMNS}
      pageSize={CRON_PAGE_LENGTH}
      searchPlaceholder="Cron type or status"
      refetchInterval={CRON_REFRESH_MS}
    />
  );
}
