import type { DatabaseSync } from 'node:sqlite';
import type { LimitLevel } from '@shared/catalogue';
import { LIMIT_CSV_COLUMNS, saveLimitInputSchema, type LimitImportRow } from '@shared/contract/limits';
import { parseWithSentences } from '@shared/validation/issue-sentences';
import { parseCsv, toCsv } from '../../files/csv';
import { ApiError } from '../../http/api-error';
import { listBetLimits, targetPathName, type LimitInput } from './bet-limits';

/** A larger file is a mistake (a wrong export), not a list of limits: say so rather than preview it. */
export const MAX_IMPORT_ROWS = 5000;
const REQUIRED = LIMIT_CSV_COLUMNS.filter((c) => c !== 'targetName');

/** An amount as a spreadsheet may write it: "40000", "40,000", "4,00,000.50" (the console's own grouping). */
const AMOUNT = /^\d{1,3}(,\d{2,3})*(\.\d+)?$|^\d+(\.\d+)?$/;
/** A cell's number; null when empty; NaN when it holds text that is no amount (the schema then says so). */
const amountOf = (cell: string | undefined): number | null => {
  const text = (cell ?? '').trim();
  if (text === '') return null;
  return AMOUNT.test(text) ? Number(text.replace(/,/g, '')) : Number.NaN;
};
const LABELS: Record<string, string> = { level: 'Level', targetId: 'Applies to', minStake: 'Minimum stake', maxStake: 'Maximum stake', maxProfit: 'Maximum profit', maxLiability: 'Maximum liability' };

/** One row read and checked: what it would save, or why it cannot. */
const readRow = (db: DatabaseSync, line: number, cell: (name: string) => string | undefined): { row: LimitImportRow; input?: LimitInput } => {
  const targetId = (cell('targetId') ?? '').trim() || null;
  const amounts = { minStake: amountOf(cell('minStake')), maxStake: amountOf(cell('maxStake')), maxProfit: amountOf(cell('maxProfit')), maxLiability: amountOf(cell('maxLiability')) };
  // The preview shows a cell that is no amount as empty; its message says what is wrong with it.
  const shown = (n: number | null) => (n === null || Number.isNaN(n) ? null : n);
  const row: LimitImportRow = {
    line,
    level: (cell('level') ?? '').trim(),
    targetId,
    targetName: '',
    minStake: shown(amounts.minStake),
    maxStake: shown(amounts.maxStake),
    maxProfit: shown(amounts.maxProfit),
    maxLiability: shown(amounts.maxLiability),
  };
  const notAmount = Object.entries(amounts).find(([, n]) => Number.isNaN(n));
  if (notAmount) return { row: { ...row, error: `${LABELS[notAmount[0]] ?? notAmount[0]}: an amount, such as 40000 or 40,000.` } };
  // An empty cell is undefined to the schema, so it says "Minimum stake is required." in the form's own words.
  const numbers = Object.fromEntries(Object.entries(amounts).map(([key, n]) => [key, n ?? undefined]));
  const parsed = parseWithSentences(saveLimitInputSchema, { level: row.level, targetId, ...numbers }, (path) => LABELS[path]);
  if (!parsed.success) return { row: { ...row, error: Object.values(parsed.errors)[0] ?? 'Invalid row.' } };
  const name = targetPathName(db, parsed.data.level, parsed.data.targetId);
  if (name === null) return { row: { ...row, error: `That ${parsed.data.level} was not found.` } };
  return { row: { ...row, targetName: name }, input: parsed.data };
};

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
