import type { PermissionKey } from '../permissions';

/** What the one search finds besides screens, in the order its groups are shown. */
export const SEARCH_KINDS = ['market', 'event', 'competition', 'sport', 'trader', 'staff', 'punter'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The flag of the screen each kind opens on: the exchange searches a kind only for a caller holding it, so
 * a user never sees a result whose screen they could not open. Catalogue objects open in Exchange
 * Management, traders in Market Trader Management, staff in Trader Management, punters in Risk.
 */
export const SEARCH_KIND_PERMISSION: Readonly<Record<SearchKind, PermissionKey>> = {
  market: 'exchangeManagement',
  event: 'exchangeManagement',
  competition: 'exchangeManagement',
  sport: 'exchangeManagement',
  trader: 'marketTraderManagement',
  staff: 'traderManagement',
  punter: 'resolveQuery',
};

/** Group headings in the palette. */
export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  market: 'Markets',
  event: 'Events',
  competition: 'Competitions',
  sport: 'Sports',
  trader: 'Market traders',
  staff: 'Staff',
  punter: 'Punters',
};

/** The kinds a caller holding these flags may search. */
export const searchableKinds = (holds: (key: PermissionKey) => boolean): SearchKind[] => SEARCH_KINDS.filter((kind) => holds(SEARCH_KIND_PERMISSION[kind]));
