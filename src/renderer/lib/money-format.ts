/** Kept for code written before the formatting module: use '@renderer/lib/format'. */
export { formatMinor, formatWhen } from './format';
