import type { LiveMarket } from '@shared/contract/live';

/**
 * What a monitor's Suspend or Resume (its button, S or R) sets a market to, or undefined when it offers
 * neither: an open market suspends; a suspended one resumes, unless its bets closed at its off and that has
 * passed (a race that is off: the exchange would refuse every bet on it).
 */
export const statusToggle = (market: Pick<LiveMarket, 'status' | 'closedAtOff'>): 'open' | 'suspended' | undefined => {
  if (market.status === 'open') return 'suspended';
  return market.status === 'suspended' && market.closedAtOff !== true ? 'open' : undefined;
};

/** Why a suspended market offers no Resume, as its Action cell says on hover. */
export const PAST_THE_OFF = 'Past the off: this market is not traded in play, so its bets closed at the off.';
