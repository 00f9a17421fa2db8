import { notSuspendableWords } from '@shared/catalogue';
import type { LiveMarket } from '@shared/contract/live';

/** Why S cannot suspend a market from the risk monitor, in words, or undefined when it can (the market is open). */
export const whyNotSuspendable = (market: Pick<LiveMarket, 'status' | 'eventName' | 'name'> | undefined): string | undefined => {
  if (!market) return 'This market is not in the live catalogue yet: only an open market can be suspended.';
  return notSuspendableWords(`${market.eventName} · ${market.name}`, market.status);
};
