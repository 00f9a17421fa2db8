import { LIVE_FLUSH_INTERVAL_MS, type LiveBatch, type LiveDelivery, type LiveHealth, type LiveTopicKind, type LiveValue } from '@shared/contract/live';
import { ConflatingBuffer } from '@shared/live/conflation';

export type BatchSink = (batch: LiveBatch) => void;

interface Pending {
  reset: boolean;
  /** State topics: the latest value per market since the last flush. */
  state: ConflatingBuffer<LiveValue>;
  /** Event topics: every event, in order. */
  events: LiveValue[];
  health?: LiveHealth;
  gap?: boolean;
  message?: string;
}

export interface WindowStreamOptions {
  sink: BatchSink;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

const keyOf = (value: LiveValue): string => value.marketId;

/**
 * What one window is owed: per subscription, conflated state and every event, sent as one batch at most
 * once per frame-sized interval. A quiet window gets a change at once; a busy one gets one batch per frame.
 */
export class WindowStream {
  private readonly pending = new Map<string, Pending>();
  private timer: unknown;
  private lastFlush = -Infinity;
  private n = 0;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly intervalMs: number;

  constructor(private readonly options: WindowStreamOptions) {
    this.now = options.now ?? (() => performance.now());
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as NodeJS.Timeout));
    this.intervalMs = options.intervalMs ?? LIVE_FLUSH_INTERVAL_MS;
  }

  private entry(subId: string): Pending {
    let entry = this.pending.get(subId);
    if (!entry) {
      entry = { reset: false, state: new ConflatingBuffer(), events: [] };
      this.pending.set(subId, entry);
    }
    this.schedule();
    return entry;
  }

  /** A change to pass on: state values replace older ones of the same market; events queue up. */
  push(subId: string, kind: LiveTopicKind, value: LiveValue): void {
    const entry = this.entry(subId);
    if (kind === 'state') entry.state.put(keyOf(value), value);
    else entry.events.push(value);
  }

  /** The whole picture (state) or the recent history (events): anything queued before it is superseded. */
  reset(subId: string, kind: LiveTopicKind, values: readonly LiveValue[], health: LiveHealth): void {
    const entry = this.entry(subId);
    entry.reset = true;
    entry.state.clear();
    entry.events = [];
    entry.health = health;
    for (const value of values) this.push(subId, kind, value);
  }

  status(subId: string, health: LiveHealth, extra: { gap?: boolean; message?: string } = {}): void {
    const entry = this.entry(subId);
    entry.health = health;
    if (extra.gap) entry.gap = true;
    if (extra.message !== undefined) entry.message = extra.message;
  }

  /** Nothing more for this subscription (it ended): drop what was queued. */
  forget(subId: string): void {
    this.pending.delete(subId);
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    const wait = Math.max(0, this.lastFlush + this.intervalMs - this.now());
    this.timer = this.setTimer(() => {
      this.timer = undefined;
      this.flush();
    }, wait);
  }

  flush(): void {
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    this.lastFlush = this.now();
    const subs: LiveBatch['subs'] = [];
    for (const [subId, entry] of this.pending) {
      const delivery: LiveDelivery = { values: [...entry.state.drain(), ...entry.events] };
      if (entry.reset) delivery.reset = true;
      if (entry.health) delivery.health = entry.health;
      if (entry.gap) delivery.gap = true;
      if (entry.message !== undefined) delivery.message = entry.message;
      subs.push([subId, delivery]);
    }
    this.pending.clear();
    try {
      this.options.sink({ n: ++this.n, at: performance.timeOrigin + performance.now(), subs });
    } catch (error) {
      // A window closing mid-send must not take the hub down.
      this.options.onError?.(error);
    }
  }

  dispose(): void {
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }
}
