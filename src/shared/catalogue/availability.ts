import type { MarketStatus, SelectionStatus } from './market-status';

/** What decides whether a market takes a bet: its own state and its ancestors' active switches. */
export interface MarketAvailabilityInput {
  readonly status: MarketStatus;
  readonly sportActive: boolean;
  readonly competitionActive: boolean;
  readonly eventActive: boolean;
}

export type Availability = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Can this market take a bet now? Used by the catalogue screens and by the demo's simulated punters.
 * A switched-off sport, competition or event hides its markets from the site, so they take no bets either.
 */
export const marketAvailability = (market: MarketAvailabilityInput): Availability => {
  if (!market.sportActive) return { ok: false, reason: 'The sport is switched off.' };
  if (!market.competitionActive) return { ok: false, reason: 'The competition is switched off.' };
  if (!market.eventActive) return { ok: false, reason: 'The event is switched off.' };
  if (market.status === 'suspended') return { ok: false, reason: 'The market is suspended.' };
  if (market.status === 'ballRunning') return { ok: false, reason: 'The ball is running.' };
  if (market.status !== 'open') return { ok: false, reason: `The market is ${market.status}.` };
  return { ok: true };
};

/** A bet on a selection also needs the selection to be active. */
export const selectionAvailability = (market: MarketAvailabilityInput, selection: SelectionStatus): Availability => {
  const marketOk = marketAvailability(market);
  if (!marketOk.ok) return marketOk;
  return selection === 'active' ? { ok: true } : { ok: false, reason: `The selection is ${selection}.` };
};
