import type { ResultBet } from '@shared/contract/results';

/** A bet of `punter` as the bets drawer lists it, for tests: a back of ₹100 at 3.00, voided as void factor 1. */
export const resultBet = (betId: string, punter: string, status: ResultBet['status'], pnl: number | null): ResultBet => ({
  betId,
  punter,
  outcomeName: 'Fact To File',
  side: 'back',
  price: '3.00',
  stake: 100_00,
  status,
  placedAt: '2026-11-28T08:37:21.832Z',
  pnl,
  deduction: null,
  deadHeat: null,
  voidFactor: status === 'voided' ? 1 : 0,
});
