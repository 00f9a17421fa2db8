import { afterEach, describe, expect, it } from 'vitest';
import { setFormatSettings } from './settings';
import { instantOfWallTime, wallTimeOf } from './wall-time';

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
});
