import { sportsbookTemplate } from './sportsbook-templates';

/** Teams of an event named the usual way: "India v Australia", "Arsenal vs Chelsea", "Nadal - Federer". */
export const teamsOf = (eventName: string): [string, string] | null => {
  const parts = eventName.split(/\s+(?:v|vs\.?|-|@)\s+/i);
  const [home, away] = parts;
  return parts.length === 2 && home && away ? [home.trim(), away.trim()] : null;
};

/**
 * The selections a new market of this type usually has, as a starting point the trader can edit.
 * Unknown types fall back to the event's teams, or nothing.
 */
export const suggestSelections = (marketTypeCode: string, eventName: string, sportName = ''): string[] => {
  const teams = teamsOf(eventName);
  const drawable = /football|soccer|cricket/i.test(sportName);
  switch (marketTypeCode) {
    case 'MATCH_ODDS':
      if (!teams) return [];
      return drawable ? [teams[0], teams[1], 'The Draw'] : [...teams];
    case 'BOOKMAKER':
    case 'TOSS':
    case 'SET_WINNER':
      return teams ? [...teams] : [];
    case 'OVER_UNDER_25':
      return ['Under 2.5 Goals', 'Over 2.5 Goals'];
    case 'BOTH_TEAMS_TO_SCORE':
    case 'TIED_MATCH':
    case 'SESSION_RUNS':
      return ['Yes', 'No'];
    default: {
      const template = sportsbookTemplate(marketTypeCode);
      if (template) return template.selections(teams?.[0] ?? 'Home', teams?.[1] ?? 'Away').map(([name]) => name);
      return teams ? [...teams] : [];
    }
  }
};
