import { MAX_TABLE_PAGE_LENGTH } from '@shared/contract/data-table';
import { cellText, writeXlsx, type Cell } from '@shared/files/xlsx';
import { formatSettings, shownTimeZone } from '@renderer/lib/format';
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
  /** Its cells are wall-clock times of the zone times are shown in: its header in a file names the zone ("Start Time (Asia/Kolkata)"). */
  readonly zoned?: boolean;
}

/** A column's header in a file, naming the zone of its times when it has them (the zone as the file is written). */
export const fileHeaderOf = <Row,>(column: ExportColumn<Row>): string => (column.zoned ? `${column.header} (${shownTimeZone()})` : column.header);

/**
 * A file's lines: its rows, then the footer the screen shows under them (the Total row), if any, as the last
 * line. The footer's cells are the columns' in order: the first its words ("Total"), a blank under a column
 * the screen shows no total for.
 */
export type ExportFooter = readonly Cell[];

/** The footer as a line of the columns: a blank under a column it has no cell for. */
const footerLineOf = <Row,>(columns: readonly ExportColumn<Row>[], footer: ExportFooter): Cell[] => columns.map((_, i) => footer[i] ?? '');

const bodyLinesOf = <Row,>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): Cell[][] => rows.map((row) => columns.map((c) => c.value(row)));

const linesOf = <Row,>(columns: readonly ExportColumn<Row>[], rows: readonly Row[], footer: ExportFooter | undefined): Cell[][] => [
  ...bodyLinesOf(columns, rows),
  ...(footer ? [footerLineOf(columns, footer)] : []),
];

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

/**
 * RFC 4180 CSV with a byte-order mark, so Excel reads it as UTF-8. Date-times are written as the zone's wall
 * clock, "2026-11-28 14:02:05" (sortable, and what the screen shows), the zone in their header.
 */
export const toCsv = <Row,>(columns: readonly ExportColumn<Row>[], rows: readonly Row[], footer?: ExportFooter): string =>
  '\uFEFF' + [columns.map(fileHeaderOf), ...linesOf(columns, rows, footer)].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';

/** How wide a cell shows in a sheet: money gains its thousands separators there. */
const shownLength = (value: Cell): number => (typeof value === 'object' && 'money' in value ? Math.ceil((cellText(value).length * 4) / 3) : cellText(value).length);

const widthOf = (header: string, cells: readonly Cell[]): number => Math.min(60, Math.max(header.length, ...cells.map(shownLength)) + 2);

/**
 * An Excel sheet whose money is grouped as the signed-in user groups figures on screen (lakh and crore, or
 * thousands), and whose date-times are dates holding the zone's wall clock, the zone in their header. A
 * footer (the Total row) is its last row, in bold.
 */
export const toXlsx = <Row,>(sheetName: string, columns: readonly ExportColumn<Row>[], rows: readonly Row[], footer?: ExportFooter): Uint8Array<ArrayBuffer> => {
  const body = bodyLinesOf(columns, rows);
  const footerLine = footer && footerLineOf(columns, footer);
  const headers = columns.map(fileHeaderOf);
  // Widths from the first lines and the last (a footer's totals are the widest figures).
  const sample = [...body.slice(0, 200), ...(footerLine ? [footerLine] : body.slice(-1))];
  return writeXlsx(
    {
      name: sheetName,
      columns: headers.map((header, i) => ({ header, width: widthOf(header, sample.map((line) => line[i] ?? '')) })),
      rows: body,
      footer: footerLine,
    },
    { grouping: formatSettings().grouping },
  ) as Uint8Array<ArrayBuffer>;
};

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
