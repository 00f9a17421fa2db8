import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { AUDIT_TAG } from '@shared/contract/operation';
import { EventRing } from '@shared/live/event-ring';
import type { LiveBet, LiveLiability, LiveMarket, LivePrices, LiveStatus, LiveTopic, LiveValue } from '@shared/contract/live';
import { suspendAtTheOff } from '../settlement/virtual-results';
import { BetDesk } from './bet-desk';
import { DEFAULT_LIVE_FEED, type LiveFeedSettings } from './feed-config';
import { LiveMarkets } from './live-markets';
import { createRandom, type Random } from './random';
import { liabilityValue } from './risk-book';

/** One tick's output, before it is stamped and sent. */
export interface TickFrame {
  markets: LiveMarket[];
  prices: LivePrices[];
  liability: LiveLiability[];
  bets: LiveBet[];
  status: LiveStatus[];
}

export interface LiveFeedOptions {
  db: DatabaseSync;
  settings?: Partial<LiveFeedSettings>;
  random?: Random;
  /** Wall clock for bet times and delays. */
  now?: () => number;
  /** When a value leaves the exchange: fractional ms since the epoch (comparable with a page's timeOrigin + now()). */
  stamp?: () => number;
  /** false: no timers (tests call tick()). */
  autoStart?: boolean;
  log?: (line: string) => void;
  /** Busy while a settlement runs in the worker: bets due then wait for the next tick rather than block on the lock. */
  writeGate?: { readonly busy: boolean };
}

const REFRESH_MS = 1_000;
const BET_HISTORY = 50_000;
const STATUS_HISTORY = 5_000;
const SNAPSHOT_EVENTS = 200;
/** A tick late by more than this (a suspended process) does not make up for the rest. */
const MAX_CATCH_UP_MS = 1_000;

/**
 * The demo's live feed: moves prices, lets punters bet, watches the catalogue for status changes (every
 * second, and right after any API write), and hands each tick's frame to its listeners (the socket server).
 */
/** Tags (contract entity tags) whose id is a market id: a write under them touches that market alone. */
const MARKET_TAG_KINDS = new Set(['markets', 'fancy', 'bookmaker', 'sportsbook', 'deskPrices', 'ratings', 'racing', 'results']);

/**
 * The market ids a write's tags name, or undefined when a tag could touch any market (an event switched
 * off, a bet delay, a whole list). The audit log's tag names nothing.
 */
export const liveMarketsNamed = (tags: readonly string[]): string[] | undefined => {
  const ids: string[] = [];
  for (const tag of tags) {
    if (tag === AUDIT_TAG) continue;
    const colon = tag.indexOf(':');
    if (colon < 0 || !MARKET_TAG_KINDS.has(tag.slice(0, colon))) return undefined;
    ids.push(tag.slice(colon + 1));
  }
  return ids;
};

/**
 * Every market id among a write's tags, whatever else they name: a void writes `markets:<id>` beside the
 * whole `markets` list, and that market's risk book must be read again even though every market is looked at.
 */
export const marketIdsIn = (tags: readonly string[]): string[] =>
  tags.flatMap((tag) => {
    const colon = tag.indexOf(':');
    return colon > 0 && MARKET_TAG_KINDS.has(tag.slice(0, colon)) ? [tag.slice(colon + 1)] : [];
  });

export class LiveFeed {
  readonly epoch = randomBytes(6).toString('hex');
  private settingsNow: LiveFeedSettings;
  private readonly markets: LiveMarkets;
  private readonly desk: BetDesk;
  private readonly bets = new EventRing<LiveBet>(BET_HISTORY);
  private readonly statuses = new EventRing<LiveStatus>(STATUS_HISTORY);
  private betSeq = 0;
  private statusSeq = 0;
  private priceCarry = 0;
  private betCarry = 0;
  private lastTick: number | undefined;
  /** Up to when markets were suspended at their off (none yet: every event started so far is looked at once). */
  private offsDoneUntil: Date | undefined;
  /** A write may have changed any live market: the next tick re-reads them all. */
  private poked = false;
  /** Live markets a write named: the next tick re-reads these (all of them when `poked`). */
  private readonly pokedIds = new Set<string>();
  /** Live markets a write named among any other tags: the next tick reads their risk books again from the exchange. */
  private readonly booksToRead = new Set<string>();
  private pokeQueued = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners = new Set<(frame: TickFrame) => void>();
  private readonly now: () => number;
  private readonly stamp: () => number;

  constructor(private readonly options: LiveFeedOptions) {
    this.settingsNow = { ...DEFAULT_LIVE_FEED, ...options.settings };
    this.now = options.now ?? Date.now;
    this.stamp = options.stamp ?? (() => performance.timeOrigin + performance.now());
    const random = options.random ?? createRandom();
    this.markets = new LiveMarkets(options.db, random);
    this.desk = new BetDesk(options.db, this.markets, random);
    this.markets.choose(this.settingsNow.liveMarkets, this.stamp());
    if (options.autoStart !== false) this.start();
  }

  settings(): LiveFeedSettings {
    return { ...this.settingsNow };
  }

  /** Changes rates at run time; a new market count (or `reload`) chooses the live markets again. */
  configure(patch: Partial<LiveFeedSettings> & { reload?: boolean }): LiveFeedSettings {
    const { reload, ...changes } = patch;
    const before = this.settingsNow;
    this.settingsNow = { ...before, ...changes };
    if (reload || this.settingsNow.liveMarkets !== before.liveMarkets) {
      this.markets.choose(this.settingsNow.liveMarkets, this.stamp());
      this.emit({ markets: this.markets.all(), prices: [], liability: [], bets: [], status: [] });
    }
    if (this.timer && this.settingsNow.tickMs !== before.tickMs) {
      this.stop();
      this.start();
    }
    return this.settings();
  }

  /** Settings and counters, for the control endpoint: a test waits for `pendingBets` to reach 0. */
  status() {
    return { ...this.settings(), epoch: this.epoch, markets: this.markets.size, lastBetSeq: this.betSeq, lastStatusSeq: this.statusSeq, pendingBets: this.desk.waiting };
  }

  onFrame(listener: (frame: TickFrame) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * An API write (its contract's write tags; none: anything may have changed): look now, in a tick of its
   * own, rather than at the feed's next frame (up to `tickMs` later), so a price confirmed on a desk reaches
   * the monitors at once. A write naming live markets (`markets:<id>`, `fancy:<id>`…) re-reads only those;
   * one naming no live market leaves the feed alone; any other write re-reads every live market. Pokes in
   * a burst share that tick.
   */
  poke(tags?: readonly string[]): void {
    const named = tags === undefined ? undefined : liveMarketsNamed(tags);
    if (named === undefined) this.poked = true;
    else for (const id of this.markets.liveAmong(named)) this.pokedIds.add(id);
    if (tags !== undefined) for (const id of this.markets.liveAmong(marketIdsIn(tags))) this.booksToRead.add(id);
    if (!this.poked && this.pokedIds.size === 0) return;
    if (!this.timer || this.pokeQueued) return;
    this.pokeQueued = true;
    setImmediate(() => {
      this.pokeQueued = false;
      if ((this.poked || this.pokedIds.size > 0) && this.timer) this.safeTick();
    });
  }

  /** The whole current picture of a topic; for event topics the recent history and the last number issued. */
  snapshot<T extends LiveTopic>(topic: T): { values: Array<LiveValue<T>>; seq?: number } {
    const ts = this.stamp();
    const all = this.markets.all();
    const pick = (): unknown[] => {
      switch (topic) {
        case 'markets':
          return all.map((m) => ({ ...m, ts }));
        case 'prices':
          return all.map((m) => this.markets.pricesOf(m, ts));
        case 'liability':
          return all.flatMap((m) => {
            const risk = this.markets.risks.get(m.marketId);
            return risk && risk.betCount > 0 ? [liabilityValue(risk, m, ts)] : [];
          });
        case 'bets':
          return this.bets.all().slice(-SNAPSHOT_EVENTS);
        default:
          return this.statuses.all().slice(-SNAPSHOT_EVENTS);
      }
    };
    const values = pick() as Array<LiveValue<T>>;
    if (topic === 'bets') return { values, seq: this.betSeq };
    if (topic === 'status') return { values, seq: this.statusSeq };
    return { values };
  }

  /** Events of an event topic from `seq` on, or undefined when the oldest of them is no longer kept. */
  replay(topic: 'bets' | 'status', seq: number): Array<LiveBet | LiveStatus> | undefined {
    return (topic === 'bets' ? this.bets : this.statuses).since(seq - 1);
  }

  /**
   * A tick from the timer: a failure (the database locked by another writer for longer than its busy
   * time-out) loses that tick's bets for now (they stay pending) and is logged; it never stops the exchange.
   */
  private safeTick(): void {
    try {
      this.tick();
    } catch (error) {
      this.options.log?.(`live feed: tick failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  tick(): void {
    const now = this.now();
    const ts = this.stamp();
    const { feedRate, betRate, tickMs, betsPaused, betMarketIds } = this.settingsNow;
    const frame: TickFrame = { markets: [], prices: [], liability: [], bets: [], status: [] };

    // Rates are per second of wall time: on a busy machine timers fire late, and a late tick makes up for
    // the time, so that DEMO_FEED_RATE holds under load (a benchmark's heavier variants got fewer updates).
    const elapsed = this.lastTick === undefined ? tickMs : Math.min(Math.max(0, now - this.lastTick), MAX_CATCH_UP_MS);
    this.lastTick = now;
    this.suspendAtTheOff(now);

    // What a write named now, and a slice of the rest in turn, so that each live market is read again once
    // every REFRESH_MS (a change made outside the API: a settlement, a cron job) without one long look
    // holding the exchange up once a second. A write that may touch any market reads them all now.
    const named = [...this.booksToRead];
    const only = this.poked ? undefined : [...new Set([...this.pokedIds, ...this.markets.nextSlice(Math.ceil((this.markets.size * elapsed) / REFRESH_MS))])];
    this.poked = false;
    this.pokedIds.clear();
    this.booksToRead.clear();
    const ended: LiveLiability[] = [];
    if (only === undefined || only.length > 0) {
      const { changed, statuses, liability } = this.markets.refresh(ts, only, named);
      ended.push(...liability);
      frame.markets = changed;
      frame.prices.push(...this.markets.applyHouseQuotes(ts, only));
      frame.status = statuses.map((s) => ({ ...s, seq: ++this.statusSeq, ts }));
      this.statuses.add(frame.status);
    }

    this.priceCarry += (feedRate * elapsed) / 1000;
    const moves = Math.floor(this.priceCarry);
    this.priceCarry -= moves;
    frame.prices.push(...this.markets.move(moves, ts));

    if (!betsPaused) {
      this.betCarry += (betRate * elapsed) / 1000;
      for (; this.betCarry >= 1; this.betCarry -= 1) this.desk.place(now, betMarketIds);
    }
    const settled = this.options.writeGate?.busy ? { bets: [], liability: [], ts } : this.desk.settleDue(now, this.stamp);
    frame.bets = settled.bets.map((b) => ({ ...b, seq: ++this.betSeq, ts: settled.ts }));
    // A house-priced market's Matched moves with its bets (once a tick: prices are state, the latest counts).
    const matched = this.markets.matchedPrices(settled.ts);
    if (matched.length > 0) {
      const renewed = new Set(matched.map((p) => p.marketId));
      frame.prices = [...frame.prices.filter((p) => !renewed.has(p.marketId)), ...matched];
    }
    this.bets.add(frame.bets);
    frame.liability = [...ended, ...settled.liability];
    this.emit(frame);
  }

  /**
   * The exchange's clock for races: a market whose bets close at the off (a virtual or horse race) is
   * suspended in the tick its event starts, and the monitors hear of it in the same frame. Not while a
   * settlement holds the database (the next tick catches up; the exchange refuses bets from the off anyway).
   */
  private suspendAtTheOff(now: number): void {
    if (this.options.writeGate?.busy) return;
    const at = new Date(now);
    const suspended = suspendAtTheOff(this.options.db, at, this.offsDoneUntil);
    this.offsDoneUntil = at;
    for (const id of this.markets.liveAmong(suspended)) this.pokedIds.add(id);
  }

  private emit(frame: TickFrame): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(frame);
      } catch (error) {
        this.options.log?.(`live feed: a listener failed (${(error as Error).message})`);
      }
    }
  }

  start(): void {
    if (this.timer) return;
    this.lastTick = undefined;
    this.timer = setInterval(() => this.safeTick(), this.settingsNow.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
