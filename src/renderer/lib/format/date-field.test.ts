import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_FIELD_FORMAT, fieldValueOf, mayChangeAsTyped, MOMENT_FIELD_FORMAT, outOfRangeMessage, readFieldDate } from './date-field';
import { formatDate } from './time';
import { setFormatSettings } from './settings';

afterEach(() => setFormatSettings({ timeZone: undefined }));

/** A date read as the field hands it on. */
const read = (text: string, withTime = false) => fieldValueOf(readFieldDate(text, withTime), withTime);

describe('a date field', () => {
  it('shows a day as the console does ("Nov 26, 2026") and a moment to the second, with AM/PM', () => {
    const afternoon = new Date(2026, 10, 26, 14, 30, 5);
    expect(dayjs(afternoon).format(DAY_FIELD_FORMAT)).toBe('Nov 26, 2026');
    expect(dayjs(afternoon).format(DAY_FIELD_FORMAT)).toBe(formatDate(afternoon));
    expect(dayjs(afternoon).format(MOMENT_FIELD_FORMAT)).toBe('Nov 26, 2026, 2:30:05 PM');
    expect(dayjs(new Date(2026, 10, 26, 0, 41, 9)).format(MOMENT_FIELD_FORMAT)).toBe('Nov 26, 2026, 12:41:09 AM');
  });

  it('reads a typed day in words or as YYYY-MM-DD, and hands it on as YYYY-MM-DD', () => {
    for (const typed of ['Nov 26, 2026', 'nov 26 2026', 'November 26, 2026', ' Nov. 26, 2026 ', '2026-11-26']) expect(read(typed), typed).toBe('2026-11-26');
    expect(read('Sept 3, 2026')).toBe('2026-09-03');
    for (const typed of ['26 Nov 2026', '26 november, 2026', '26 Nov. 2026']) expect(read(typed), typed).toBe('2026-11-26');
    expect(read('26 Nov 2026 14:30', true)).toBe('2026-11-26T14:30:00');
    // Day or month first? Not guessed: the field says which forms it takes (unreadDateMessage).
    for (const typed of ['26/11/2026', '11/26/2026', '31 Nov 2026']) expect(readFieldDate(typed, false), typed).toBeNull();
    expect(read('Jan 1, 0001')).toBe('0001-01-01');
  });

  it('takes no time this computer’s clock skips (a spring-forward hour) rather than moving it an hour, and still takes that day', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/London';
    try {
      expect(readFieldDate('2026-03-29T01:30', true)).toBeNull();
      expect(readFieldDate('Mar 29, 2026, 1:30:00 AM', true)).toBeNull();
      expect(fieldValueOf(readFieldDate('2026-03-29T02:30', true), true)).toBe('2026-03-29T02:30:00');
      expect(fieldValueOf(readFieldDate('2026-03-29', false), false)).toBe('2026-03-29');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('reads nothing from half-typed or impossible text, so the value stays as it was', () => {
    for (const typed of ['', 'Nov', 'Nov 26', 'Nov 26, 202', 'Ju 3, 2026', 'Foo 3, 2026', 'Feb 30, 2026', '2026-13-01', '2026-00-10', 'Nov 26, 2026 2:30 PM']) {
      expect(readFieldDate(typed, false), typed).toBeNull();
    }
  });

  it('reads a typed moment on a 12-hour clock (as it shows it) or a 24-hour one, and hands it on as a date-time input held it', () => {
    expect(read('Nov 26, 2026, 2:30:05 PM', true)).toBe('2026-11-26T14:30:05');
    expect(read('Nov 26, 2026, 2:30 pm', true)).toBe('2026-11-26T14:30:00');
    expect(read('Nov 26, 2026, 12:41:09 AM', true)).toBe('2026-11-26T00:41:09');
    expect(read('Nov 26, 2026, 12:00:00 PM', true)).toBe('2026-11-26T12:00:00');
    expect(read('Nov 26, 2026 14:30', true)).toBe('2026-11-26T14:30:00');
    expect(read('2026-11-26T14:30', true)).toBe('2026-11-26T14:30:00');
    expect(read('2026-11-26T14:30:05', true)).toBe('2026-11-26T14:30:05');
    // A day alone is its midnight.
    expect(read('Nov 26, 2026', true)).toBe('2026-11-26T00:00:00');
    for (const typed of ['Nov 26, 2026 2', 'Nov 26, 2026 2:3', 'Nov 26, 2026 13:00 PM', 'Nov 26, 2026 0:30 AM', '2026-11-26T24:00', '2026-11-26T10:60', '2026-11-26T10:00:60']) {
      expect(readFieldDate(typed, true), typed).toBeNull();
    }
  });

  it('tells a moment that typing on may still change (a day alone, an hour 1–12 without AM/PM) from one that can mean only one', () => {
    for (const typed of ['Nov 26, 2026', '2026-11-26', 'Nov 26, 2026, 2:30', 'Nov 26, 2026 12:30:05', '2026-11-26 9:30']) expect(mayChangeAsTyped(typed), typed).toBe(true);
    for (const typed of ['Nov 26, 2026, 2:30 PM', 'Nov 26, 2026 2:30 am', 'Nov 26, 2026 14:30', 'Nov 26, 2026 0:15', '2026-11-26T09:30', '2026-11-26t02:30:05', 'Nov 26', '']) {
      expect(mayChangeAsTyped(typed), typed).toBe(false);
    }
  });

  it('says in the console’s date format why a day after the last or before the first is refused, comparing days', () => {
    const [first, last] = [new Date(2026, 10, 20, 18), new Date(2026, 10, 28, 6)];
    expect(outOfRangeMessage(new Date(2026, 10, 29), first, last)).toBe('Choose a date on or before Nov 28, 2026');
    expect(outOfRangeMessage(new Date(2026, 10, 19, 23, 59), first, last)).toBe('Choose a date on or after Nov 20, 2026');
    for (const within of [new Date(2026, 10, 20, 0, 1), new Date(2026, 10, 28, 23, 59)]) expect(outOfRangeMessage(within, first, last)).toBeNull();
    expect(outOfRangeMessage(new Date(1999, 0, 1), undefined, null)).toBeNull();
  });

  it('shows what it shows back as the same value, whatever the zone times are shown in', () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    for (const value of ['2026-03-08T02:30:00', '2026-11-26T23:59:59', '2026-01-01T00:00:00']) {
      const date = readFieldDate(value, true);
      expect(fieldValueOf(readFieldDate(dayjs(date).format(MOMENT_FIELD_FORMAT), true), true)).toBe(fieldValueOf(date, true));
    }
    expect(fieldValueOf(null, true)).toBe('');
    expect(fieldValueOf(new Date(Number.NaN), false)).toBe('');
  });
});
