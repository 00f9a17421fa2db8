import { describe, expect, it } from 'vitest';
import { DEAD_HEAT_WORDS, deadHeatProblem } from './dead-heat';
import { deadHeatOf, resultKey, type WinnersValue } from './result-value';

const winners = (winnerIds: string[], deadHeat?: WinnersValue['deadHeat']): WinnersValue => ({ kind: 'winners', winnerIds, ...(deadHeat ? { deadHeat } : {}) });

describe('a dead heat for the last paid place, as entered', () => {
  it('takes runners tied among the placed ones, at least 2 and more than the places they share, behind fewer runners placed outright than places', () => {
    // 2 places: A clear first, B and C tied for second (share 1 place); three tied for first (share 2).
    expect(deadHeatProblem(2, ['a', 'b', 'c'], ['b', 'c'])).toBeNull();
    expect(deadHeatProblem(2, ['a', 'b', 'c'], ['a', 'b', 'c'])).toBeNull();
    // A Win market's dead heat: every winner tied for its one place.
    expect(deadHeatProblem(1, ['a', 'b'], ['a', 'b'])).toBeNull();
  });

  it('says in words what is wrong with a tie that is not one, and what to do', () => {
    expect(deadHeatProblem(2, ['a', 'b', 'c'], ['c', 'd'])).toBe(DEAD_HEAT_WORDS.notAmongPlaced);
    expect(deadHeatProblem(2, ['a', 'b'], ['b'])).toBe(DEAD_HEAT_WORDS.tooFewTied);
    expect(deadHeatProblem(2, ['a', 'b', 'c', 'd'], ['c', 'd'])).toBe(
      'This market pays 2 places and 2 runners are placed outright, so no place is left to share: mark as tied every runner that shared the last paid place, or untick the runners behind the places.',
    );
    expect(deadHeatProblem(1, ['a', 'b', 'c'], ['b', 'c'])).toBe(
      'This market pays 1 place and 1 runner is placed outright, so no place is left to share: mark as tied every runner that shared the last paid place, or untick the runners behind the places.',
    );
    expect(deadHeatProblem(2, ['a', 'b'], ['a', 'b'])).toBe('2 runners for the last 2 places are each paid in full: that is no dead heat, so clear the tied marks.');
  });

  it('says the same words, in the dialog and the exchange, for more placed runners than places with no tie marked', () => {
    expect(DEAD_HEAT_WORDS.tooManyPlaced(2)).toBe('This Place market pays 2 places: choose at most 2 placed runners, or mark the runners that dead-heated for the last place.');
    expect(DEAD_HEAT_WORDS.tooManyPlaced(3)).toBe('This Place market pays 3 places: choose at most 3 placed runners, or mark the runners that dead-heated for the last place.');
  });
});

describe('the dead heat of a stored result', () => {
  it('is a Place market’s tie as stored, a Win market’s several winners sharing its one place, and none for winners each paid in full', () => {
    const tie = { tiedIds: ['b', 'c'], places: 1 };
    expect(deadHeatOf(winners(['a', 'b', 'c'], tie), 'racing', 2)).toEqual(tie);
    expect(deadHeatOf(winners(['a', 'b']), 'racing', 1)).toEqual({ tiedIds: ['a', 'b'], places: 1 });
    expect(deadHeatOf(winners(['a', 'b']), 'racing', 2)).toBeNull();
    expect(deadHeatOf(winners(['a']), 'racing', 1)).toBeNull();
    expect(deadHeatOf(winners(['a', 'b']), 'sportsbook', 1)).toBeNull();
  });

  it('is part of what two entries must agree on: the same tie in any order agrees, another tie does not, and a result without one keys as before', () => {
    const twoForSecond = resultKey(winners(['a', 'b', 'c'], { tiedIds: ['b', 'c'], places: 1 }), 0);
    expect(resultKey(winners(['c', 'a', 'b'], { tiedIds: ['c', 'b'], places: 1 }), 0)).toBe(twoForSecond);
    expect(resultKey(winners(['a', 'b', 'c'], { tiedIds: ['a', 'b', 'c'], places: 2 }), 0)).not.toBe(twoForSecond);
    expect(resultKey(winners(['a', 'b', 'c']), 0)).not.toBe(twoForSecond);
    expect(resultKey(winners(['b', 'a']), 0.5)).toBe('w:a,b|vf:0.5');
  });
});
