import { MARKET_STATUS_LABELS } from '@shared/catalogue';
import type { LiveMarket } from '@shared/contract/live';

/**
 * Why S cannot suspend a market from the risk monitor, in words, or undefined when it can (the market is
 * open). A risk user may stop an open market, as on the Risk screen; one already suspended, ball running or
 * closed has nothing to stop here (reopening stays with Exchange Management).
 */
export const whyNotSuspendable = (market: Pick<LiveMarket, 'status' | 'eventName' | 'name'> | undefined): string | undefined => {
  if (!market) return 'This market is not in the live catalogue yet: only an open market can be suspended.';
  if (market.status === 'open') return undefined;
  return `${market.eventName} · ${market.name} is ${MARKET_STATUS_LABELS[market.status].toLowerCase()}: only an open market can be suspended.`;
};
