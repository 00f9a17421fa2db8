import { Button, Group } from '@mantine/core';
import { EXPORT_TYPES, toCsv, toXlsx, type ExportColumn, type ExportFormat } from '@renderer/components/server-table/export-rows';
import { downloadBytes } from '@renderer/lib/download';

/** CSV and Excel of a table already on screen (every row of it), written by the table kit's export writers. */
export function ExportButtons<Row>({ fileName, columns, rows, label }: { fileName: string; columns: readonly ExportColumn<Row>[]; rows: readonly Row[]; label: string }) {
  const save = (format: ExportFormat) => downloadBytes(format === 'csv' ? toCsv(columns, rows) : toXlsx(fileName.slice(0, 31), columns, rows), `${fileName}.${format}`, EXPORT_TYPES[format]);
  return (
    <Group gap={4}>
      <Button size="compact-xs" variant="default" disabled={rows.length === 0} onClick={() => save('csv')} aria-label={`Export ${label} as CSV`}>
        CSV
      </Button>
      <Button size="compact-xs" variant="default" disabled={rows.length === 0} onClick={() => save('xlsx')} aria-label={`Export ${label} as Excel`}>
        Excel
      </Button>
    </Group>
  );
}
