import type { MRT_RowData } from 'mantine-react-table';
import { formatDateTime } from '@renderer/lib/format';
import type { ServerColumn } from './export-columns';

/** "Nov 27, 2026, 10:41:09 PM" with the cell's padding: the size that shows it on one line. */
export const DATE_TIME_SIZE = 205;
const ONE_LINE = { whiteSpace: 'nowrap' } as const;

/**
 * A column of a date and time, on one line ("PM" never alone on a second), written to a file as shown. The
 * table sorts it only where the exchange sorts by its id (`sortableBy`).
 */
export const dateTimeColumn = <Row extends MRT_RowData>(id: string, header: string, pick: (row: Row) => string | null | undefined): ServerColumn<Row> => ({
  id,
  header,
  size: DATE_TIME_SIZE,
  exportValue: (row) => formatDateTime(pick(row)),
  Cell: ({ row }) => <span style={ONE_LINE}>{formatDateTime(pick(row.original))}</span>,
});
