import { formatSettings, groupingLocale, memoFormatter } from './settings';

export interface NumberOptions {
  /** Fixed decimals (money: the currency's minor units). */
  readonly decimals?: number;
  /** At most this many decimals, fewer when the value has fewer (counts: 0). */
  readonly maxDecimals?: number;
  /** "1.2L" / "12K" for big sizes where the column is narrow. */
  readonly compact?: boolean;
}

const numberFormat = memoFormatter((key) => {
  const [locale, decimals, maxDecimals, compact] = key.split('|');
  const fixed = decimals === '' ? undefined : Number(decimals);
  return new Intl.NumberFormat(locale, {
    // A minus only on a number that shows below zero: never "-0" (a zero, or -0.001 to two decimals).
    signDisplay: 'negative',
    ...(compact === '1' ? { notation: 'compact' as const, maximumFractionDigits: 1 } : {}),
    ...(fixed !== undefined ? { minimumFractionDigits: fixed, maximumFractionDigits: fixed } : { maximumFractionDigits: Number(maxDecimals) }),
  });
});

/** A number grouped the user's way (Indian lakh/crore or international): "1,23,456" or "123,456". */
export const formatNumber = (value: number, options: NumberOptions = {}): string => {
  if (!Number.isFinite(value)) return '—';
  const key = `${groupingLocale(formatSettings().grouping)}|${options.decimals ?? ''}|${options.maxDecimals ?? 2}|${options.compact ? '1' : '0'}`;
  return numberFormat(key).format(value);
};

/** A count of things: whole, grouped. */
export const formatCount = (value: number): string => formatNumber(value, { maxDecimals: 0 });

/** "3 bets", "1 bet": a count with its word. */
export const plural = (n: number, word: string): string => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

/** A size that may be large in a narrow column: grouped below 10,000, compact above ("1.2L", "12K"). */
export const formatSize = (size: number): string => (size >= 10_000 ? formatNumber(size, { compact: true }) : formatNumber(size, { maxDecimals: 0 }));

/** A percentage given as a number of per cent: "12.5%". */
export const formatPercent = (percent: number, maxDecimals = 2): string => `${formatNumber(percent, { maxDecimals })}%`;

/**
 * A number as an input field holds it for editing: fixed decimals, no grouping and no symbol, so that what
 * the trader sees in the field parses back to the same number ("1.50", "12000.00").
 */
export const editableNumber = (value: number, decimals = 2): string => (Number.isFinite(value) ? value.toFixed(decimals) : '');

/**
 * What a trader typed as a plain decimal ("2", "2.5", ".5", " 1.83 "), or NaN for anything else: an empty
 * field, a comma, a sign, and the exponent and hexadecimal forms that `Number` would read ("1e3", "0x10").
 */
export const typedDecimal = (text: string): number => (/^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(text) ? Number(text) : Number.NaN);
