import { notSuspendableWords, type MarketStatus } from '@shared/catalogue';
import { showNoticeToast } from '@renderer/app/notify';
import type { LevelProps } from './level-props';

/**
 * S on a market of the drill-down (the user may suspend: `suspend` is not null): an open market is suspended;
 * on any other, it says why not, in words, where the result of S shows (the toast at the bottom of the page,
 * orange: nothing was done). Answers whether the key was S.
 */
export const suspendOnKey = (key: string, suspend: LevelProps['suspend'], market: { marketId: string; name: string; status: MarketStatus } | undefined): boolean => {
  if (key.toLowerCase() !== 's' || !suspend || !market) return false;
  const why = notSuspendableWords(market.name, market.status);
  if (why === undefined) suspend(market.marketId, market.name);
  // The same words again while they are shown keep one toast (its id).
  else showNoticeToast(why);
  return true;
};
