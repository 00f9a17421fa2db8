import type { LiveMarket } from '@shared/contract/live';

export interface Option {
  readonly value: string;
  readonly label: string;
}

export interface FilterOptions {
  readonly sports: Option[];
  readonly competitions: Option[];
  readonly events: Option[];
}

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label);

/** The sports, competitions and events of the live markets, each narrowed by the level above it. */
export const filterOptions = (markets: Iterable<LiveMarket>, selected: { sportId?: string | undefined; competitionId?: string | undefined }): FilterOptions => {
  const sports = new Map<string, string>();
  const competitions = new Map<string, string>();
  const events = new Map<string, string>();
  for (const m of markets) {
    sports.set(m.sportId, m.sportName);
    if (selected.sportId && m.sportId !== selected.sportId) continue;
    competitions.set(m.competitionId, m.competitionName);
    if (selected.competitionId && m.competitionId !== selected.competitionId) continue;
    events.set(m.eventId, m.eventName);
  }
  const list = (map: Map<string, string>) => [...map].map(([value, label]) => ({ value, label })).sort(byLabel);
  return { sports: list(sports), competitions: list(competitions), events: list(events) };
};
