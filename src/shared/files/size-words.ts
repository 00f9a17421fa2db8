/**
 * A file's size against its limit, in words, for an upload refused as too large: "at most 1 MB (this one is
 * 1.01 MB)". Sizes count as the exchange counts them (1 KB = 1,000 bytes, 1 MB = 1,000,000). The limit
 * chooses the unit: MB from a megabyte, KB below.
 */
interface SizeUnit {
  readonly name: 'MB' | 'KB';
  readonly bytes: number;
  /** Decimals shown at most (trailing zeros dropped). */
  readonly decimals: number;
}

const MB: SizeUnit = { name: 'MB', bytes: 1_000_000, decimals: 2 };
const KB: SizeUnit = { name: 'KB', bytes: 1_000, decimals: 0 };

/**
 * `bytes` in `unit`, rounded UP at its last shown digit, so a file even one byte over its limit never reads
 * as the limit itself (1,000,001 bytes is 1.01 MB, not 1.0 MB). Whole steps of the last digit divide by an
 * integer: no floating error can push an exact size up a step. A limit rounds DOWN instead (`round`), so it
 * never reads as more than it takes: 5,242,880 bytes (5 MiB) is "at most 5.24 MB", a byte over it 5.25 MB.
 */
const inUnit = (bytes: number, unit: SizeUnit, round: (steps: number) => number = Math.ceil): string => {
  const steps = 10 ** unit.decimals;
  return `${round(bytes / (unit.bytes / steps)) / steps} ${unit.name}`;
};

/** "at most <limit> (this one is <size>)", both in the limit's unit, the limit rounded down and the size up. */
export const tooLargeWords = (bytes: number, maxBytes: number): string => {
  const unit = maxBytes >= MB.bytes ? MB : KB;
  return `at most ${inUnit(maxBytes, unit, Math.floor)} (this one is ${inUnit(bytes, unit)})`;
};
