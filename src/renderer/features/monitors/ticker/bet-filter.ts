import type { LiveBet } from '@shared/contract/live';
import type { MonitorView } from '@shared/contract/windows';
import { searchWords } from '@shared/search/words';

/**
 * The ticker's own filters (the scope ones are applied by the exchange and the core), for every bet of the
 * view. The search is read word by word, as every search box reads it (`hasEveryWord`): a bet is shown when
 * each word is in its punter, market, event or selection ("Ravi Chennai": Ravi's bets on a Chennai market).
 * The words are split once per view, not once per bet: the ticker filters up to 5,000 bets as they arrive.
 */
export const betMatcher = (view: MonitorView): ((bet: LiveBet) => boolean) => {
  const words = searchWords((view.search ?? '').toLowerCase());
  return (bet) => {
    if (view.side && bet.side !== view.side) return false;
    if (view.minStake !== undefined && bet.stake < view.minStake) return false;
    if (words.length === 0) return true;
    const haystack = `${bet.user} ${bet.marketName} ${bet.eventName} ${bet.selectionName}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  };
};
