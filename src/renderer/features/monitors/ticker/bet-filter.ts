import type { LiveBet } from '@shared/contract/live';
import type { MonitorView } from '@shared/contract/windows';

/** The ticker's own filters (the scope ones are applied by the exchange and the core). */
export const betMatches = (bet: LiveBet, view: MonitorView): boolean => {
  if (view.side && bet.side !== view.side) return false;
  if (view.minStake !== undefined && bet.stake < view.minStake) return false;
  if (view.search) {
    const needle = view.search.toLowerCase();
    const haystack = `${bet.user} ${bet.marketName} ${bet.eventName} ${bet.selectionName}`.toLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  return true;
};
