import type { LiveMarket } from '@shared/contract/live';
import { KeyedStore } from './keyed-store';

/** What the scope filters and the market rows' list depend on: a change elsewhere (in play, delay, selections) rebuilds neither. */
const marketFacet = (m: LiveMarket): string =>
  `${m.sportId}\u0000${m.sportName}\u0000${m.competitionId}\u0000${m.competitionName}\u0000${m.eventId}\u0000${m.eventName}\u0000${m.family}\u0000${m.status}`;

/** The live markets of a monitor window (all of them: the filter lists are made from them). */
export const createMarketStore = (): KeyedStore<LiveMarket> => new KeyedStore<LiveMarket>(marketFacet);
