import { describe, expect, it } from 'vitest';
import { matchesFilter, type LiveFilter, type LiveScope } from '@shared/contract/live';
import { scopeMatcher } from './scope-matcher';

const scopes: LiveScope[] = [
  { marketId: 'm1', eventId: 'e1', competitionId: 'c1', sportId: 's1', family: 'matchOdds' },
  { marketId: 'm2', eventId: 'e2', competitionId: 'c1', sportId: 's1', family: 'fancy' },
  { marketId: 'm3', eventId: 'e3', competitionId: 'c2', sportId: 's2', family: 'matchOdds' },
];
const filters: LiveFilter[] = [{}, { sportId: 's1' }, { competitionId: 'c1', family: 'fancy' }, { eventId: 'e3' }, { marketIds: ['m1', 'm3'] }, { sportId: 's1', marketIds: ['m1', 'm3'] }, { marketIds: [] }];

describe('a subscription filter made into a matcher', () => {
  it('answers what matchesFilter answers, for every filter field and market list', () => {
    for (const filter of filters) {
      const matches = scopeMatcher(filter);
      for (const scope of scopes) expect(matches(scope), JSON.stringify([filter, scope.marketId])).toBe(matchesFilter(filter, scope));
    }
  });
});
