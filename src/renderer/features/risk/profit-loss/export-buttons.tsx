import { Button, Group } from '@mantine/core';
import { exportNamesToday } from '@renderer/components/server-table/export-names';
import type { ExportColumn, ExportFooter, ExportFormat } from '@renderer/components/server-table/export-rows';
import { saveRows } from '@renderer/components/server-table/save-rows';

/**
 * CSV and Excel of a table already on screen (every row of it, then its Total row as the last line), written
 * by the table kit's export writers; the file named "<what> <qualifier> <day>" (export-names.ts).
 */
export function ExportButtons<Row>(props: { what: string; qualifier: string; columns: readonly ExportColumn<Row>[]; rows: readonly Row[]; footer: ExportFooter; label: string }) {
  const { rows, label } = props;
  const save = (format: ExportFormat) => saveRows(format, exportNamesToday(props.what, props.qualifier), props.columns, rows, props.footer);
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
