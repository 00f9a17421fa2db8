import { describe, expect, it } from 'vitest';
import { suggestSelections, teamsOf } from './selections';

describe('suggested selections for a new market', () => {
  it('reads the two teams of an event name written the usual ways', () => {
    expect(teamsOf('India v Australia')).toEqual(['India', 'Australia']);
    expect(teamsOf('Arsenal vs Chelsea')).toEqual(['Arsenal', 'Chelsea']);
    expect(teamsOf('Cheltenham 14:30')).toBeNull();
  });

  it('adds the draw to match odds where a draw is possible', () => {
    expect(suggestSelections('MATCH_ODDS', 'Arsenal v Chelsea', 'Football')).toEqual(['Arsenal', 'Chelsea', 'The Draw']);
    expect(suggestSelections('MATCH_ODDS', 'Nadal v Alcaraz', 'Tennis')).toEqual(['Nadal', 'Alcaraz']);
  });

  it('uses fixed runners for line-style markets', () => {
    expect(suggestSelections('OVER_UNDER_25', 'Arsenal v Chelsea', 'Football')).toEqual(['Under 2.5 Goals', 'Over 2.5 Goals']);
    expect(suggestSelections('SESSION_RUNS', 'India v Australia', 'Cricket')).toEqual(['Yes', 'No']);
  });
});
