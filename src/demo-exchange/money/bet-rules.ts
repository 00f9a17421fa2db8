import type { LimitValues } from '@shared/catalogue';
import { toMinor } from '@shared/money/amounts';
import type { RefusalReason } from '@shared/money/refusals';

/** A bet as the exchange weighs it: minor-unit stake, decimal odds (runner markets) or rate and line (fancy). */
export interface BetTerms {
  readonly side: 'back' | 'lay' | 'yes' | 'no';
  readonly odds?: number | null | undefined;
  readonly rate?: number | null | undefined;
  readonly stake: number;
}

const floor = (n: number) => Math.floor(n + 1e-9);

/** What the punter wins if the bet wins, and loses if it loses (minor units). */
export const betWinAndLoss = (bet: BetTerms): { win: number; loss: number } => {
  const odds = bet.odds ?? 1;
  const rate = bet.rate ?? 0;
  switch (bet.side) {
    case 'back':
      return { win: floor(bet.stake * (odds - 1)), loss: bet.stake };
    case 'lay':
      return { win: bet.stake, loss: floor(bet.stake * (odds - 1)) };
    case 'yes':
      return { win: floor((bet.stake * rate) / 100), loss: bet.stake };
    case 'no':
      return { win: bet.stake, loss: floor((bet.stake * rate) / 100) };
  }
};

/** The market's effective limit (major units) against one bet: the first rule it breaks, if any. */
export const limitRefusal = (bet: BetTerms, limit: LimitValues): { reason: RefusalReason; message: string } | undefined => {
  const { win, loss } = betWinAndLoss(bet);
  if (bet.stake < toMinor(limit.minStake)) return { reason: 'belowMinStake', message: `The stake is below the minimum of ${limit.minStake}.` };
  if (bet.stake > toMinor(limit.maxStake)) return { reason: 'aboveMaxStake', message: `The stake is above the maximum of ${limit.maxStake}.` };
  if (win > toMinor(limit.maxProfit)) return { reason: 'aboveMaxProfit', message: `The bet could win more than the maximum profit of ${limit.maxProfit}.` };
  if (loss > toMinor(limit.maxLiability)) return { reason: 'aboveMaxLiability', message: `The bet could lose more than the maximum liability of ${limit.maxLiability}.` };
  return undefined;
};
