/**
 * Sportsbook market templates: a sportsbook market's selections come from its type's template (with the
 * event's teams where the template names them), and a house's opening odds for each, which the desk then
 * reprices. Football is sport '1', cricket '4' (the provider's ids).
 */
export interface SportsbookTemplate {
  readonly code: string;
  readonly name: string;
  readonly sport: '1' | '4';
  /** Selection names and opening decimal odds, from the event's two teams. */
  readonly selections: (home: string, away: string) => ReadonlyArray<readonly [name: string, odds: number]>;
}

export const SPORTSBOOK_TEMPLATES: readonly SportsbookTemplate[] = [
  {
    code: 'SB_TOTAL_GOALS',
    name: 'Total Goals',
    sport: '1',
    selections: () => [['0 goals', 9], ['1 goal', 4.5], ['2 goals', 3.6], ['3 goals', 4.2], ['4 or more goals', 3.4]],
  },
  {
    code: 'SB_WINNING_MARGIN',
    name: 'Winning Margin',
    sport: '1',
    selections: (home, away) => [[`${home} by 1`, 3.8], [`${home} by 2 or more`, 4.5], ['Draw', 3.4], [`${away} by 1`, 4.6], [`${away} by 2 or more`, 6.5]],
  },
  {
    code: 'SB_TOTAL_SIXES',
    name: 'Total Match Sixes',
    sport: '4',
    selections: () => [['10 or fewer', 4.8], ['11 to 15', 3.1], ['16 to 20', 2.9], ['21 or more', 4.4]],
  },
  {
    code: 'SB_FIRST_DISMISSAL',
    name: 'Method of First Dismissal',
    sport: '4',
    selections: () => [['Caught', 1.6], ['Bowled', 4.5], ['LBW', 5.5], ['Run out', 13], ['Stumped', 21], ['Other', 41]],
  },
];

export const sportsbookTemplate = (code: string): SportsbookTemplate | undefined => SPORTSBOOK_TEMPLATES.find((t) => t.code === code);
