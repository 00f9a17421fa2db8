import { describe, expect, it } from 'vitest';
import { nonRunnerWords, withdrawalWords } from './rule4-words';

describe('Rule 4 in the racing desk’s words', () => {
  it('says a deduction in pence, and none as none, never "0p in the pound"', () => {
    expect(withdrawalWords(30, 45)).toBe('a Rule 4 deduction of 30p, so winning bets on this race lose 45p in the pound');
    expect(withdrawalWords(0, 0)).toBe('no Rule 4 deduction, so winning bets on this race are paid in full');
    expect(withdrawalWords(0, 30)).toBe('no Rule 4 deduction, so winning bets on this race still lose 30p in the pound');
    expect(nonRunnerWords(30)).toBe('Non-runner: 30p');
    expect(nonRunnerWords(0)).toBe('Non-runner: no deduction');
  });
});
