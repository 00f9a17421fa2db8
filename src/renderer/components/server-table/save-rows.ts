import { downloadBytes } from '@renderer/lib/download';
import type { ExportNames } from './export-names';
import { EXPORT_TYPES, toCsv, toXlsx, type ExportColumn, type ExportFooter, type ExportFormat } from './export-rows';

/** Rows (and the footer the screen shows under them) as a CSV or Excel file under the export's names, handed to the user. */
export const saveRows = <Row,>(format: ExportFormat, names: ExportNames, columns: readonly ExportColumn<Row>[], rows: readonly Row[], footer?: ExportFooter): void => {
  const bytes = format === 'csv' ? toCsv(columns, rows, footer) : toXlsx(names.sheet, columns, rows, footer);
  downloadBytes(bytes, `${names.file}.${format}`, EXPORT_TYPES[format]);
};
