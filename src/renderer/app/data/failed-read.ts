import type { Query } from '@tanstack/react-query';
import { BridgeCallError } from '../errors';

/** While a read shown on screen fails because the exchange is down, it is read again this often. */
export const FAILED_READ_RETRY_MS = 10_000;

/** A failure that passes by itself once the exchange is back: it could not be reached, or said it is unavailable. */
export const isOutage = (error: unknown): boolean =>
  error instanceof BridgeCallError && (error.error.kind === 'network' || error.error.status === 502 || error.error.status === 503);

/**
 * The query client's default `refetchInterval` (QA live3 #7): a read that failed in an outage is read again
 * every FAILED_READ_RETRY_MS while a screen shows it, so a list loaded during an outage fills in by itself
 * once the exchange is back. Nothing otherwise: a refusal (403, invalid input) or a time-out (a heavy report)
 * is not asked again behind the user's back; a query that polls sets its own interval.
 */
export const refetchWhileOutage = (query: Query): number | false =>
  query.state.status === 'error' && isOutage(query.state.error) ? FAILED_READ_RETRY_MS : false;

/** The parts of a query's result `failedRead` looks at (a useQuery result satisfies it). */
export interface ReadView {
  readonly data: unknown;
  readonly isPlaceholderData: boolean;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly errorUpdateCount: number;
}

/**
 * A read that failed and has nothing of its own to show, also while it is tried again (by hand or by
 * itself): a failed query with no data goes back to "pending" for each try, and its list must not flash
 * from the error to an empty or loading list and back every FAILED_READ_RETRY_MS.
 */
export const failedRead = (read: ReadView): boolean =>
  (read.data === undefined || read.isPlaceholderData) && (read.isError || (read.isFetching && read.errorUpdateCount > 0));

/** `failedRead`, and being tried again: a failure on screen with a progress indicator. */
export const retryingFailedRead = (read: ReadView): boolean => failedRead(read) && read.isFetching;
