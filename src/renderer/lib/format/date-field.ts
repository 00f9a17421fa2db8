import { formatCalendarDay } from './time';
import { wallClockText } from './wall-time';

/**
 * A date field (components/date-field.tsx, a @mantine/dates picker) shows its day or moment in the console's
 * medium family, and hands its callers what a native date input did: a day as YYYY-MM-DD, a moment as the
 * wall-clock text of a date-time input (YYYY-MM-DDTHH:mm:ss, read with instantOfWallTime). The picker holds a
 * Date of this computer's clock with the same wall-clock fields: it only shows and edits them.
 */

/** A day in a date field (dayjs tokens): "Nov 26, 2026", as formatDate shows it. */
export const DAY_FIELD_FORMAT = 'MMM D, YYYY';
/** A moment in a date field, to the second: "Nov 26, 2026, 2:30:05 PM". */
export const MOMENT_FIELD_FORMAT = 'MMM D, YYYY, h:mm:ss A';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** A month's name, whole or its first three letters or more ("Nov", "Sept", "november"): 1–12. */
const monthOf = (word: string): number => MONTHS.findIndex((name) => word.length >= 3 && name.startsWith(word.toLowerCase())) + 1;

const ISO_DAY = String.raw`(\d{4})-(\d{1,2})-(\d{1,2})`;
const WORDS_DAY = String.raw`([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})`;
/** The day first, as much of the world writes it: "28 Nov 2026", "28 November, 2026". */
const DAY_WORDS = String.raw`(\d{1,2})\s+([a-z]{3,9})\.?,?\s+(\d{4})`;
const TIME = String.raw`(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?m\.?)?`;
const TYPED = new RegExp(String.raw`^\s*(?:${ISO_DAY}|${WORDS_DAY}|${DAY_WORDS})(?:(,?\s+|T)${TIME})?\s*$`, 'i');

/** The parts of typed text, as typed (undefined when not); null for text that is not a day with maybe a time. */
const typedParts = (text: string) => {
  const match = TYPED.exec(text);
  if (!match) return null;
  const [, isoY, isoMo, isoD, monthFirst, monthFirstD, monthFirstY, dayFirstD, dayFirst, dayFirstY, separator, hour, minute, second, half] = match;
  const [word, wordD, wordY] = monthFirst ? [monthFirst, monthFirstD, monthFirstY] : [dayFirst, dayFirstD, dayFirstY];
  return { isoY, isoMo, isoD, word, wordD, wordY, separator, hour, minute, second, half };
};

/** The hour of a 24-hour clock, from one typed with or without AM/PM; NaN for one that is not. */
const hourOf = (typed: number, half: string | undefined): number => {
  if (!half) return typed <= 23 ? typed : NaN;
  if (typed < 1 || typed > 12) return NaN;
  return (typed % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
};

/**
 * This computer's Date with those wall-clock fields, or null for a day the calendar has not (30 February) or,
 * with `timeTyped`, a time this computer's clock skips (a spring-forward hour): its Date would carry another
 * hour than the one typed, so the text is not taken rather than silently moved.
 */
const wallDate = (y: number, mo: number, d: number, h: number, mi: number, s: number, timeTyped: boolean): Date | null => {
  if (![h, mi, s].every(Number.isFinite) || mi > 59 || s > 59) return null;
  const date = new Date(0);
  // setFullYear, not the constructor: that reads a year 0–99 as 1900–1999.
  date.setFullYear(y, mo - 1, d);
  date.setHours(h, mi, s, 0);
  const sameDay = date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d;
  return sameDay && (!timeTyped || (date.getHours() === h && date.getMinutes() === mi)) ? date : null;
};

/**
 * What is typed in a date field, or a field's value, read: a day as "Nov 26, 2026", "november 26 2026",
 * "26 Nov 2026" or "2026-11-26" (never 26/11/2026 or 11/26/2026: which is the month is anyone's guess); with `withTime`, a time of day may follow ("2:30:05 PM", "2:30 pm", "14:30", "T14:30:05"),
 * midnight when none. Null until the text reads as a whole day (so half-typed text changes nothing).
 */
export const readFieldDate = (text: string, withTime: boolean): Date | null => {
  const parts = typedParts(text);
  if (!parts) return null;
  const { isoY, isoMo, isoD, word, wordD, wordY, hour: h, minute: mi, second: s, half } = parts;
  if (!withTime && h !== undefined) return null;
  const [y, mo, d] = isoY ? [Number(isoY), Number(isoMo), Number(isoD)] : [Number(wordY), monthOf(word ?? ''), Number(wordD)];
  if (mo < 1) return null;
  return wallDate(y, mo, d, h === undefined ? 0 : hourOf(Number(h), half), Number(mi ?? 0), Number(s ?? 0), h !== undefined);
};

/** A picked Date as the field hands it on: YYYY-MM-DD, or with `withTime` YYYY-MM-DDTHH:mm:ss; '' for none. */
export const fieldValueOf = (date: Date | null, withTime: boolean): string => {
  if (!date || Number.isNaN(date.getTime())) return '';
  const text = wallClockText([date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()], true);
  return withTime ? text : text.slice(0, 10);
};

/**
 * Whether typed text that reads as a moment may still mean another one as typing goes on, so a date field takes
 * it only on Enter or on leaving: a day with no time yet (midnight, unless a time follows) or an hour 1–12 with
 * no AM/PM (AM, unless a PM follows). An hour 0 or 13–23, AM/PM, or a date-time input's form
 * ("2026-11-26T09:30", a 24-hour clock) mean one moment already.
 */
export const mayChangeAsTyped = (text: string): boolean => {
  const parts = typedParts(text);
  if (!parts) return false;
  if (parts.hour === undefined) return true;
  const hour = Number(parts.hour);
  return !parts.half && parts.separator?.toUpperCase() !== 'T' && hour >= 1 && hour <= 12;
};

/**
 * What a date field says when it cannot read what was typed (QA T26): the forms it takes, in words, so the text
 * is kept and mended rather than emptied without a word.
 */
export const unreadDateMessage = (withTime: boolean): string =>
  withTime ? 'Type a date and time as 2026-11-28T14:30 or Nov 28, 2026, 2:30 PM' : 'Type a date as 2026-11-28 or Nov 28, 2026';

/**
 * Why a field with a first and a last day does not take `date` ("Choose a date on or before Nov 28, 2026"), or
 * null when it is between them. Days are compared, as the field's calendar does.
 */
export const outOfRangeMessage = (date: Date, minDate?: Date | null, maxDate?: Date | null): string | null => {
  const day = fieldValueOf(date, false);
  const [first, last] = [fieldValueOf(minDate ?? null, false), fieldValueOf(maxDate ?? null, false)];
  if (last && day > last) return `Choose a date on or before ${formatCalendarDay(last)}`;
  if (first && day < first) return `Choose a date on or after ${formatCalendarDay(first)}`;
  return null;
};
