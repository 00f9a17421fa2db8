import { describe, expect, it } from 'vitest';
import { runnerDeskAction } from '@renderer/components/desks/desk-keys';
import { bookOf, bookPercent, oddsProblems, repriceToBook, stepOdds } from './odds-keys';

const key = (k: string, more: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; code: string }> = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...more });

describe('the sportsbook desk keys', () => {
  it('steps, moves, shifts, presets, suspends, commits and abandons', () => {
    expect(runnerDeskAction(key('ArrowUp'))).toEqual({ kind: 'step', by: 1 });
    expect(runnerDeskAction(key('ArrowDown', { altKey: true }))).toEqual({ kind: 'moveMarket', by: 1 });
    expect(runnerDeskAction(key('ArrowLeft', { altKey: true }))).toEqual({ kind: 'shiftAll', by: -1 });
    expect(runnerDeskAction(key('¡', { altKey: true, code: 'Digit1' }))).toEqual({ kind: 'preset', index: 0 });
    expect(runnerDeskAction(key('ß', { altKey: true, code: 'KeyS' }))).toEqual({ kind: 'toggleStatus' });
    expect(runnerDeskAction(key('Enter'))).toEqual({ kind: 'commit' });
    expect(runnerDeskAction(key('Escape'))).toEqual({ kind: 'abandon' });
    expect(runnerDeskAction(key('5'))).toBeUndefined();
    expect(runnerDeskAction(key('s', { ctrlKey: true, altKey: true }))).toBeUndefined();
  });

  it('steps odds along the price ladder', () => {
    expect(stepOdds(1.99, 1)).toBe(2);
    expect(stepOdds(2, 1)).toBe(2.02);
    expect(stepOdds(2, -1)).toBe(1.99);
    expect(stepOdds(4.5, 1)).toBe(4.6);
    expect(stepOdds(1.01, -1)).toBe(1.01);
    expect(stepOdds(Number.NaN, 1)).toBe(1.02);
  });

  it('reprices a book to a margin, keeping the order of the prices', () => {
    const odds = [1.6, 4.5, 5.5, 13, 21, 41];
    const repriced = repriceToBook(odds, 110);
    expect(bookPercent(repriced)).toBeGreaterThanOrEqual(110);
    expect(bookPercent(repriced)).toBeLessThan(110.5);
    expect([...repriced].sort((a, b) => a - b)).toEqual(repriced);
  });

  it('lands on the preset or just above it on a coarse ladder, never under it (a book of 115.1 % to 105 %)', () => {
    const odds = [1.83, 4.1, 6.5, 12, 26, 60];
    for (const preset of [105, 110, 115]) {
      const repriced = repriceToBook(odds, preset);
      expect(bookPercent(repriced)).toBeGreaterThanOrEqual(preset);
      expect(bookPercent(repriced)).toBeLessThan(preset + 0.5);
      expect([...repriced].sort((a, b) => a - b)).toEqual(repriced);
    }
  });
});

describe('the sportsbook book while prices are typed', () => {
  const ids = ['5f0000000000000000000001', '5f0000000000000000000002', '5f0000000000000000000003'];
  const quotes = (...odds: number[]) => odds.map((o, i) => ({ selectionId: ids[i] ?? '', odds: o }));

  it('is the sum over every selection while all are valid', () => {
    expect(oddsProblems(quotes(2, 4, 4))).toEqual({});
    expect(bookOf(quotes(2, 4, 4))).toBe(100);
  });

  it('is none ("—") while any price is wrong, and says what is wrong by selection', () => {
    expect(bookOf(quotes(2, Number.NaN, 4))).toBeNull();
    expect(bookOf(quotes(2, 1, 4))).toBeNull();
    expect(oddsProblems(quotes(2, Number.NaN, 2.555))).toEqual({ [ids[1] ?? '']: 'Odds: a number.', [ids[2] ?? '']: 'Odds: at most two decimals.' });
  });
});
