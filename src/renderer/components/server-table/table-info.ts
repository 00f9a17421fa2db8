import { formatCount } from '@renderer/lib/format';
/** DataTables' info line, so a trader reads the same words as in the console they know. */
export const tableInfo = (start: number, rowsOnPage: number, recordsFiltered: number, recordsTotal: number): string => {
  const n = formatCount;
  const shown = rowsOnPage === 0 ? 'Showing 0 to 0 of 0 entries' : `Showing ${n(start + 1)} to ${n(start + rowsOnPage)} of ${n(recordsFiltered)} entries`;
  return recordsFiltered === recordsTotal ? shown : `${shown} (filtered from ${n(recordsTotal)} total entries)`;
};
