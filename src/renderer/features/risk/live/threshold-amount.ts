import { isWholeMinor } from '@shared/money/amounts';

/** What is wrong with an "Alert above" amount as typed (₹), in words for the field; null when it can be saved. */
export const thresholdAmountError = (amount: number | string): string | null => {
  if (amount === '') return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(Math.round(amount * 100))) return 'Alert above: enter an amount in rupees.';
  if (amount < 0) return 'Alert above: 0 or more.';
  if (!isWholeMinor(amount)) return 'Alert above: at most 2 decimals (paise).';
  return null;
};
