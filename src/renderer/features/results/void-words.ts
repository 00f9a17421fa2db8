import type { MarketResult } from '@shared/contract/results';
import { marketTitle, plural } from './format';

/** What becomes of the stakes of `count` voided bets: one bet's is "its stake", more are "their stakes". */
const stakesFreed = (count: number): string => (count === 1 ? 'its stake is no longer at risk' : 'their stakes are no longer at risk');

/**
 * What a void of `count` chosen bets (or a window's) does, said before it is confirmed. On a settled market
 * it is a post-void: the settlement is rolled back and the market settled again without the bets, in one
 * transaction.
 */
export const betsVoidedSummary = (count: number, settled: boolean): string => {
  const postVoid = settled ? ` The market is settled: its settlement is rolled back and it settles again without ${count === 1 ? 'it' : 'them'} (a post-void).` : '';
  return `${plural(count, 'bet')} will be voided: ${stakesFreed(count)}.${postVoid}`;
};

/** The void-market dialog's title: the market with its event, as the audit names it. */
export const voidMarketTitle = (market: Pick<MarketResult, 'eventName' | 'course' | 'marketName'>): string => `Void ${marketTitle(market)}`;

const CLOSED_AS_VOIDED = 'The market is closed as voided: it takes no more bets and cannot be settled again.';

/**
 * What voiding the whole market does, as the exchange does it: a settled market's settlement is rolled back
 * first (each of its postings reversed: the punters are where they were before it), then every bet open
 * voided, and the market and its result closed as voided.
 */
export const voidMarketSummary = (market: Pick<MarketResult, 'eventName' | 'course' | 'marketName' | 'status' | 'version' | 'openBets'>): string => {
  if (market.status === 'settled') {
    return (
      `${marketTitle(market)} is settled. Its settlement (version ${market.version}) is rolled back first: every posting it made is reversed, ` +
      `so punters give back what they won and are refunded what they lost. Then every one of its bets is voided: no punter wins or loses anything on it. ${CLOSED_AS_VOIDED}`
    );
  }
  const { openBets } = market;
  const title = marketTitle(market);
  const voided =
    openBets === 0
      ? `${title} has no open bets to void.`
      : `${openBets === 1 ? `The one open bet of ${title} is` : `The ${plural(openBets, 'open bet')} of ${title} are`} voided: ${stakesFreed(openBets)}.`;
  return `${voided} ${CLOSED_AS_VOIDED}`;
};
