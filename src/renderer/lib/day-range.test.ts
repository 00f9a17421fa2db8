import { describe, expect, it } from 'vitest';
import { dayRangeProblem } from './day-range';

describe('a From/To pair of days', () => {
  it('needs both, in order; the same day is a range', () => {
    expect(dayRangeProblem('2026-11-01', '2026-11-27')).toBeUndefined();
    expect(dayRangeProblem('2026-11-27', '2026-11-27')).toBeUndefined();
    expect(dayRangeProblem('2026-11-27', '2026-11-01')).toBe('To: on or after From.');
    expect(dayRangeProblem('', '2026-11-01')).toBe('From and To: pick both days.');
  });
});
