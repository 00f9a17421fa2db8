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

/** The same for an amount the exchange may not send (another exchange's list): a dash on screen, an empty cell in the file, never a 0 that reads safe. */
export const optionalMoneyColumn = <Row extends MRT_RowData>(id: string, header: string, pick: (row: Row) => number | undefined): ServerColumn<Row> => ({
  id,
  header,
  exportHeader: `${header} (₹)`,
  exportValue: (row) => {
    const amount = pick(row);
    return amount === undefined ? '' : moneyCell(toMajor(amount));
  },
  Cell: ({ row }) => {
    const amount = pick(row.original);
    return amount === undefined ? '—' : formatMinor(amount);
  },
});
