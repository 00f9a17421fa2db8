import type { LiveBet } from '@shared/contract/live';

const secondOf = (ms: number) => Math.floor(ms / 1000);

/**
 * Whether a bet's time needs its milliseconds: a neighbour in the ticker was decided in the same second,
 * so that the times read in the same order as the exchange's sequence the rows follow.
 */
export const sharesSecond = (shown: readonly LiveBet[], index: number): boolean => {
  const bet = shown[index];
  if (!bet) return false;
  const second = secondOf(bet.ts);
  return [shown[index - 1], shown[index + 1]].some((other) => other !== undefined && secondOf(other.ts) === second);
};
