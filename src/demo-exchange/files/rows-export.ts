import type { ExportFile } from '@shared/contract/files';

/** The content type of each format a table of rows is exported in. */
const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

/** A table export as the contract answers it: `<base>.<format>`, its content type, its bytes in base64, and how many rows it holds. */
export const rowsExport = (base: string, format: keyof typeof CONTENT_TYPES, bytes: Uint8Array | string, rows: number): ExportFile & { rows: number } => ({
  fileName: `${base}.${format}`,
  contentType: CONTENT_TYPES[format],
  base64: Buffer.from(bytes).toString('base64'),
  rows,
});
