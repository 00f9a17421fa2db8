import { MAX_TABLE_PAGE_LENGTH } from '@shared/contract/data-table';
import type { GroupingStyle } from '@shared/contract/display-preferences';
import { cellText, writeXlsx, type Cell } from '@shared/files/xlsx';
import { formatSettings } from '@renderer/lib/format';
import type { TableRequest } from './request';

/** One page of a server-side list: its rows and DataTables' two counts. */
export interface TablePage<Row> {
  readonly data: readonly Row[];
  readonly recordsTotal: number;
  readonly recordsFiltered: number;
}

export interface ExportColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => Cell;
}

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Every row of the current query (its search, order and filters), page after page of the largest length
 * the contract allows. Reports after each page; stops with an AbortError when the signal fires.
 */
export async function fetchAllRows<Row>(
  request: TableRequest,
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<Row>>,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<Row[]> {
  const rows: Row[] = [];
  let total = Infinity;
  for (let start = 0; start < total; start += MAX_TABLE_PAGE_LENGTH) {
    signal.throwIfAborted();
    const page = await fetchPage({ ...request, start, length: MAX_TABLE_PAGE_LENGTH }, signal);
    total = page.recordsFiltered;
    rows.push(...page.data);
    onProgress(Math.min(rows.length, total), total);
    // A list that shrank while being read ends early rather than asking past its end forever.
    if (page.data.length === 0) break;
  }
  return rows;
}

/** A text cell a spreadsheet would run as a formula (=, +, -, @) is quoted as text: exports are opened by people. */
const neutralise = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const csvField = (value: Cell): string => {
  if (typeof value !== 'string') return cellText(value);
  const text = neutralise(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 CSV with a byte-order mark, so Excel reads it as UTF-8. */
export const toCsv = <Row,>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string =>
  '\uFEFF' + [columns.map((c) => csvField(c.header)), ...rows.map((row) => columns.map((c) => csvField(c.value(row))))].map((line) => line.join(',')).join('\r\n') + '\r\n';

/** How wide a cell shows in a sheet: money gains its thousands separators there. */
const shownLength = (value: Cell): number => (typeof value === 'object' ? Math.ceil((cellText(value).length * 4) / 3) : cellText(value).length);

const widthOf = <Row,>(column: ExportColumn<Row>, rows: readonly Row[]): number =>
  Math.min(60, Math.max(column.header.length, ...rows.slice(0, 200).map((row) => shownLength(column.value(row)))) + 2);

/** An Excel sheet whose money is grouped as the signed-in user groups figures on screen (lakh and crore, or thousands). */
export const toXlsx = <Row,>(sheetName: string, columns: readonly ExportColumn<Row>[], rows: readonly Row[], grouping: GroupingStyle = formatSettings().grouping): Uint8Array<ArrayBuffer> =>
  writeXlsx(
    {
      name: sheetName,
      columns: columns.map((c) => ({ header: c.header, width: widthOf(c, rows) })),
      rows: rows.map((row) => columns.map((c) => c.value(row))),
    },
    { grouping },
  ) as Uint8Array<ArrayBuffer>;

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
