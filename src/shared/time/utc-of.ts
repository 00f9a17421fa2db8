/**
 * A wall-clock time (month 1–12) read as UTC, in milliseconds since the epoch. Not `Date.UTC`, which reads a
 * year 0–99 as 1900–1999 (a From day of 0001-01-01 once sent an offset of millions of minutes). A 13th month
 * or a 25th hour rolls over, as Date does.
 */
export const utcOf = (y: number, mo: number, d: number, h: number, mi: number, s: number): number => {
  const instant = new Date(0);
  instant.setUTCFullYear(y, mo - 1, d);
  return instant.setUTCHours(h, mi, s, 0);
};
