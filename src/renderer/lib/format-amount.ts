/** Kept for code written before the formatting module: use '@renderer/lib/format'. */
export { formatAmount } from './format';
