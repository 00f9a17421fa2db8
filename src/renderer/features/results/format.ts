import { toMajor } from '@shared/money/amounts';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Minor units (paise) as rupees: "₹1,23,456.00". */
export const formatMinor = (minor: number): string => rupees.format(toMajor(minor));

const when = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
export const formatWhen = (iso: string | null | undefined): string => (iso ? when.format(new Date(iso)) : '—');

export const plural = (n: number, word: string): string => `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;

/** The toast after a confirmed change when the exchange sent no words of its own. */
export const CONFIRMED = 'Done: the exchange confirmed it.';

/**
 * How often result lists ask again: another user's entry (another console, which no window of this one
 * hears about) shows within this time. Changes made in this console show at once in all its windows.
 */
export const OTHER_USERS_MS = 4_000;
