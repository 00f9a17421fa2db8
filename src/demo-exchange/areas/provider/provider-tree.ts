import type { CatalogueLevel, ProviderLookup, ProviderNode } from '@shared/catalogue';

/**
 * The external betting-data provider's navigation list, as the demo serves it: a fixed tree with stable
 * external ids (sports use the ids betting-data feeds commonly use), so imports are repeatable.
 */
export interface ProviderEntry extends ProviderNode {
  /** Events: ISO open date; markets: market type code. */
  readonly openDate?: string;
  readonly country?: string;
  readonly marketTypeCode?: string;
  readonly runners?: readonly string[];
}

interface SportSpec {
  id: string;
  name: string;
  markets: ReadonlyArray<{ code: string; name: string; runners?: readonly string[] }>;
  competitions: ReadonlyArray<{
    id: string;
    name: string;
    country: string;
    fixtures: readonly string[];
    /** A race meeting: its fixtures are races named by their off time ("14:30 Cheltenham"), all run tomorrow, each at that time. */
    meeting?: true;
  }>;
}

/** Every sport's main market: its runners are the fixture's sides (and the draw where a match can end level). */
const MATCH_ODDS = { code: 'MATCH_ODDS', name: 'Match Odds' } as const;
/** The field of every demo race, its Win and Place markets alike. */
const RACE_FIELD: readonly string[] = ['Galopin Des Champs', 'Fact To File', 'Gaelic Warrior', 'Inothewayurthinkin'];

const SPORTS: readonly SportSpec[] = [
  {
    id: '4',
    name: 'Cricket',
    markets: [MATCH_ODDS, { code: 'BOOKMAKER', name: 'Bookmaker' }, { code: 'TOSS', name: 'To Win the Toss' }, { code: 'TIED_MATCH', name: 'Tied Match', runners: ['Yes', 'No'] }],
    competitions: [
      { id: '101480', name: 'Indian Premier League', country: 'IN', fixtures: ['Chennai Super Kings v Mumbai Indians', 'Royal Challengers Bengaluru v Kolkata Knight Riders', 'Delhi Capitals v Rajasthan Royals', 'Gujarat Titans v Punjab Kings'] },
      { id: '101501', name: 'ICC Champions Trophy', country: 'GB', fixtures: ['India v Australia', 'England v South Africa', 'Pakistan v New Zealand'] },
      { id: '101522', name: 'Big Bash League', country: 'AU', fixtures: ['Sydney Sixers v Perth Scorchers', 'Melbourne Stars v Brisbane Heat'] },
    ],
  },
  {
    id: '1',
    name: 'Football',
    markets: [MATCH_ODDS, { code: 'OVER_UNDER_25', name: 'Over/Under 2.5 Goals', runners: ['Under 2.5 Goals', 'Over 2.5 Goals'] }, { code: 'BOTH_TEAMS_TO_SCORE', name: 'Both Teams to Score', runners: ['Yes', 'No'] }],
    competitions: [
      { id: '10932509', name: 'English Premier League', country: 'GB', fixtures: ['Arsenal v Chelsea', 'Liverpool v Manchester City', 'Tottenham v Newcastle', 'Aston Villa v Brighton'] },
      { id: '117', name: 'Spanish La Liga', country: 'ES', fixtures: ['Real Madrid v Barcelona', 'Atletico Madrid v Sevilla', 'Valencia v Villarreal'] },
      { id: '228', name: 'UEFA Champions League', country: 'EU', fixtures: ['Bayern Munich v Inter', 'PSG v Benfica'] },
    ],
  },
  {
    id: '2',
    name: 'Tennis',
    markets: [MATCH_ODDS, { code: 'SET_WINNER', name: 'Set 1 Winner' }],
    competitions: [
      { id: '2601', name: 'Wimbledon 2026', country: 'GB', fixtures: ['Alcaraz v Sinner', 'Djokovic v Zverev', 'Sabalenka v Swiatek'] },
      { id: '2602', name: 'US Open 2026', country: 'US', fixtures: ['Fritz v Medvedev', 'Gauff v Rybakina'] },
    ],
  },
  {
    id: '7',
    name: 'Horse Racing',
    markets: [
      { code: 'WIN', name: 'Win', runners: RACE_FIELD },
      { code: 'PLACE', name: 'Place', runners: RACE_FIELD },
    ],
    competitions: [
      { id: '7001', name: 'Cheltenham', country: 'GB', fixtures: ['14:30 Cheltenham', '15:10 Cheltenham', '15:50 Cheltenham'], meeting: true },
      { id: '7002', name: 'Ascot', country: 'GB', fixtures: ['13:45 Ascot', '14:20 Ascot'], meeting: true },
    ],
  },
  {
    id: '7522',
    name: 'Basketball',
    markets: [MATCH_ODDS],
    competitions: [{ id: '10547864', name: 'NBA', country: 'US', fixtures: ['Boston Celtics v Denver Nuggets', 'LA Lakers v Golden State Warriors', 'Milwaukee Bucks v Phoenix Suns'] }],
  },
  {
    id: '99994',
    name: 'Kabaddi',
    markets: [MATCH_ODDS],
    competitions: [{ id: '9999401', name: 'Pro Kabaddi League', country: 'IN', fixtures: ['Patna Pirates v Jaipur Pink Panthers', 'Bengal Warriors v U Mumba'] }],
  },
];

/** A day from today (1: tomorrow) at this time of day, UTC. */
const dayAt = (now: Date, days: number, hours: number, minutes: number): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hours, minutes, 0)).toISOString();

/** Fixtures from tomorrow on, one a day per competition, at 14:00 UTC. */
const openDateFor = (now: Date, index: number): string => dayAt(now, index + 1, 14, 0);

/**
 * A race of a meeting tomorrow, at the off time its name starts with ("14:30 Cheltenham": 14:30 UTC, the
 * courses' clock in winter), so the name and the off time agree.
 */
const raceOffTime = (now: Date, race: string): string => {
  const time = /^([01]\d|2[0-3]):([0-5]\d) /.exec(race);
  if (!time) throw new Error(`provider tree: a race is named by its off time ("14:30 Cheltenham"), not "${race}"`);
  return dayAt(now, 1, Number(time[1]), Number(time[2]));
};

const teams = (fixture: string): string[] => fixture.split(' v ');

export const buildProviderTree = (now = new Date()): ProviderEntry[] => {
  const nodes: ProviderEntry[] = [];
  for (const sport of SPORTS) {
    nodes.push({ level: 'sport', externalId: sport.id, parentExternalId: null, name: sport.name });
    for (const competition of sport.competitions) {
      nodes.push({ level: 'competition', externalId: competition.id, parentExternalId: sport.id, name: competition.name, country: competition.country });
      competition.fixtures.forEach((fixture, index) => {
        const eventId = `${competition.id}${String(index + 1).padStart(3, '0')}`;
        nodes.push({ level: 'event', externalId: eventId, parentExternalId: competition.id, name: fixture, openDate: competition.meeting ? raceOffTime(now, fixture) : openDateFor(now, index), country: competition.country });
        sport.markets.forEach((market, m) => {
          const drawable = sport.name === 'Football' || sport.name === 'Cricket';
          const runners = market.runners ?? (market.code === MATCH_ODDS.code && drawable ? [...teams(fixture), 'The Draw'] : teams(fixture));
          nodes.push({ level: 'market', externalId: `1.${eventId}${m + 1}`, parentExternalId: eventId, name: market.name, marketTypeCode: market.code, runners });
        });
      });
    }
  }
  return nodes;
};

/** Lookups over the tree, in the shape the import planner wants. */
export const providerIndex = (nodes: readonly ProviderEntry[]) => {
  const byKey = new Map(nodes.map((n) => [`${n.level}:${n.externalId}`, n]));
  const children = new Map<string, ProviderEntry[]>();
  for (const node of nodes) {
    if (node.parentExternalId === null) continue;
    const key = `${node.level}:${node.parentExternalId}`;
    children.set(key, [...(children.get(key) ?? []), node]);
  }
  const CHILD: Record<CatalogueLevel, CatalogueLevel | null> = { sport: 'competition', competition: 'event', event: 'market', market: null };
  const childrenOf = (level: CatalogueLevel, externalId: string | null): ProviderEntry[] => {
    if (externalId === null) return nodes.filter((n) => n.level === 'sport');
    const childLevel = CHILD[level];
    return childLevel ? (children.get(`${childLevel}:${externalId}`) ?? []) : [];
  };
  const lookup: ProviderLookup & { node(level: CatalogueLevel, externalId: string): ProviderEntry | undefined } = {
    node: (level, externalId) => byKey.get(`${level}:${externalId}`),
    children: (node) => childrenOf(node.level, node.externalId),
  };
  return { lookup, childrenOf };
};
