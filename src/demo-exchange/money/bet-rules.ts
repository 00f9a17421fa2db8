import type { LimitValues, MarketFamily } from '@shared/catalogue';
import { toMinor } from '@shared/money/amounts';
import { lineBook } from '@shared/money/exposure';
import type { RefusalReason } from '@shared/money/refusals';

/** A bet as the exchange weighs it: minor-unit stake, decimal odds (runner markets) or rate and line (fancy). */
export interface BetTerms {
  readonly side: 'back' | 'lay' | 'yes' | 'no';
  readonly odds?: number | null | undefined;
  readonly rate?: number | null | undefined;
  readonly line?: number | null | undefined;
  readonly stake: number;
}

const floor = (n: number) => Math.floor(n + 1e-9);

/**
 * A line bet's best and worst: the punter's book of that one bet (the one the hold is taken from), so a
 * position that cannot happen (below a line of 0) counts for neither. Without a line, both are possible.
 */
const lineWinAndLoss = (side: 'yes' | 'no', rate: number, stake: number, line: number | null | undefined): { win: number; loss: number } => {
  const pnls = lineBook([{ side, line: line ?? 1, rate, stake }]).map((position) => position.pnl);
  return { win: Math.max(0, ...pnls), loss: Math.max(0, -Math.min(...pnls)) };
};

/** What the punter wins if the bet wins, and loses if it loses (minor units); 0 for a side that cannot happen. */
export const betWinAndLoss = (bet: BetTerms): { win: number; loss: number } => {
  const odds = bet.odds ?? 1;
  switch (bet.side) {
    case 'back':
      return { win: floor(bet.stake * (odds - 1)), loss: bet.stake };
    case 'lay':
      return { win: bet.stake, loss: floor(bet.stake * (odds - 1)) };
    case 'yes':
    case 'no':
      return lineWinAndLoss(bet.side, bet.rate ?? 0, bet.stake, bet.line);
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

/**
 * Families never traded in play, whatever their event says: a race (horse or virtual) is decided in a
 * minute or two after the off, so its bets close at the off.
 */
export const CLOSED_AT_OFF_FAMILIES: readonly MarketFamily[] = ['racing', 'virtual'];

/** A market as the off rule sees it: its family, and its event's start and whether the event is traded in play. */
export interface MarketOff {
  readonly family: MarketFamily;
  /** The event's start (ISO). */
  readonly openDate: string;
  readonly inPlayCapable: boolean;
}

/** Whether bets on this market close at its event's start: the event is not in-play capable, or it is a race. */
/** A market's off facts from a row holding its type's `family` and its event's `openDate` and `inPlayCapable`. */
export const marketOffOfRow = (row: Record<string, unknown>): MarketOff => ({
  family: String(row.family) as MarketOff['family'],
  openDate: String(row.openDate),
  inPlayCapable: Number(row.inPlayCapable) !== 0,
});

export const closesAtOff = (market: Pick<MarketOff, 'family' | 'inPlayCapable'>): boolean => !market.inPlayCapable || CLOSED_AT_OFF_FAMILIES.includes(market.family);

/**
 * A bet decided at `now` on a market whose bets closed at its off: refused from the off on (the event has
 * started, and a race's result may already be known).
 */
export const offRefusal = (market: MarketOff, now: Date): { reason: RefusalReason; message: string } | undefined => {
  const off = new Date(market.openDate);
  if (!closesAtOff(market) || Number.isNaN(off.getTime()) || now.getTime() < off.getTime()) return undefined;
  const what = CLOSED_AT_OFF_FAMILIES.includes(market.family) ? 'The race is off' : 'The event has started';
  return { reason: 'marketNotOpen', message: `${what} (${off.toISOString().slice(11, 19)} UTC): this market is not traded in play, so its bets closed at the off.` };
};
