import { formatTime } from '@renderer/lib/format';

/** "Confirmed 90/110 by admin at 14:02:11", or "No price yet". */
export const confirmedBy = (price: { updatedAt: string | null; updatedBy: string | null }, shown: string): string =>
  price.updatedAt ? `Confirmed ${shown} by ${price.updatedBy ?? '—'} at ${formatTime(price.updatedAt)}` : 'No price yet';
