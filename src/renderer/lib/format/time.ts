import { formatSettings, memoFormatter } from './settings';

/** A moment as the exchange or a form gives it: ISO text, epoch milliseconds or a Date; nothing shows a dash. */
export type Moment = string | number | Date | null | undefined;

const EMPTY = '—';

const toDate = (value: Moment): Date | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

type Style = 'medium' | 'when' | 'time' | 'timeMs' | 'minutes' | 'date' | 'dayTime' | 'zone';
/** Month first, then day; a 12-hour clock with AM/PM: every style is of the medium family (one look everywhere). */
const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true };
const SECONDS: Intl.DateTimeFormatOptions = { ...CLOCK, second: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const STYLES: Record<Style, [locale: string, options: Intl.DateTimeFormatOptions]> = {
  // Angular's 'medium' (spec §2 "Dates are shown in medium format"): Jan 5, 2026, 3:04:05 PM.
  medium: ['en-US', { ...DAY, year: 'numeric', ...SECONDS }],
  when: ['en-US', { ...DAY, ...SECONDS }],
  time: ['en-US', SECONDS],
  timeMs: ['en-US', { ...SECONDS, fractionalSecondDigits: 3 }],
  minutes: ['en-US', CLOCK],
  date: ['en-US', { ...DAY, year: 'numeric' }],
  dayTime: ['en-US', { ...DAY, ...CLOCK }],
  zone: ['en-GB', { timeZoneName: 'short' }],
};

const dateFormat = memoFormatter((key) => {
  const [style, zone] = key.split('|') as [Style, string];
  const [locale, options] = STYLES[style];
  return new Intl.DateTimeFormat(locale, { ...options, ...(zone ? { timeZone: zone } : {}) });
});

/** ICU puts narrow no-break spaces before AM/PM; a plain space reads (and copies) the same everywhere. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const format = (style: Style, value: Moment): string => {
  const date = toDate(value);
  return date ? plainSpaces(dateFormat(`${style}|${formatSettings().timeZone ?? ''}`).format(date)) : EMPTY;
};

/** Date and time to the second, medium format: "Jan 5, 2026, 3:04:05 PM" (lists and details). */
export const formatDateTime = (value: Moment): string => format('medium', value);
/** Day and time to the second, compact: "Nov 26, 12:41:09 AM" (money movements, settlements). */
export const formatWhen = (value: Moment): string => format('when', value);
/** Day and time to the minute: "Nov 26, 2:30 PM" (event starts, schedules). */
export const formatDayTime = (value: Moment): string => format('dayTime', value);
/** A day: "Nov 26, 2026". */
export const formatDate = (value: Moment): string => format('date', value);
/** A calendar day the exchange names (YYYY-MM-DD, already a day of the user's zone) in words: "Nov 27, 2026". */
export const formatCalendarDay = (day: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? plainSpaces(dateFormat('date|UTC').format(new Date(`${day}T00:00:00.000Z`))) : day;
/** A time of day: "2:30:05 PM"; to the minute with `minutes` ("2:30 PM"), to the millisecond with `ms` ("2:30:05.120 PM"). */
export const formatTime = (value: Moment, precision: 'seconds' | 'minutes' | 'ms' = 'seconds'): string =>
  format(precision === 'ms' ? 'timeMs' : precision === 'minutes' ? 'minutes' : 'time', value);

/** The short name of the zone times are shown in, at a moment: "IST", "GMT", "UTC+4". */
export const formatZoneName = (value: Moment = Date.now()): string => {
  const date = toDate(value) ?? new Date();
  const part = dateFormat(`zone|${formatSettings().timeZone ?? ''}`)
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
};

/** This computer's time zone ("Asia/Kolkata"). */
export const computerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The zone times are shown in: the chosen one, or this computer's. */
export const shownTimeZone = (): string => formatSettings().timeZone ?? computerTimeZone();
