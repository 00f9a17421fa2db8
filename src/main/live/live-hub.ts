import {
  fail,
  liveSubscribeSchema,
  liveUnsubscribeSchema,
  mayReceiveTopic,
  MAX_WINDOW_SUBSCRIPTIONS,
  ok,
  type LiveTopic,
  type LiveValue,
  type Result,
} from '@shared/contract';
import type { FeedClientMessage, FeedServerMessage, FeedSnapshot } from '@shared/contract/live-feed';
import { sequenceBatch } from '@shared/live/event-sequencer';
import type { PermissionKey } from '@shared/permissions';
import { scopeMatcher } from './scope-matcher';
import { looksValid, parseAll, TopicState, type Subscription } from './topic-state';
import type { UpstreamEvents } from './upstream';
import { WindowStream, type BatchSink, type WindowStreamOptions } from './window-stream';

/** The upstream as the hub drives it (the real one, or a fake in tests). */
export interface UpstreamPort {
  start(): void;
  stop(): void;
  send(message: FeedClientMessage): boolean;
}

export interface LiveHubOptions {
  /** Makes the session's upstream; called on every start (login). */
  createUpstream(events: UpstreamEvents): UpstreamPort;
  /** The current user's flags (empty when logged out). */
  has(key: PermissionKey): boolean;
  stream?: Omit<WindowStreamOptions, 'sink'>;
  log?: (line: string) => void;
}

const FORBIDDEN = 'You do not have permission to receive this live data.';

/**
 * The main core's live hub (ARCHITECTURE §5): one upstream per session, fanned out to windows over their
 * own streams, each window getting only what it subscribed to. A topic is subscribed upstream while at
 * least one window wants it, and released when the last one lets go.
 */
export class LiveHub {
  private readonly windows = new Map<string, { stream: WindowStream; subs: Map<string, Subscription> }>();
  private readonly topics = new Map<LiveTopic, TopicState>();
  private upstream: UpstreamPort | undefined;
  /** Logged in: the upstream opens with the first subscription and stays open until logout. */
  private active = false;
  private epoch: string | undefined;
  private connected = false;
  private readonly log: (line: string) => void;

  constructor(private readonly options: LiveHubOptions) {
    this.log = options.log ?? (() => {});
  }

  /** The upstream socket is open or opening. */
  get running(): boolean {
    return this.upstream !== undefined;
  }

  /**
   * Login (or a restored session). The session's one upstream opens with the first window subscription,
   * so a user who never opens a monitor costs the exchange no socket.
   */
  start(): void {
    this.active = true;
  }

  private ensureUpstream(): UpstreamPort {
    if (!this.upstream) {
      this.upstream = this.options.createUpstream({
        connected: (epoch) => this.onConnected(epoch),
        disconnected: () => this.onDisconnected(),
        message: (message) => this.onMessage(message),
      });
      this.upstream.start();
    }
    return this.upstream;
  }

  /** Logout or expiry: the upstream closes and every window's subscriptions end (it resubscribes after a login). */
  stop(): void {
    this.active = false;
    this.upstream?.stop();
    this.upstream = undefined;
    this.connected = false;
    this.epoch = undefined;
    for (const { stream, subs } of this.windows.values()) {
      for (const sub of subs.values()) stream.status(sub.subId, 'stopped');
      subs.clear();
    }
    this.topics.clear();
  }

  attachWindow(windowId: string, sink: BatchSink): () => void {
    this.detachWindow(windowId);
    const stream = new WindowStream({ ...this.options.stream, sink, onError: (e) => this.log(`live: a window stream failed (${(e as Error).message})`) });
    const entry = { stream, subs: new Map<string, Subscription>() };
    this.windows.set(windowId, entry);
    return () => {
      if (this.windows.get(windowId) === entry) this.detachWindow(windowId);
    };
  }

  /** A window closed: its subscriptions are released, and with them any upstream topic no one else needs. */
  detachWindow(windowId: string): void {
    const entry = this.windows.get(windowId);
    if (!entry) return;
    for (const sub of [...entry.subs.values()]) this.release(sub);
    entry.stream.dispose();
    this.windows.delete(windowId);
  }

  subscriptionCount(windowId?: string): number {
    if (windowId !== undefined) return this.windows.get(windowId)?.subs.size ?? 0;
    return [...this.windows.values()].reduce((n, w) => n + w.subs.size, 0);
  }

  upstreamTopics(): LiveTopic[] {
    return [...this.topics.keys()];
  }

  subscribe(windowId: string, input: unknown): Result<{ subId: string }> {
    const parsed = liveSubscribeSchema.safeParse(input);
    if (!parsed.success) return fail({ kind: 'invalid-input', message: parsed.error.issues[0]?.message ?? 'Invalid subscription.' });
    const { subId, topic, filter } = parsed.data;
    const entry = this.windows.get(windowId);
    if (!entry) return fail({ kind: 'internal', message: 'This window is not attached.' });
    const previous = entry.subs.get(subId);
    if (previous) this.release(previous);
    if (!this.active) {
      entry.stream.status(subId, 'stopped');
      return fail({ kind: 'unauthorized', message: 'Not logged in.' });
    }
    if (!mayReceiveTopic(topic, (key) => this.options.has(key))) {
      entry.stream.status(subId, 'refused', { message: FORBIDDEN });
      return fail({ kind: 'forbidden', message: FORBIDDEN });
    }
    if (entry.subs.size >= MAX_WINDOW_SUBSCRIPTIONS) {
      return fail({ kind: 'invalid-input', message: `A window may hold ${MAX_WINDOW_SUBSCRIPTIONS} live subscriptions.` });
    }
    const upstream = this.ensureUpstream();
    const sub: Subscription = { subId, windowId, topic, filter, matches: scopeMatcher(filter), initialized: false };
    entry.subs.set(subId, sub);
    let state = this.topics.get(topic);
    if (!state) {
      state = new TopicState(topic);
      this.topics.set(topic, state);
      if (this.connected) upstream.send({ op: 'sub', topic });
    }
    state.subs.add(sub);
    if (state.ready) this.initialize(sub, state);
    else entry.stream.status(subId, this.connected ? 'connecting' : 'reconnecting');
    return ok({ subId });
  }

  unsubscribe(windowId: string, input: unknown): Result<{ subId: string }> {
    const parsed = liveUnsubscribeSchema.safeParse(input);
    if (!parsed.success) return fail({ kind: 'invalid-input', message: 'Invalid subscription id.' });
    const sub = this.windows.get(windowId)?.subs.get(parsed.data.subId);
    if (sub) this.release(sub);
    return ok({ subId: parsed.data.subId });
  }

  private release(sub: Subscription): void {
    const entry = this.windows.get(sub.windowId);
    entry?.subs.delete(sub.subId);
    entry?.stream.forget(sub.subId);
    const state = this.topics.get(sub.topic);
    if (!state) return;
    state.subs.delete(sub);
    if (state.subs.size > 0) return;
    // The last window let go: so does the core.
    this.topics.delete(sub.topic);
    if (this.connected) this.upstream?.send({ op: 'unsub', topic: sub.topic });
  }

  private streamOf(sub: Subscription): WindowStream | undefined {
    return this.windows.get(sub.windowId)?.stream;
  }

  /** Gives a subscription the whole current picture of its topic (its filter applied). */
  private initialize(sub: Subscription, state: TopicState): void {
    sub.initialized = true;
    this.streamOf(sub)?.reset(sub.subId, state.kind, this.picture(sub, state), 'live');
  }

  /** What a subscription holds of its topic now; a list of markets is looked up rather than searched for. */
  private picture(sub: Subscription, state: TopicState): LiveValue[] {
    if (state.kind === 'event') return (state.ring.all() as LiveValue[]).filter(sub.matches);
    const ids = sub.filter.marketIds;
    if (ids === undefined) return [...state.cache.values()].filter(sub.matches);
    const values: LiveValue[] = [];
    for (const id of new Set(ids)) {
      const value = state.cache.get(id);
      if (value && sub.matches(value)) values.push(value);
    }
    return values;
  }

  private fanOut(state: TopicState, values: readonly LiveValue[]): void {
    for (const sub of state.subs) {
      if (!sub.initialized) continue;
      const stream = this.streamOf(sub);
      for (const value of values) if (sub.matches(value)) stream?.push(sub.subId, state.kind, value);
    }
  }

  private onConnected(epoch: string): void {
    const restarted = this.epoch !== undefined && this.epoch !== epoch;
    this.epoch = epoch;
    this.connected = true;
    for (const state of this.topics.values()) {
      if (restarted) {
        // Another run of the feed: its numbers start again, and what we hold of the old run cannot be continued.
        state.sequencer.reset();
        state.ring.clear();
      }
      const expected = state.kind === 'event' ? state.sequencer.expected : undefined;
      state.resyncing = false;
      this.upstream?.send(expected === undefined ? { op: 'sub', topic: state.topic } : { op: 'sub', topic: state.topic, from: { epoch, seq: expected } });
    }
  }

  private onDisconnected(): void {
    this.connected = false;
    for (const state of this.topics.values()) {
      state.ready = false;
      for (const sub of state.subs) this.streamOf(sub)?.status(sub.subId, 'reconnecting');
    }
  }

  private onMessage(message: FeedServerMessage): void {
    if (message.t === 'snap') this.onSnapshot(message);
    else if (message.t === 'up') this.onUpdate(message as unknown as Record<string, unknown>);
    else if (message.t === 'err' && message.topic) this.onRefused(message.topic, message.message);
    else if (message.t === 'err') this.log(`live: the feed answered an error (${message.message.slice(0, 200)})`);
  }

  private onSnapshot(snap: FeedSnapshot): void {
    const state = this.topics.get(snap.topic);
    if (!state) return; // Released while the snapshot was on its way.
    const values = parseAll(snap.topic, snap.values);
    state.ready = true;
    state.resyncing = false;
    if (state.kind === 'state') {
      state.cache.clear();
      for (const value of values) state.cache.set(value.marketId, value);
      for (const sub of state.subs) this.initialize(sub, state);
      return;
    }
    const events = values as Array<LiveValue & { seq: number }>;
    let fresh: Array<LiveValue & { seq: number }>;
    if (snap.replay) {
      fresh = sequenceBatch(state.sequencer, events).accepted;
      state.ring.add(fresh);
    } else {
      fresh = state.ring.add(events);
      state.sequencer.reset(snap.seq ?? events.at(-1)?.seq);
    }
    for (const sub of state.subs) {
      if (!sub.initialized) this.initialize(sub, state);
      else {
        const stream = this.streamOf(sub);
        for (const value of fresh) if (sub.matches(value)) stream?.push(sub.subId, 'event', value);
        stream?.status(sub.subId, 'live', snap.gap ? { gap: true } : {});
      }
    }
  }

  private onUpdate(frame: Record<string, unknown>): void {
    for (const [topic, state] of this.topics) {
      const raw = frame[topic];
      if (!Array.isArray(raw) || !state.ready) continue;
      if (state.kind === 'state') {
        const values = raw.filter((v): v is LiveValue => looksValid(topic, v));
        for (const value of values) state.cache.set(value.marketId, value);
        this.fanOut(state, values);
        continue;
      }
      if (state.resyncing) continue; // The replay asked for will bring these too.
      const { accepted, gap } = sequenceBatch(state.sequencer, parseAll(topic, raw) as Array<LiveValue & { seq: number }>);
      state.ring.add(accepted);
      this.fanOut(state, accepted);
      if (gap && this.epoch !== undefined && state.sequencer.expected !== undefined) {
        state.resyncing = true;
        this.log(`live: ${topic} skipped from ${state.sequencer.expected}; asking for a replay`);
        this.upstream?.send({ op: 'sub', topic, from: { epoch: this.epoch, seq: state.sequencer.expected } });
      }
    }
  }

  private onRefused(topic: LiveTopic, message: string): void {
    const state = this.topics.get(topic);
    if (!state) return;
    for (const sub of [...state.subs]) {
      this.streamOf(sub)?.status(sub.subId, 'refused', { message });
      this.windows.get(sub.windowId)?.subs.delete(sub.subId);
    }
    this.topics.delete(topic);
  }
}
