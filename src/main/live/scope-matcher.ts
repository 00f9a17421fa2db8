import type { LiveFilter, LiveScope } from '@shared/contract/live';

export type ScopeMatcher = (scope: LiveScope) => boolean;

/**
 * A subscription's filter as a function, made once per subscription: the same test as matchesFilter,
 * with the markets in a set, because a monitor that follows the rows on screen lists about a hundred
 * of them and every live value of the topic is tested against every subscription.
 */
export function scopeMatcher(filter: LiveFilter): ScopeMatcher {
  const { sportId, competitionId, eventId, family } = filter;
  const markets = filter.marketIds === undefined ? undefined : new Set(filter.marketIds);
  return (scope) =>
    (sportId === undefined || sportId === scope.sportId) &&
    (competitionId === undefined || competitionId === scope.competitionId) &&
    (eventId === undefined || eventId === scope.eventId) &&
    (family === undefined || family === scope.family) &&
    (markets === undefined || markets.has(scope.marketId));
}
