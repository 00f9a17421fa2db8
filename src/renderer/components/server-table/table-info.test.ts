import { describe, expect, it } from 'vitest';
import { tableInfo } from './table-info';

describe('the table info line', () => {
  it('says which rows of how many are shown', () => {
    expect(tableInfo(10, 10, 10_000, 10_000)).toBe('Showing 11 to 20 of 10,000 entries');
  });

  it('mentions the total while a search filters', () => {
    expect(tableInfo(0, 3, 3, 10_000)).toBe('Showing 1 to 3 of 3 entries (filtered from 10,000 total entries)');
  });

  it('reads like DataTables when nothing matches', () => {
    expect(tableInfo(0, 0, 0, 0)).toBe('Showing 0 to 0 of 0 entries');
    expect(tableInfo(0, 0, 0, 5)).toBe('Showing 0 to 0 of 0 entries (filtered from 5 total entries)');
  });
});
