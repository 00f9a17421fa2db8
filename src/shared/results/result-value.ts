import type { MarketFamily } from '../catalogue';
import type { PermissionKey } from '../permissions';
import type { DeadHeat } from './dead-heat';

/**
 * A market's result and where it stands. Maker-checker: the first entry makes it pending (and suspends the
 * market); a different user entering the same result declares it; a mismatch goes to checking with both
 * entries. A declared result may be held (disputed) and released; settling it makes it settled, an
 * unsettle makes it declared again, a void of the whole market makes it voided.
 */
export const RESULT_STATUSES = ['pending', 'checking', 'declared', 'held', 'settled', 'voided'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export const RESULT_STATUS_LABELS: Record<ResultStatus, string> = {
  pending: 'Awaiting verification',
  checking: 'Entries differ',
  declared: 'Declared',
  held: 'On hold',
  settled: 'Settled',
  voided: 'Voided',
};

/**
 * Runner markets end with winners (several: a dead heat in a race's Win market, a Place market's placed
 * runners, several winning selections in a sportsbook); line markets on a number. A Place market's dead heat
 * for its last paid place is stored with its winners (`deadHeat`: the tied runners, among `winnerIds`, and
 * the places they share); a Win market's is its several winners (`deadHeatOf`).
 */
export type WinnersValue = { readonly kind: 'winners'; readonly winnerIds: readonly string[]; readonly deadHeat?: DeadHeat };
export type ResultValue = WinnersValue | { readonly kind: 'number'; readonly value: number };

const sortedIds = (ids: readonly string[]) => [...ids].sort().join(',');

/** Two entries agree when they name the same winners (in any order) and the same tie for the last place, or number, and the same void factor. */
export const resultKey = (value: ResultValue, voidFactor: number): string => {
  if (value.kind === 'number') return `n:${value.value}|vf:${voidFactor}`;
  const tie = value.deadHeat ? `|dh:${sortedIds(value.deadHeat.tiedIds)}/${value.deadHeat.places}` : '';
  return `w:${sortedIds(value.winnerIds)}${tie}|vf:${voidFactor}`;
};

/** Which permission enters, verifies, settles and voids results of a family (spec §6's hierarchy). */
export const RESULT_PERMISSION: Record<MarketFamily, PermissionKey> = {
  matchOdds: 'exchangeResults',
  racing: 'exchangeResults',
  binary: 'exchangeResults',
  lottery: 'exchangeResults',
  virtual: 'exchangeResults',
  sportsbook: 'sportsBookResults',
  bookmaker: 'bookmakerResults',
  fancy: 'fancyResults',
};

export const RESULT_PERMISSIONS: readonly PermissionKey[] = ['exchangeResults', 'sportsBookResults', 'bookmakerResults', 'fancyResults'];

/** Families whose winners tie for a place with the stake divided (a dead heat) when several are named. */
export const DEAD_HEAT_FAMILIES: readonly MarketFamily[] = ['racing'];

/**
 * The dead heat of a market's winners, or null when each is paid in full: a Place market's tie as entered;
 * a race market's winners beyond the places it pays (a Win market's several winners, tied for its one
 * place); none for one winner, a Place market's placed runners without a tie, or a sportsbook's winners.
 */
export const deadHeatOf = (value: WinnersValue, family: MarketFamily, places: number): DeadHeat | null => {
  if (value.deadHeat) return value.deadHeat;
  if (!DEAD_HEAT_FAMILIES.includes(family) || value.winnerIds.length <= places) return null;
  return { tiedIds: value.winnerIds, places };
};

/** Families where several selections may win, each paying in full. */
export const MULTI_WINNER_FAMILIES: readonly MarketFamily[] = ['sportsbook'];

/** Settlement moving more than this (major units, summed over punters) asks for the market's name typed to confirm. */
export const LARGE_SETTLEMENT_MAJOR = 100_000;
