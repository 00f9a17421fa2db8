/** What no file name may hold (Windows forbids the most), nor an Excel sheet's name ([ and ] too), and control characters. */
const NOT_IN_NAMES = /[/\\:*?"<>|[\]\p{Cc}]/gu;
/** Excel refuses a longer sheet name. */
export const SHEET_NAME_LENGTH = 31;
/** Where names end: no hidden file (a leading dot), no trailing dot (Windows drops it), no apostrophe (Excel refuses it at either end of a sheet name). */
const LOOSE_ENDS = /^[\s.']+|[\s.']+$/g;

export interface ExportNames {
  /** The file's name without its extension ("Markets 2026-11-28"). */
  readonly file: string;
  /** The Excel sheet's name ("Markets"). */
  readonly sheet: string;
}

/**
 * An export's names, from what the user knows the list by (its label, "Markets"): each character a file or
 * sheet name may not hold becomes a space, and a sheet name is cut to Excel's 31 characters. `day`
 * (YYYY-MM-DD) ends the file's name, as the exchange dates its own exports ("bet-limits-2026-11-28.csv").
 */
export const exportNames = (label: string, day?: string): ExportNames => {
  const name = label.replace(NOT_IN_NAMES, ' ').replace(/\s+/g, ' ').replace(LOOSE_ENDS, '') || 'Export';
  const sheet = Array.from(name).slice(0, SHEET_NAME_LENGTH).join('').replace(LOOSE_ENDS, '');
  return { file: day ? `${name} ${day}` : name, sheet };
};
