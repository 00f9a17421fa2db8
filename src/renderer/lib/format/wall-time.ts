import { memoFormatter } from './settings';
import { shownTimeZone } from './time';
import { utcOf } from '@shared/time/utc-of';

/**
 * A date-time input (`<input type="datetime-local">`) holds a wall-clock time with no zone. The console
 * reads and fills it in the zone every time on screen is shown in (the user's choice, or this computer's),
 * so that a time typed is the time the lists show, whatever zone the computer itself is set to.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const partsFormat = memoFormatter(
  (zone) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', era: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }),
);

/** The wall clock in `zone` at an instant, as [year, month, day, hour, minute, second]; the year before 1 AD is 0. */
const wallClockAt = (epochMs: number, zone: string): number[] => {
  const parts = partsFormat(zone).formatToParts(new Date(epochMs));
  const [year = 0, ...rest] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((type) => Number(parts.find((p) => p.type === type)?.value ?? 0));
  // The formatter counts years before 1 AD back from "1 BC"; a zone west of UTC is there on 1 January 1 AD.
  const bc = parts.find((p) => p.type === 'era')?.value === 'BC';
  return [bc ? 1 - year : year, ...rest];
};

/** How far `zone`'s wall clock is ahead of UTC at an instant, in milliseconds. */
const offsetAt = (epochMs: number, zone: string): number => {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = wallClockAt(epochMs, zone);
  return utcOf(y, mo, d, h, mi, s) - Math.floor(epochMs / 1000) * 1000;
};

/**
 * How many minutes the zone times are shown in is ahead of UTC at an instant (now by default): the
 * `tz_offset` of a report whose days are the user's calendar days. India: 330.
 */
export const zoneOffsetMinutes = (zone: string = shownTimeZone(), at: number = Date.now()): number => Math.round(offsetAt(at, zone) / 60_000);

/**
 * The offset on a calendar day (YYYY-MM-DD) of the zone times are shown in: a report over past days uses
 * theirs, not today's (a London January is UTC+0 even when asked in July). Today's for a malformed day.
 */
export const dayOffsetMinutes = (day: string): number => {
  const noon = Date.parse(`${day}T12:00:00.000Z`);
  return zoneOffsetMinutes(shownTimeZone(), Number.isNaN(noon) ? Date.now() : noon);
};

/** Today, as a calendar day of the zone times are shown in (YYYY-MM-DD): what a date field starts on. */
export const shownToday = (): string => wallTimeOf(Date.now()).slice(0, 10);

/**
 * The instant (ISO text) of a wall-clock time typed in `zone` ("2026-11-27T14:08:00"), or null for an empty
 * or malformed one. A time the zone has twice (clocks going back) reads as the first; one it skips, as the
 * hour after.
 */
export const instantOfWallTime = (local: string, zone: string = shownTimeZone()): string | null => {
  const match = WALL_TIME.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const typed = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`;
  const asUtc = utcOf(y, mo, d, h, mi, Number.isNaN(s) ? 0 : s);
  // utcOf rolls a 13th month or a 25th hour over: a time that does not exist is malformed.
  if (new Date(asUtc).toISOString().slice(0, 16) !== typed || (s || 0) > 59) return null;
  // The zone's offset at a first guess, then at the answer it gives: enough across a change of offset. A time
  // the clocks skip (going forward) matches neither, and reads as the later one: 02:30 as 03:30 summer time.
  const first = asUtc - offsetAt(asUtc, zone);
  const second = asUtc - offsetAt(first, zone);
  const fits = wallTimeOf(second, { zone }) === typed;
  return new Date(fits ? second : Math.max(first, second)).toISOString();
};

/** An instant as a date-time input holds it in `zone`: "2026-11-27T14:08" (with `:ss` when `seconds`); '' for none. */
export const wallTimeOf = (instant: string | number | Date | null | undefined, options: { seconds?: boolean; zone?: string } = {}): string => {
  if (instant === null || instant === undefined || instant === '') return '';
  const epochMs = new Date(instant).getTime();
  if (Number.isNaN(epochMs)) return '';
  return wallClockText(wallClockAt(epochMs, options.zone ?? shownTimeZone()), options.seconds);
};

/** A wall clock [year, month, day, hour, minute, second] as a date-time input holds it: "2026-11-27T14:08" (`:ss` with `seconds`). */
export const wallClockText = ([y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0]: readonly number[], seconds = false): string => {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}${seconds ? `:${pad(s)}` : ''}`;
};
