/**
 * Money crosses the API in major units (rupees, two decimals) and lives in the demo exchange's ledger as
 * integer minor units (paise), so that sums are exact. These are the only conversions.
 */
export const MINOR_PER_MAJOR = 100;

export const toMinor = (major: number): number => Math.round(major * MINOR_PER_MAJOR);
export const toMajor = (minor: number): number => minor / MINOR_PER_MAJOR;

/** A stake or amount as typed: finite, positive, at most two decimals. */
export const isWholeMinor = (major: number): boolean => Number.isFinite(major) && Math.abs(toMinor(major) - major * MINOR_PER_MAJOR) < 1e-6;
