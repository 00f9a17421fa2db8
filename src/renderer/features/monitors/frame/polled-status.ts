import type { FeedStatus } from '../live/keyed-store';

/** What a polling monitor knows of its query (react-query's result has all three). */
export interface PolledQuery {
  readonly isSuccess: boolean;
  readonly isError: boolean;
  /** When the data on screen was last read (epoch ms; 0 or absent: never). */
  readonly dataUpdatedAt?: number;
}

/**
 * The feed badge of a monitor that polls (stream health, casino tables, video walls) rather than subscribes:
 * live while its last answer came; once a read fails, stopped, and the data kept on screen dated (asOf).
 */
export const polledStatus = (query: PolledQuery): FeedStatus => {
  if (query.isSuccess) return { health: 'live', gap: false };
  if (!query.isError) return { health: 'connecting', gap: false };
  return query.dataUpdatedAt ? { health: 'stopped', gap: false, asOf: query.dataUpdatedAt } : { health: 'stopped', gap: false };
};
