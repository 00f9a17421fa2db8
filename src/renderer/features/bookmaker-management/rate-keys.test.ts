import { describe, expect, it } from 'vitest';
import { stepRate } from './rate-keys';

describe('the bookmaker desk rate steps', () => {
  it('moves a rate by points within 1 … 999', () => {
    expect(stepRate(45, 1)).toBe(46);
    expect(stepRate(1, -1)).toBe(1);
    expect(stepRate(999, 1)).toBe(999);
    expect(stepRate(Number.NaN, 1)).toBe(2);
    expect(stepRate(null, 1)).toBe(1);
    expect(stepRate(null, -1)).toBe(1);
  });
});
