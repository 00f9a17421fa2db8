import { useQuery } from '@tanstack/react-query';
import { contract } from '@shared/contract';
import { MAX_TABLE_PAGE_LENGTH } from '@shared/contract/data-table';
import { readTags } from '@shared/contract/operation';
import type { RacingRaceRow } from '@shared/contract/racing';
import { callOperation, operationKey } from '@renderer/app/data/operations';
import { unwrap } from '@renderer/app/errors';

const races = contract.racing.races;

/**
 * Every race with its markets, page after page of races until the last: the exchange pages by races, so a
 * race never loses a market to a page boundary, however many markets there are. A race met twice (one added
 * while paging shifts the pages) is kept once.
 */
export const fetchEveryRace = async (signal?: AbortSignal): Promise<RacingRaceRow[]> => {
  const byId = new Map<string, RacingRaceRow>();
  for (let start = 0; ; start += MAX_TABLE_PAGE_LENGTH) {
    const page = unwrap(await callOperation(races, { start, length: MAX_TABLE_PAGE_LENGTH }, signal ? { signal } : undefined));
    for (const race of page.data) byId.set(race.eventId, race);
    if (page.data.length < MAX_TABLE_PAGE_LENGTH || start + MAX_TABLE_PAGE_LENGTH >= page.recordsFiltered) return [...byId.values()];
  }
};

/** Every race (by off time, the earliest first) with its markets: the racing desk's picker and its market form share it. */
export const useEveryRace = () =>
  useQuery({
    // The list operation's own key and tags: a new race or market, in any window, refreshes it.
    queryKey: [...operationKey(races), 'every race'],
    queryFn: ({ signal }) => fetchEveryRace(signal),
    meta: { spinner: false, reads: readTags(races, {}) },
  });
