import { isTerminalMarketStatus, MARKET_STATUS_LABELS, type MarketStatus } from '@shared/catalogue';

/**
 * Why a desk's market is read-only, or undefined while it takes prices: a closed, settled or voided market
 * takes no price and its status no longer changes (the exchange refuses both), so its desk offers neither.
 */
export const readOnlyReason = (status: MarketStatus): string | undefined =>
  isTerminalMarketStatus(status) ? `Read-only: the market is ${MARKET_STATUS_LABELS[status].toLowerCase()}. It takes no price, and its status no longer changes.` : undefined;

/**
 * Why a desk's market takes no price nor status change now: read-only by its status, or a result entered and
 * not voided (the exchange refuses its prices and its reopening until the result is settled or voided).
 */
export const lockedReason = (market: { status: MarketStatus; resultEntered?: boolean | undefined }): string | undefined =>
  readOnlyReason(market.status) ?? (market.resultEntered === true ? 'Result entered: settle or void it on Results.' : undefined);

/** Every desk's Send: on while prices are typed and not sent, none of them wrong, on a market that takes prices. */
export const canSend = ({ pending, invalid, readOnly }: { pending: boolean; invalid: boolean; readOnly: string | undefined }): boolean =>
  pending && !invalid && readOnly === undefined;

/** A desk key on a read-only market: only moving to another market is left (nothing to type, send or suspend). */
export const actionOnMarket = <A extends { kind: string }>(action: A | undefined, readOnly: string | undefined): A | undefined =>
  readOnly === undefined || action?.kind === 'moveMarket' ? action : undefined;
