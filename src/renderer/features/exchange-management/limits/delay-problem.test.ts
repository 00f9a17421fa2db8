import { describe, expect, it } from 'vitest';
import { delayProblem } from './delay-problem';

describe('a bet delay as typed', () => {
  it("says what is wrong in the exchange's words, and nothing for a good or empty one", () => {
    expect([0, 5, 60, ''].map(delayProblem)).toEqual([undefined, undefined, undefined, undefined]);
    expect([1000, -5].map(delayProblem)).toEqual(['Delay must be between 0 and 60 seconds.', 'Delay must be between 0 and 60 seconds.']);
    expect(delayProblem(2.5)).toBe('Delay is a whole number of seconds.');
  });
});
