import { bridgeErrorOf } from '@renderer/app/errors';
import type { FeedStatus } from '../live/keyed-store';

/** What a polling monitor knows of its query (react-query's result has all of it). */
export interface PolledQuery {
  readonly isSuccess: boolean;
  readonly isError: boolean;
  /** Why the last read failed (a BridgeCallError carries the words to show). */
  readonly error?: unknown;
  /** When the data on screen was last read (epoch ms; 0 or absent: never). */
  readonly dataUpdatedAt?: number;
}

/**
 * The feed badge of a monitor that polls (stream health, casino tables, video walls) rather than subscribes:
 * live while its last answer came; once a read fails, stopped (or "No access" when it was refused), with the
 * failure's message for the frame to say in words, and the data kept on screen dated (asOf).
 */
export const polledStatus = (query: PolledQuery): FeedStatus => {
  if (query.isSuccess) return { health: 'live', gap: false };
  if (!query.isError) return { health: 'connecting', gap: false };
  const error = bridgeErrorOf(query.error);
  const message = error.message.trim();
  return {
    health: error.kind === 'forbidden' ? 'refused' : 'stopped',
    ...(message ? { message } : {}),
    gap: false,
    ...(query.dataUpdatedAt ? { asOf: query.dataUpdatedAt } : {}),
  };
};

/** Several reads behind one monitor as one: live once all answered, failed when any failed (its error), dated by the oldest. */
export const allPolled = (...queries: readonly PolledQuery[]): PolledQuery => {
  const failed = queries.find((query) => query.isError);
  return {
    isSuccess: queries.every((query) => query.isSuccess),
    isError: failed !== undefined,
    error: failed?.error,
    dataUpdatedAt: Math.min(...queries.map((query) => query.dataUpdatedAt ?? 0)),
  };
};
