import type { DatabaseSync } from 'node:sqlite';
import type { LimitLevel } from '@shared/catalogue';
import { LIMIT_CSV_COLUMNS, saveLimitInputSchema, type LimitImportRow } from '@shared/contract/limits';
import { parseCsv, toCsv } from '../../files/csv';
import { ApiError } from '../../http/api-error';
import { listBetLimits, targetPathName, type LimitInput } from './bet-limits';

/** A larger file is a mistake (a wrong export), not a list of limits: say so rather than preview it. */
export const MAX_IMPORT_ROWS = 5000;
const REQUIRED = LIMIT_CSV_COLUMNS.filter((c) => c !== 'targetName');

const numberOrNull = (cell: string | undefined): number | null => {
  const text = (cell ?? '').trim();
  return text === '' || Number.isNaN(Number(text)) ? null : Number(text);
};

/** One row read and checked: what it would save, or why it cannot. */
const readRow = (db: DatabaseSync, line: number, cell: (name: string) => string | undefined): { row: LimitImportRow; input?: LimitInput } => {
  const targetId = (cell('targetId') ?? '').trim() || null;
  const row: LimitImportRow = {
    line,
    level: (cell('level') ?? '').trim(),
    targetId,
    targetName: '',
    minStake: numberOrNull(cell('minStake')),
    maxStake: numberOrNull(cell('maxStake')),
    maxProfit: numberOrNull(cell('maxProfit')),
    maxLiability: numberOrNull(cell('maxLiability')),
  };
  const parsed = saveLimitInputSchema.safeParse({ level: row.level, targetId, ...numbersOf(row) });
  if (!parsed.success) return { row: { ...row, error: parsed.error.issues[0]?.message ?? 'Invalid row.' } };
  const name = targetPathName(db, parsed.data.level, parsed.data.targetId);
  if (name === null) return { row: { ...row, error: `That ${parsed.data.level} was not found.` } };
  return { row: { ...row, targetName: name }, input: parsed.data };
};

/** An empty cell is undefined to the schema, so it says "Minimum stake is required." in the form's own words. */
const numbersOf = (row: LimitImportRow) =>
  Object.fromEntries((['minStake', 'maxStake', 'maxProfit', 'maxLiability'] as const).map((key) => [key, row[key] ?? undefined]));

/** Reads an uploaded bet-limit CSV: every row, with the limit it would save or its error. */
export function readLimitCsv(db: DatabaseSync, bytes: Uint8Array): Array<{ row: LimitImportRow; input?: LimitInput }> {
  const [header = [], ...lines] = parseCsv(new TextDecoder().decode(bytes));
  const columns = header.map((name) => name.trim());
  const missing = REQUIRED.filter((name) => !columns.includes(name));
  if (missing.length > 0) throw new ApiError(400, `The file's first line must name the columns ${LIMIT_CSV_COLUMNS.join(', ')}; missing: ${missing.join(', ')}.`);
  if (lines.length === 0) throw new ApiError(400, 'The file has no rows of bet limits.');
  if (lines.length > MAX_IMPORT_ROWS) throw new ApiError(400, `The file has ${lines.length} rows; at most ${MAX_IMPORT_ROWS} can be imported at once.`);
  // Line numbers as a spreadsheet shows them: the header is line 1.
  return lines.map((cells, index) => readRow(db, index + 2, (name) => cells[columns.indexOf(name)]));
}

/** Every bet limit (of one level, when given) as CSV in the columns the import reads. */
export function limitsCsv(db: DatabaseSync, level: LimitLevel | undefined): string {
  const { data } = listBetLimits(db, { start: 0, length: Number.MAX_SAFE_INTEGER, search: { value: '' }, level });
  return toCsv([LIMIT_CSV_COLUMNS, ...data.map((l) => [l.level, l.targetId, l.targetName, l.minStake, l.maxStake, l.maxProfit, l.maxLiability])]);
}
