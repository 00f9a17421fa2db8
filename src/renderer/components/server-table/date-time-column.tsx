import type { MRT_RowData } from 'mantine-react-table';
import { dateTimeCell, type Cell } from '@shared/files/xlsx';
import { formatDateTime, wallTimeOf, type Moment } from '@renderer/lib/format';
import type { ServerColumn } from './export-columns';
import type { ExportColumn } from './export-rows';

/** "Nov 27, 2026, 10:41:09 PM" with the cell's padding: the size that shows it on one line. */
export const DATE_TIME_SIZE = 205;
const ONE_LINE = { whiteSpace: 'nowrap' } as const;

/**
 * A moment in a file as the screen shows it, on the wall clock of the zone times are shown in: a date-time
 * cell ("2026-11-28 14:02:05" in a CSV, a date in Excel); blank for none. Its column is `zoned`.
 */
export const dateTimeCellOf = (moment: Moment): Cell => {
  const wallTime = wallTimeOf(moment, { seconds: true });
  return wallTime ? dateTimeCell(wallTime.replace('T', ' ')) : '';
};

/** A file's column of date-times (a table drawn by hand, not a ServerTable): its header names the zone. */
export const dateTimeExportColumn = <Row,>(header: string, pick: (row: Row) => Moment): ExportColumn<Row> => ({ header, zoned: true, value: (row) => dateTimeCellOf(pick(row)) });

/**
 * A column of a date and time, on one line ("PM" never alone on a second), written to a file in the zone it
 * is shown in (`dateTimeCellOf`). The table sorts it only where the exchange sorts by its id (`sortableBy`).
 */
export const dateTimeColumn = <Row extends MRT_RowData>(id: string, header: string, pick: (row: Row) => string | null | undefined): ServerColumn<Row> => ({
  id,
  header,
  size: DATE_TIME_SIZE,
  exportValue: (row) => dateTimeCellOf(pick(row)),
  exportZoned: true,
  Cell: ({ row }) => <span style={ONE_LINE}>{formatDateTime(pick(row.original))}</span>,
});
