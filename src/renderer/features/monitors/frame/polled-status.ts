import type { FeedStatus } from '../live/keyed-store';

/** The feed badge of a monitor that polls (stream health, casino tables) rather than subscribes: live while its last answer came. */
export const polledStatus = (query: { isSuccess: boolean; isError: boolean }): FeedStatus => ({ health: query.isSuccess ? 'live' : query.isError ? 'stopped' : 'connecting', gap: false });
