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

  it('takes a sportsbook market’s selections from its template, with the event’s teams', () => {
    expect(suggestSelections('SB_WINNING_MARGIN', 'Arsenal v Chelsea', 'Football')).toEqual(['Arsenal by 1', 'Arsenal by 2 or more', 'Draw', 'Chelsea by 1', 'Chelsea by 2 or more']);
    expect(suggestSelections('SB_TOTAL_SIXES', 'India v Australia', 'Cricket')).toEqual(['10 or fewer', '11 to 15', '16 to 20', '21 or more']);
  });
});
