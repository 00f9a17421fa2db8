import type { ResultBet } from '@shared/contract/results';
import type { MoneyMoved } from './money-moved';

/** The bets of a market added up: the settled ones as their settlement moved them, and how many are open or voided. */
export interface BetsTotals {
  readonly settled: MoneyMoved;
  readonly open: { readonly betCount: number; readonly punterCount: number };
  readonly voided: number;
}

/**
 * Adds up a market's bets as the settlement does: each punter's bets on the market netted first (a punter
 * who won on one bet and lost on another is one winner or one loser, as their one posting is), then the
 * punters' winnings and losses added up apart. So the settled bets of a settled market add up to the figures
 * the settle preview showed ("punters win ₹X and lose ₹Y").
 */
export const betsTotalsOf = (bets: readonly ResultBet[]): BetsTotals => {
  const netOf = new Map<string, number>();
  const openPunters = new Set<string>();
  let settledBets = 0;
  let openBets = 0;
  let voided = 0;
  for (const bet of bets) {
    if (bet.status === 'voided') voided += 1;
    else if (bet.status === 'matched') {
      openBets += 1;
      openPunters.add(bet.punter);
    } else {
      settledBets += 1;
      netOf.set(bet.punter, (netOf.get(bet.punter) ?? 0) + (bet.pnl ?? 0));
    }
  }
  const nets = [...netOf.values()];
  return {
    settled: {
      betCount: settledBets,
      punterCount: netOf.size,
      punterWon: nets.filter((net) => net > 0).reduce((sum, net) => sum + net, 0),
      punterLost: nets.filter((net) => net < 0).reduce((sum, net) => sum - net, 0),
    },
    open: { betCount: openBets, punterCount: openPunters.size },
    voided,
  };
};
