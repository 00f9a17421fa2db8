import { LIVE_TOPIC_KINDS, LIVE_VALUE_SCHEMAS, type LiveFilter, type LiveTopic, type LiveTopicKind, type LiveValue } from '@shared/contract/live';
import { EventRing } from '@shared/live/event-ring';
import { EventSequencer } from '@shared/live/event-sequencer';
import type { ScopeMatcher } from './scope-matcher';

/** One window's subscription. */
export interface Subscription {
  readonly subId: string;
  readonly windowId: string;
  readonly topic: LiveTopic;
  readonly filter: LiveFilter;
  /** The filter, made once into a test (see scope-matcher). */
  readonly matches: ScopeMatcher;
  /** Has had its first picture (a reset); until then it only waits. */
  initialized: boolean;
}

/** How much event history the core keeps per topic for windows that subscribe later. */
export const EVENT_HISTORY = 1_000;

/** What the core holds of one topic while any window wants it. */
export class TopicState {
  readonly kind: LiveTopicKind;
  readonly subs = new Set<Subscription>();
  /** The first snapshot has arrived since the (re)connect. */
  ready = false;
  /** State topics: the latest value per market. */
  readonly cache = new Map<string, LiveValue>();
  /** Event topics: recent history and the sequence position. */
  readonly ring = new EventRing<LiveValue & { seq: number }>(EVENT_HISTORY);
  readonly sequencer = new EventSequencer();
  /** A replay has been asked for after a gap; later gaps wait for it. */
  resyncing = false;

  constructor(readonly topic: LiveTopic) {
    this.kind = LIVE_TOPIC_KINDS[topic];
  }
}

const SCOPE_FIELDS = ['marketId', 'eventId', 'competitionId', 'sportId', 'family'] as const;

/**
 * A cheap shape check for the many state updates (a full schema parse of every price would cost more
 * than the rest of the fan-out); snapshots and events, far fewer, get the full schema.
 */
export const looksValid = (topic: LiveTopic, value: unknown): value is LiveValue => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (!SCOPE_FIELDS.every((field) => typeof record[field] === 'string')) return false;
  // A house-priced market the desk does not quote carries book: null (see livePricesSchema).
  if (topic === 'prices') return typeof record.book === 'object';
  if (topic === 'liability') return typeof record.liability === 'number' && Array.isArray(record.selections);
  if (topic === 'markets') return typeof record.status === 'string' && Array.isArray(record.selections);
  return LIVE_VALUE_SCHEMAS[topic].safeParse(value).success;
};

export const parseAll = (topic: LiveTopic, values: readonly unknown[]): LiveValue[] =>
  values.flatMap((value) => {
    const parsed = LIVE_VALUE_SCHEMAS[topic].safeParse(value);
    return parsed.success ? [parsed.data as LiveValue] : [];
  });
