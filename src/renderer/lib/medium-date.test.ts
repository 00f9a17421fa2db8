import { describe, expect, it } from 'vitest';
import { mediumDate } from './medium-date';

describe('medium dates', () => {
  it('formats like Angular’s medium pipe, in local time', () => {
    const local = new Date(2026, 0, 5, 15, 4, 5).toISOString();
    expect(mediumDate(local)).toBe('Jan 5, 2026, 3:04:05 PM');
  });

  it('shows a dash for nothing or nonsense', () => {
    expect(mediumDate(null)).toBe('—');
    expect(mediumDate('not a date')).toBe('—');
  });
});
