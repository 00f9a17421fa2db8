/** The monitors' figures, from the formatting module: whole rupees in columns that scan many. */
import { formatMoney as money } from '@renderer/lib/format';

export { formatOdds, formatSize, formatTime } from '@renderer/lib/format';
export const formatMoney = (amount: number): string => money(amount, { whole: true });
