import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { downloadBytes } from '@renderer/lib/download';
import { shownToday } from '@renderer/lib/format';
import { exportNames } from './export-names';
import { EXPORT_TYPES, fetchAllRows, toCsv, toXlsx, type ExportColumn, type ExportFormat, type TablePage } from './export-rows';
import type { TableRequest } from './request';

export interface ExportProgress {
  readonly format: ExportFormat;
  readonly done: number;
  readonly total: number;
}

/**
 * Export of the current query, all its pages, as CSV or Excel: rows are read page by page (with progress),
 * the file is written in the page and handed to the user as a download. A mutation, so that a failure goes
 * to the central toast like any other; one export at a time; it can be cancelled, and an unmounted table
 * cancels its own.
 */
export function useTableExport<Row>(options: {
  /** What the file and its Excel sheet are named after: the table's label ("Markets"), or a file's own name. */
  fileName: string;
  /** The day of the export (in the zone times are shown in) ends the file's name: "Markets 2026-11-28.csv". */
  dated?: boolean;
  request: TableRequest;
  columns: readonly ExportColumn<Row>[];
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<Row>>;
}) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const exportRows = useMutation({
    mutationFn: async (format: ExportFormat) => {
      const abort = (controller.current = new AbortController());
      setProgress({ format, done: 0, total: 0 });
      try {
        const rows = await fetchAllRows(options.request, options.fetchPage, (done, total) => setProgress({ format, done, total }), abort.signal);
        const names = exportNames(options.fileName, options.dated ? shownToday() : undefined);
        const bytes = format === 'csv' ? toCsv(options.columns, rows) : toXlsx(names.sheet, options.columns, rows);
        downloadBytes(bytes, `${names.file}.${format}`, EXPORT_TYPES[format]);
      } catch (error) {
        // A cancelled export is the user's choice, not a failure to report.
        if (!abort.signal.aborted) throw error;
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    meta: { spinner: false },
  });
  return {
    progress,
    run: (format: ExportFormat) => {
      if (!exportRows.isPending) exportRows.mutate(format);
    },
    cancel: () => controller.current?.abort(),
  };
}
