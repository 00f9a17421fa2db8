import { createContext, useContext } from 'react';
import type { FeedStatus } from '../live/keyed-store';

/**
 * The figures on screen may be out of date: the feed is not live (reconnecting, stopped, refused, or a
 * polled read failed). Connecting with nothing received yet is not stale: a monitor shows nothing then.
 */
export const isStale = (status: FeedStatus): boolean => status.health !== 'live' && (status.health !== 'connecting' || status.asOf !== undefined);

/** The id of the frame's "not live" note while its content is stale (for aria-describedby), else undefined. */
export const StaleNoteContext = createContext<string | undefined>(undefined);

export const useStaleNote = (): string | undefined => useContext(StaleNoteContext);
