import type { UserBet } from '@shared/contract/risk';

/** A punter's matched back bet for a risk screen's test: ₹500.00 on Arsenal at 2.42, Match Odds of Arsenal v Chelsea, its market not settled yet. */
export const MATCHED_BET: UserBet = {
  betId: '6b0b36b7-5c1e-4d7a-9f1e-0a2b3c4d5e6f',
  marketId: 'm1',
  marketName: 'Match Odds',
  eventName: 'Arsenal v Chelsea',
  family: 'matchOdds',
  outcomeName: 'Arsenal',
  side: 'back',
  price: '2.42',
  stake: 50_000,
  status: 'matched',
  reason: null,
  pnl: null,
  placedAt: '2026-11-28T14:07:12.000Z',
};
