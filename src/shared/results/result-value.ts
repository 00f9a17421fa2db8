import type { MarketFamily } from '../catalogue';
import type { PermissionKey } from '../permissions';

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

/** Runner markets end with winners (several: a dead heat in racing, several winning selections in a sportsbook); line markets on a number. */
export type ResultValue = { readonly kind: 'winners'; readonly winnerIds: readonly string[] } | { readonly kind: 'number'; readonly value: number };

/** Two entries agree when they name the same winners (in any order) or number, and the same void factor. */
export const resultKey = (value: ResultValue, voidFactor: number): string =>
  `${value.kind === 'number' ? `n:${value.value}` : `w:${[...value.winnerIds].sort().join(',')}`}|vf:${voidFactor}`;

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

/** Families where several selections may win, each paying in full. */
export const MULTI_WINNER_FAMILIES: readonly MarketFamily[] = ['sportsbook'];

/** Settlement moving more than this (major units, summed over punters) asks for the market's name typed to confirm. */
export const LARGE_SETTLEMENT_MAJOR = 100_000;
