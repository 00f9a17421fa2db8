import { raceTitle } from '@shared/catalogue/race-title';

export { formatMinor, formatWhen, plural } from '@renderer/lib/format';

/** The toast after a confirmed change when the exchange sent no words of its own. */
export const CONFIRMED = 'Done: the exchange confirmed it.';

/**
 * How often result lists ask again: another user's entry (another console, which no window of this one
 * hears about) shows within this time. Changes made in this console show at once in all its windows.
 */
export const OTHER_USERS_MS = 4_000;

/** A partial void beside a result, as lists and dialogs show it: " (void 0.5)", nothing for none. */
export const voidFactorSuffix = (voidFactor: number): string => (voidFactor > 0 ? ` (void ${voidFactor})` : '');

/** A market's event as people tell it apart: a race with its course ("QA Stakes, Ascot"), as the racing desk names it. */
export const eventTitle = (market: { eventName: string; course?: string | undefined }): string => raceTitle({ eventName: market.eventName, course: market.course ?? '' });

/** A market named with its event ("15:10 Cheltenham · Win"): a market's name alone ("Win", "Match Odds") names dozens. */
export const marketTitle = (market: { eventName: string; course?: string | undefined; marketName: string }): string => `${eventTitle(market)} · ${market.marketName}`;

/**
 * A market and its event as a money dialog's title names them ("Settle Win of 14:30 Cheltenham"): the market's
 * name alone ("Win", "Match Odds") does not say which event's money moves.
 */
export const marketOfEvent = (market: { eventName: string; course?: string | undefined; marketName: string }): string => `${market.marketName} of ${eventTitle(market)}`;
