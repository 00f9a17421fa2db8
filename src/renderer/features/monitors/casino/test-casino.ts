import type { CasinoEvent, CasinoRound, CasinoRoundStatus } from '@shared/contract/casino';

/** The monitor tests' table: Andar Bahar International, an international table (id `ab`). */
export const TEST_TABLE = 'Andar Bahar International';

/** A round of the test table; a settled one was won by Andar. */
export const testRound = (seq: number, status: CasinoRoundStatus, closedAt: string | null = null): CasinoRound => ({
  roundId: `r${seq}`,
  eventId: 'ab',
  eventName: TEST_TABLE,
  game: 'andarBahar',
  provider: 'international',
  seq,
  status,
  startedAt: '2026-01-05T09:00:00.000Z',
  closesAt: '2026-01-05T09:00:30.000Z',
  closedAt,
  result: status === 'settled' ? { winner: 'andar', cards: '' } : null,
  bets: 0,
  staked: 0,
  paid: status === 'settled' ? 0 : null,
  settledBy: null,
  reason: null,
});

/** An open Andar Bahar table of that id and name. */
export const testTable = (_id: string, name: string, set: Partial<CasinoEvent> = {}): CasinoEvent => ({
  _id,
  name,
  tabId: null,
  tabName: null,
  game: 'andarBahar',
  provider: 'international',
  status: 'active',
  roundSeconds: 30,
  minStake: 100,
  maxStake: 50_000,
  unsettledRounds: 0,
  updatedAt: '2026-01-05T09:00:00.000Z',
  ...set,
});
