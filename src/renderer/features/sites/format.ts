export { formatAmount } from '@renderer/lib/format-amount';

/** "1 user", "202 users". */
export const count = (n: number, word: string): string => `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;
