/**
 * What settling a round pays, computed the same way by the exchange (which pays it) and by the console
 * (which shows it before anyone confirms). Amounts are minor units (paise).
 */
export interface RoundBet {
  readonly outcome: string;
  /** Minor units. */
  readonly stake: number;
  readonly odds: number;
}

/** A winning bet is paid its stake times the odds (stake back included); a losing one nothing. */
export const payoutOf = (bet: RoundBet, winner: string): number => (bet.outcome === winner ? Math.round(bet.stake * bet.odds) : 0);

export interface SettlementPreview {
  readonly bets: number;
  readonly winningBets: number;
  /** Staked on the round (already taken from the punters when they bet). */
  readonly staked: number;
  /** What the settlement credits to the winners. */
  readonly paid: number;
  /** staked − paid: positive when the house won the round. */
  readonly houseResult: number;
}

export const settlementPreview = (bets: readonly RoundBet[], winner: string): SettlementPreview => {
  const paid = bets.reduce((sum, bet) => sum + payoutOf(bet, winner), 0);
  const staked = bets.reduce((sum, bet) => sum + bet.stake, 0);
  return { bets: bets.length, winningBets: bets.filter((bet) => bet.outcome === winner).length, staked, paid, houseResult: staked - paid };
};

/** A void refunds every stake: the punters get back what they staked, the house result is nil. */
export const voidPreview = (bets: readonly RoundBet[]): SettlementPreview => {
  const staked = bets.reduce((sum, bet) => sum + bet.stake, 0);
  return { bets: bets.length, winningBets: 0, staked, paid: staked, houseResult: 0 };
};
