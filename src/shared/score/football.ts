/** Football scoring: goals and cards per side. */
export const SIDES = ['home', 'away'] as const;
export type Side = (typeof SIDES)[number];
export const FOOTBALL_INCIDENTS = ['goal', 'yellowCard', 'redCard'] as const;
export type FootballIncident = (typeof FOOTBALL_INCIDENTS)[number];

export interface FootballScore {
  readonly home: { goals: number; yellowCards: number; redCards: number };
  readonly away: { goals: number; yellowCards: number; redCards: number };
}

export const EMPTY_FOOTBALL: FootballScore = { home: { goals: 0, yellowCards: 0, redCards: 0 }, away: { goals: 0, yellowCards: 0, redCards: 0 } };

const FIELD: Record<FootballIncident, 'goals' | 'yellowCards' | 'redCards'> = { goal: 'goals', yellowCard: 'yellowCards', redCard: 'redCards' };

/** A side with five players sent off cannot go on (the laws' minimum of seven). */
export const MAX_RED_CARDS = 4;

export const applyIncident = (score: FootballScore, side: Side, incident: FootballIncident): FootballScore => {
  if (incident === 'redCard' && score[side].redCards >= MAX_RED_CARDS) throw new Error('A side cannot have more than four players sent off.');
  const field = FIELD[incident];
  return { ...score, [side]: { ...score[side], [field]: score[side][field] + 1 } };
};
