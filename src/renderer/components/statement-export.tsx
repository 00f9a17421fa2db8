import { useRef } from 'react';
import { contract } from '@shared/contract';
import type { StatementLine } from '@shared/contract/risk';
import { moneyCell } from '@shared/files/xlsx';
import { toMajor } from '@shared/money/amounts';
import { unwrap } from '@renderer/app/errors';
import { callOperation } from '@renderer/app/data/operations';
import type { ExportColumn } from '@renderer/components/server-table/export-rows';
import { dateTimeExportColumn } from '@renderer/components/server-table/date-time-column';
import { TableExport } from '@renderer/components/server-table/table-toolbar';
import { useTableExport } from '@renderer/components/server-table/use-table-export';

/** A statement as a file: money in rupees (₹, two decimals) as on screen, never the ledger's paise; times as shown, in the zone times are shown in (named in the header). */
export const STATEMENT_EXPORT_COLUMNS: readonly ExportColumn<StatementLine>[] = [
  { header: 'No.', value: (line) => line.seq },
  dateTimeExportColumn('When', (line) => line.at),
  { header: 'What', value: (line) => line.description },
  { header: 'Amount (₹)', value: (line) => moneyCell(toMajor(line.amount)) },
  { header: 'Balance (₹)', value: (line) => moneyCell(toMajor(line.balance)) },
];

const FIRST_PAGE = { start: 0, length: 1, search: { value: '', regex: false }, order: [] };

/** Every line of a punter's statement, newest first, as CSV or Excel: read page by page with progress, and stoppable. */
export function StatementExport({ userName }: { userName: string }) {
  // Pages are read newest first by position: after the first, only lines older than its newest are asked
  // for, so a line posted meanwhile moves no line onto the next page (none read twice, none missed).
  const upTo = useRef<number | undefined>(undefined);
  const exporter = useTableExport<StatementLine>({
    what: 'Statement',
    qualifier: userName,
    request: FIRST_PAGE,
    columns: STATEMENT_EXPORT_COLUMNS,
    fetchPage: async ({ start, length }, signal) => {
      if (start === 0) upTo.current = undefined;
      const beforeSeq = upTo.current;
      const page = unwrap(await callOperation(contract.risk.accountStatement, { userName, start, length, ...(beforeSeq === undefined ? {} : { beforeSeq }) }, { signal }));
      if (start === 0 && page.data[0]) upTo.current = page.data[0].seq + 1;
      return page;
    },
  });
  return <TableExport progress={exporter.progress} onExport={exporter.run} onCancel={exporter.cancel} />;
}
