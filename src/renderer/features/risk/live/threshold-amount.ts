import { MONITOR_VIEW_LIMITS } from '@shared/contract/windows';
import { isWholeMinor } from '@shared/money/amounts';
import { formatMoney } from '@renderer/lib/format';

/** The largest "Alert above" amount (₹): the risk monitor's own limit for its threshold, ₹100 crore. */
export const THRESHOLD_MAX_RUPEES = MONITOR_VIEW_LIMITS.threshold;

/**
 * What is wrong with an "Alert above" amount as typed (₹), in words for the field; null when it can be saved.
 * Mantine's NumberInput hands back text, not a number, for 14 digits or more: digits are a number too large.
 */
export const thresholdAmountError = (amount: number | string): string | null => {
  if (amount === '') return null;
  const tooLarge = `Alert above: at most ${formatMoney(THRESHOLD_MAX_RUPEES, { whole: true })}.`;
  if (typeof amount !== 'number') return /^\d+(\.\d*)?$/.test(amount) ? tooLarge : 'Alert above: enter an amount in rupees.';
  if (amount < 0) return 'Alert above: 0 or more.';
  if (amount > THRESHOLD_MAX_RUPEES) return tooLarge;
  if (!isWholeMinor(amount)) return 'Alert above: at most 2 decimals (paise).';
  return null;
};
