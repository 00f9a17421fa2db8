import { z } from 'zod';
import { LIVE_TOPICS, type LiveTopic, type LiveValue } from './live';

/**
 * The exchange's live socket (`ws(s)://<exchange><prefix>/live`), spoken between the exchange and the
 * main core only; windows never see it. The token travels in the upgrade request's Authorization header,
 * never in the URL (URLs end up in logs).
 *
 * The core subscribes per topic. State topics answer with a snapshot, then changes; event topics answer
 * with recent history (or, given `from`, exactly the events after it: a replay), then every new event,
 * each numbered per topic. `epoch` names one run of the feed: sequence numbers of another run mean nothing.
 */
export const LIVE_FEED_PATH = '/live';
/** The id under which a real exchange's different path goes into EXCHANGE_PATH_MAP. */
export const LIVE_FEED_PATH_ID = 'live.feed';

export const feedClientMessageSchema = z.discriminatedUnion('op', [
  z.strictObject({
    op: z.literal('sub'),
    topic: z.enum(LIVE_TOPICS),
    /** Event topics: replay from `seq` (the first one wanted) if the feed is still `epoch`. */
    from: z.strictObject({ epoch: z.string().max(64), seq: z.number().int().positive() }).optional(),
  }),
  z.strictObject({ op: z.literal('unsub'), topic: z.enum(LIVE_TOPICS) }),
  /** Resync: a fresh snapshot of a subscribed topic. */
  z.strictObject({ op: z.literal('snap'), topic: z.enum(LIVE_TOPICS) }),
]);
export type FeedClientMessage = z.infer<typeof feedClientMessageSchema>;

export interface FeedHello {
  t: 'hello';
  epoch: string;
  ts: number;
  /** This socket's connection id: the console reports it to the exchange (authExtras.updateConnection). */
  connectionId?: string;
}

export interface FeedSnapshot<T extends LiveTopic = LiveTopic> {
  t: 'snap';
  topic: T;
  values: Array<LiveValue<T>>;
  /** Event topics: the last sequence number issued when the snapshot was taken (0: none yet). */
  seq?: number;
  /** Event topics: `values` are exactly the events asked for with `from` (nothing is missing). */
  replay?: true;
  /** Event topics: `from` asked for events the feed no longer keeps; `values` are only the recent ones. */
  gap?: true;
  ts: number;
}

/** One tick's changes: the latest values of state topics and new events, for the topics subscribed. */
export type FeedUpdate = { t: 'up'; ts: number } & { [T in LiveTopic]?: Array<LiveValue<T>> };

export interface FeedError {
  t: 'err';
  topic?: LiveTopic;
  message: string;
}

export type FeedServerMessage = FeedHello | FeedSnapshot | FeedUpdate | FeedError;

/** Close codes of the live socket (4000-4999 are the application's). */
export const FEED_CLOSE = {
  /** The token expired or the user was switched off: log in again. */
  unauthorized: 4401,
  /** The consumer fell too far behind; reconnect and resync. */
  tooSlow: 4408,
  /** A test asked the exchange to drop its live sockets. */
  dropped: 4500,
} as const;

/** The shape check the main core applies to every frame before it looks inside. */
export const feedServerMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('hello'), epoch: z.string(), ts: z.number(), connectionId: z.string().max(100).optional() }),
  z.object({
    t: z.literal('snap'),
    topic: z.enum(LIVE_TOPICS),
    values: z.array(z.unknown()),
    seq: z.number().int().min(0).optional(),
    replay: z.literal(true).optional(),
    gap: z.literal(true).optional(),
    ts: z.number(),
  }),
  z.object({ t: z.literal('up'), ts: z.number() }).catchall(z.array(z.unknown())),
  z.object({ t: z.literal('err'), topic: z.enum(LIVE_TOPICS).optional(), message: z.string() }),
]);
