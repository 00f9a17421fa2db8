import { afterEach, describe, expect, it } from 'vitest';
import { setFormatSettings } from './settings';
import { dayOffsetMinutes, instantOfWallTime, wallTimeOf, zoneOffsetMinutes } from './wall-time';

afterEach(() => setFormatSettings({}));

describe('date-time inputs in the zone times are shown in', () => {
  it('reads a typed wall-clock time in the given zone', () => {
    expect(instantOfWallTime('2026-11-27T14:08:01', 'Asia/Kolkata')).toBe('2026-11-27T08:38:01.000Z');
    expect(instantOfWallTime('2026-11-27T14:08', 'UTC')).toBe('2026-11-27T14:08:00.000Z');
    expect(instantOfWallTime('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(instantOfWallTime('2026-12-01T09:00', 'America/New_York')).toBe('2026-12-01T14:00:00.000Z');
  });

  it('fills an input with an instant as the zone shows it, and reads it back the same', () => {
    expect(wallTimeOf('2026-11-27T08:38:01.000Z', { zone: 'Asia/Kolkata', seconds: true })).toBe('2026-11-27T14:08:01');
    expect(wallTimeOf('2026-11-27T08:38:01.000Z', { zone: 'Asia/Kolkata' })).toBe('2026-11-27T14:08');
    for (const zone of ['UTC', 'Asia/Kolkata', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu']) {
      for (const iso of ['2026-03-08T06:59:59.000Z', '2026-03-08T07:00:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-01T07:30:00.000Z', '2026-04-05T15:00:00.000Z']) {
        expect(instantOfWallTime(wallTimeOf(iso, { zone, seconds: true }), zone), `${iso} in ${zone}`).toBe(iso);
      }
    }
  });

  it('reads a time the zone repeats (clocks going back) as its first, and one it skips (going forward) as the hour after', () => {
    expect(instantOfWallTime('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(instantOfWallTime('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  });

  it('uses the zone the user chose to see times in', () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    expect(instantOfWallTime('2026-11-27T14:08:00')).toBe('2026-11-27T08:38:00.000Z');
    expect(wallTimeOf('2026-11-27T08:38:00.000Z')).toBe('2026-11-27T14:08');
  });

  it('gives nothing for an empty or malformed input', () => {
    for (const text of ['', '2026-11-27', '14:08', '2026-13-45T99:99', '2026-02-30T10:00', '2026-11-27T24:00', '2026-11-27T10:00:60', 'tomorrow']) expect(instantOfWallTime(text, 'UTC'), text).toBeNull();
    expect(wallTimeOf(null)).toBe('');
    expect(wallTimeOf('not a date')).toBe('');
  });

  it('gives a day of the first century its zone offset, not one 1,900 years off', () => {
    setFormatSettings({ timeZone: 'UTC' });
    expect(dayOffsetMinutes('0001-01-01')).toBe(0);
    expect(dayOffsetMinutes('0099-12-31')).toBe(0);
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    // Before standard time, Kolkata's clocks kept its local mean time: 5 h 53 min 28 s ahead.
    expect(dayOffsetMinutes('0001-01-01')).toBe(zoneOffsetMinutes('Asia/Kolkata', Date.parse('1800-01-01T12:00:00Z')));
    expect(Math.abs(dayOffsetMinutes('0050-06-15'))).toBeLessThanOrEqual(840);
    // West of UTC on 1 January 1 AD the zone's clock is still in 1 BC (the year before 1, not the year 1).
    setFormatSettings({ timeZone: 'Asia/Manila' });
    expect(dayOffsetMinutes('0001-01-01')).toBe(zoneOffsetMinutes('Asia/Manila', Date.parse('1800-01-01T12:00:00Z')));
    expect(wallTimeOf('0001-01-01T05:00:00.000Z', { zone: 'Asia/Manila' })).toMatch(/^0000-12-31T/);
    expect(instantOfWallTime('0001-01-01T10:00', 'UTC')).toBe('0001-01-01T10:00:00.000Z');
    expect(instantOfWallTime('0099-12-31T23:59', 'UTC')).toBe('0099-12-31T23:59:00.000Z');
  });
});
