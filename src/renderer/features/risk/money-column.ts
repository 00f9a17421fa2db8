import type { MRT_RowData } from 'mantine-react-table';
import { moneyCell } from '@shared/files/xlsx';
import { toMajor } from '@shared/money/amounts';
import type { ServerColumn } from '@renderer/components/server-table/export-columns';
import { formatMinor } from '@renderer/lib/format';

/**
 * A column of an amount the exchange gives in minor units (paise): shown as money, exported in rupees
 * (two decimals), as the screen shows it, never the paise themselves.
 */
export const moneyColumn = <Row extends MRT_RowData>(id: string, header: string, pick: (row: Row) => number): ServerColumn<Row> => ({
  id,
  header,
  exportHeader: `${header} (₹)`,
  exportValue: (row) => moneyCell(toMajor(pick(row))),
  Cell: ({ row }) => formatMinor(pick(row.original)),
});
