export { formatAmount } from '@renderer/lib/format';

/** "1 user", "202 users". */
export { plural as count } from '@renderer/lib/format';
