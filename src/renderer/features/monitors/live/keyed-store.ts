import type { LiveDelivery, LiveHealth } from '@shared/contract/live';

type Listener = () => void;

/** Feed health and notes a monitor shows beside its data. */
export interface FeedStatus {
  readonly health: LiveHealth;
  readonly message?: string;
  /** Some events could not be recovered after an outage. */
  readonly gap: boolean;
  /**
   * Set while the feed is not live: when the figures on screen were last brought up to date (epoch ms, the
   * last delivery received while live). Absent while live, and when nothing arrived since the last reset.
   */
  readonly asOf?: number;
}

const INITIAL_STATUS: FeedStatus = { health: 'connecting', gap: false };

/** Health for any live store: one snapshot object per change, for useSyncExternalStore. */
export class StatusCell {
  private status: FeedStatus = INITIAL_STATUS;
  private readonly listeners = new Set<Listener>();
  /** When the last delivery arrived while live: the snapshot carries it (asOf) once the feed is no longer live. */
  private lastLive: number | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  get = (): FeedStatus => this.status;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  apply(delivery: Pick<LiveDelivery, 'health' | 'message' | 'gap'>): void {
    const health = delivery.health ?? this.status.health;
    const message = delivery.health ? delivery.message : this.status.message;
    const gap = this.status.gap || delivery.gap === true;
    // One clock read per delivery while live; the snapshot changes only with the health, message or gap.
    if (health === 'live') this.lastLive = this.now();
    if (health === this.status.health && message === this.status.message && gap === this.status.gap) return;
    const asOf = health === 'live' ? undefined : this.lastLive;
    this.status = { health, ...(message === undefined ? {} : { message }), gap, ...(asOf === undefined ? {} : { asOf }) };
    for (const listener of [...this.listeners]) listener();
  }

  reset(): void {
    this.lastLive = undefined;
    this.status = INITIAL_STATUS;
    for (const listener of [...this.listeners]) listener();
  }
}

/**
 * The latest value per market of a state topic, outside React: a component subscribes to one key (a row,
 * a cell) and re-renders only when that key changes; the list of keys has its own subscription, so a
 * price tick never re-renders the table.
 */
export class KeyedStore<V extends { marketId: string }> {
  private readonly values = new Map<string, V>();
  private readonly keyListeners = new Map<string, Set<Listener>>();
  private readonly listListeners = new Set<Listener>();
  private readonly anyListeners = new Set<Listener>();
  private readonly facetListeners = new Set<Listener>();
  private keys: readonly string[] = [];
  private facetVersion = 0;
  readonly status = new StatusCell();

  /**
   * `facet`: the part of a value that derived lists depend on (a market's names and place in the
   * catalogue, its status). The facet version moves only when a facet changes or markets come or go, so
   * the filter lists and the row list are not rebuilt for changes they cannot see.
   */
  constructor(private readonly facet?: (value: V) => string) {}

  get = (key: string): V | undefined => this.values.get(key);
  getKeys = (): readonly string[] => this.keys;
  all = (): IterableIterator<V> => this.values.values();
  getFacetVersion = (): number => this.facetVersion;

  subscribeKey = (key: string, listener: Listener): (() => void) => {
    let set = this.keyListeners.get(key);
    if (!set) {
      set = new Set();
      this.keyListeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.keyListeners.delete(key);
    };
  };

  /** Membership: a market appeared or went away. */
  subscribeKeys = (listener: Listener): (() => void) => {
    this.listListeners.add(listener);
    return () => this.listListeners.delete(listener);
  };

  /** Any change at all, once per delivery (for summaries such as "the top 20 by liability"). */
  subscribeAny = (listener: Listener): (() => void) => {
    this.anyListeners.add(listener);
    return () => this.anyListeners.delete(listener);
  };

  /** The facet version moved (see the constructor). */
  subscribeFacet = (listener: Listener): (() => void) => {
    this.facetListeners.add(listener);
    return () => this.facetListeners.delete(listener);
  };

  apply(delivery: LiveDelivery): void {
    this.status.apply(delivery);
    const changed = new Set<string>();
    let membership = false;
    if (delivery.reset) {
      const incoming = new Set(delivery.values.map((v) => (v as unknown as V).marketId));
      for (const key of this.values.keys()) {
        if (incoming.has(key)) continue;
        this.values.delete(key);
        changed.add(key);
        membership = true;
      }
    }
    let faceted = false;
    for (const raw of delivery.values) {
      const value = raw as unknown as V;
      const before = this.values.get(value.marketId);
      if (!before) membership = true;
      else if (this.facet && !faceted && this.facet(before) !== this.facet(value)) faceted = true;
      this.values.set(value.marketId, value);
      changed.add(value.marketId);
    }
    if (membership) this.keys = [...this.values.keys()];
    this.notify(changed, membership, faceted);
  }

  clear(): void {
    const changed = new Set(this.values.keys());
    this.values.clear();
    this.keys = [];
    this.notify(changed, changed.size > 0, false);
  }

  private notify(changed: ReadonlySet<string>, membership: boolean, faceted: boolean): void {
    if (membership || faceted) this.facetVersion += 1;
    for (const key of changed) for (const listener of [...(this.keyListeners.get(key) ?? [])]) listener();
    if (membership) for (const listener of [...this.listListeners]) listener();
    if (membership || faceted) for (const listener of [...this.facetListeners]) listener();
    if (changed.size > 0) for (const listener of [...this.anyListeners]) listener();
  }
}
