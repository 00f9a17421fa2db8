import type { BridgedOperation } from '@renderer/app/data/operations';
import { callOperation } from '@renderer/app/data/operations';
import { BridgeCallError } from '@renderer/app/errors';
import type { ProviderReportPage, ProviderReportQuery } from '@shared/contract/game-provider';
import { toCsv, EXPORT_TYPES } from '@renderer/components/server-table/export-rows';
import { downloadBytes } from '@renderer/lib/download';

/** The provider's largest page (its `max`). */
const EXPORT_PAGE = 500;

/** Every row of a report, page after page through the provider's max and offset; a refusal stops it with its message. */
export async function exportReport(op: BridgedOperation, query: ProviderReportQuery, fileName: string): Promise<number> {
  const rows: ProviderReportPage['rows'] = [];
  for (let offset = 0, total = Infinity; offset < total; offset += EXPORT_PAGE) {
    const result = await callOperation(op, { ...query, max: EXPORT_PAGE, offset } as never);
    if (!result.ok) throw new BridgeCallError(result.error);
    const page = result.data as ProviderReportPage;
    total = page.total;
    rows.push(...page.rows);
    if (page.rows.length === 0) break;
  }
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns = keys.map((key) => ({ header: key, value: (row: (typeof rows)[number]) => { const v = row[key]; return typeof v === 'number' ? v : String(v ?? ''); } }));
  downloadBytes(toCsv(columns, rows), fileName, EXPORT_TYPES.csv);
  return rows.length;
}
