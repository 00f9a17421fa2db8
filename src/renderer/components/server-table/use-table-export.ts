import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { exportNamesToday } from './export-names';
import { saveRows } from './save-rows';
import { fetchAllRows, type ExportColumn, type ExportFormat, type TablePage } from './export-rows';
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
  /** What the file and its Excel sheet are named after, in words: the table's label ("Markets"), or what the rows are ("Statement"). */
  what: string;
  /** Which of it, if the name needs to say ("punter3373"): "Statement punter3373 2026-11-28.csv" (export-names.ts). */
  qualifier?: string;
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
        saveRows(format, exportNamesToday(options.what, options.qualifier), options.columns, rows);
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
