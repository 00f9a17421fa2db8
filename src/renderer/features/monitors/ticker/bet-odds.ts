import type { LiveBet } from '@shared/contract/live';
import { lineOdds } from '@shared/money/fair-value';

/**
 * The decimal odds a bet pays, as the desks state them. The feed carries a fancy bet's rate r as 1 + r / 100
 * on both sides; that is what a YES at r pays, but a NO at r risks r to win 100, so it pays 1 + 100 / r
 * (`lineOdds`, the fancy desk's Fair value column): a NO at 110 shows 1.91, not 2.10. The money is the
 * rate's either way (the exchange stores the rate, not these odds); only the figure shown differs.
 */
export const betOdds = (bet: Pick<LiveBet, 'odds' | 'line' | 'side'>): number => {
  if (bet.line === null || bet.side === 'back') return bet.odds;
  const rate = Math.round((bet.odds - 1) * 10_000) / 100;
  return lineOdds({ noLine: bet.line, noRate: rate, yesLine: bet.line, yesRate: rate }).noOdds;
};
