import { shownToday } from '@renderer/lib/format';

/** What no file name may hold (Windows forbids the most), nor an Excel sheet's name ([ and ] too), and control characters. */
const NOT_IN_NAMES = /[/\\:*?"<>|[\]\p{Cc}]/gu;
/** Excel refuses a longer sheet name. */
export const SHEET_NAME_LENGTH = 31;
/** Where names end: no hidden file (a leading dot), no trailing dot (Windows drops it), no apostrophe (Excel refuses it at either end of a sheet name). */
const LOOSE_ENDS = /^[\s.']+|[\s.']+$/g;

export interface ExportNames {
  /** The file's name without its extension ("Statement punter3373 2026-11-28"). */
  readonly file: string;
  /** The Excel sheet's name: what the table is ("Statement"). */
  readonly sheet: string;
}

/** What a file or sheet name may hold of some words: each character it may not hold becomes a space. */
const nameOf = (words: string): string => words.replace(NOT_IN_NAMES, ' ').replace(/\s+/g, ' ').replace(LOOSE_ENDS, '');

/**
 * Every export's names, one style: "<what the table is, in words> <qualifier> <day>", the day (YYYY-MM-DD)
 * that of the export ("Markets by exposure 2026-11-28", "Statement punter3373 2026-11-28"). `what` is what
 * the user knows the table by (a ServerTable's label); `qualifier` says which of it (an agent, a desk, a
 * period), if any. Each character a file or sheet name may not hold becomes a space; the sheet is named
 * after `what` alone, cut to Excel's 31 characters.
 */
export const exportNames = (what: string, day: string, qualifier = ''): ExportNames => {
  const table = nameOf(what) || 'Export';
  const sheet = Array.from(table).slice(0, SHEET_NAME_LENGTH).join('').replace(LOOSE_ENDS, '');
  return { file: nameOf(`${table} ${qualifier} ${day}`), sheet };
};

/** An export's names today: the day in the zone times are shown in (the user's choice, or this computer's). */
export const exportNamesToday = (what: string, qualifier?: string): ExportNames => exportNames(what, shownToday(), qualifier);
