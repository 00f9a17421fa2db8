import { describe, expect, it } from 'vitest';
import { saveBannerSchema } from './content';

/** The one end-after-start rule: the banner form says it on End, and the exchange refuses with it. */
describe('a banner schedule', () => {
  const errorsOf = (startAt: string, endAt: string) => saveBannerSchema.safeParse({ title: 'IPL Specials', startAt, endAt }).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('refuses an end at or before the start, on End, in the exchange’s words', () => {
    expect(errorsOf('2026-12-02T10:00:00Z', '2026-12-01T10:00:00Z')).toEqual([['endAt', 'End: after the start.']]);
    expect(errorsOf('2026-12-02T10:00:00Z', '2026-12-02T10:00:00Z')).toEqual([['endAt', 'End: after the start.']]);
    // The same instant written in another zone is still the same instant.
    expect(errorsOf('2026-12-02T10:00:00Z', '2026-12-02T15:30:00+05:30')).toEqual([['endAt', 'End: after the start.']]);
  });

  it('takes an end after the start, or a schedule open at either end', () => {
    expect(errorsOf('2026-12-01T10:00:00Z', '2026-12-02T10:00:00Z')).toBeUndefined();
    expect(errorsOf('', '2026-12-01T10:00:00Z')).toBeUndefined();
    expect(errorsOf('2026-12-01T10:00:00Z', '')).toBeUndefined();
  });

  it('leaves an unreadable date to its own message instead of adding this one', () => {
    expect(errorsOf('soon', '2026-12-01T10:00:00Z')).toEqual([['startAt', 'A date and time, or empty.']]);
  });
});
