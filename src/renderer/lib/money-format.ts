import { toMajor } from '@shared/money/amounts';
import { formatAmount } from './format-amount';

/** Minor units (paise) as rupees, the way every money figure reads: "₹1,23,456.00". */
export const formatMinor = (minor: number, currency = 'INR'): string => formatAmount(toMajor(minor), currency);

const when = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
/** A moment to the second: "26 Nov, 00:41:09"; "—" for none. */
export const formatWhen = (iso: string | null | undefined): string => (iso ? when.format(new Date(iso)) : '—');
