import { describe, expect, it } from 'vitest';
import { hasEveryWord, searchWords } from './words';

describe('search words', () => {
  it('splits on any whitespace and drops words with no letter or digit', () => {
    expect(searchWords('  ravi   risk\t')).toEqual(['ravi', 'risk']);
    expect(searchWords('Total Goals · Tottenham v Newcastle')).toEqual(['Total', 'Goals', 'Tottenham', 'v', 'Newcastle']);
    expect(searchWords('Over/Under 2.5 - – / %')).toEqual(['Over/Under', '2.5']);
    expect(searchWords('100% Élite 7')).toEqual(['100%', 'Élite', '7']);
    expect(searchWords(' · ')).toEqual([]);
    expect(searchWords('')).toEqual([]);
    expect(searchWords('abc\u0000def\tghi')).toEqual(['abc', 'def', 'ghi']);
  });

  it('finds a text holding every word, in any order and case', () => {
    expect(hasEveryWord('Ravi Risk', 'risk RAVI')).toBe(true);
    expect(hasEveryWord('virtual-results success', 'virtual success')).toBe(true);
    expect(hasEveryWord('virtual-results failed', 'virtual success')).toBe(false);
    expect(hasEveryWord('anything', ' · ')).toBe(true);
  });
});
