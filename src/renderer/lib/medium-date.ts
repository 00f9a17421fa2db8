/** Kept for code written before the formatting module: use formatDateTime from '@renderer/lib/format'. */
export { formatDateTime as mediumDate } from './format';
