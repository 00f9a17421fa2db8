import type { DatabaseSync } from 'node:sqlite';
import type { LiveLiability, LiveMarket, LivePrices, LiveScope, LiveStatus, PriceBook } from '@shared/contract/live';
import { chooseLiveMarketIds, marketChanged, readLiveMarkets } from './market-set';
import { bookOf, createPriceState, stepPrices, type PriceState } from './price-model';
import type { Random } from './random';
import { createRiskBook, liabilityValue, storedRiskBook, type RiskBook } from './risk-book';
import { bookmakerQuotes } from '../areas/bookmaker/prices';
import { fancyQuotes } from '../areas/fancy/prices';
import { deskQuotes } from '../areas/desks/house-prices';
import { sportsbookQuotes } from '../areas/sportsbook/prices';
import { HOUSE_QUOTED_FAMILIES } from '../money/house-quote';
import { marketFacts } from '../money/market-facts';

export const scopeOf = (m: LiveMarket): LiveScope => ({
  marketId: m.marketId,
  eventId: m.eventId,
  competitionId: m.competitionId,
  sportId: m.sportId,
  family: m.family,
});

/** Does the house price this market on its desk (its book is the desk's quote, never the random walk's)? */
const pricedByHouse = (market: LiveMarket | undefined): boolean => market !== undefined && HOUSE_QUOTED_FAMILIES.includes(market.family);

/** A house-priced runner market's selections its desk has not quoted (none in its book). */
const unquotedOf = (market: LiveMarket, book: PriceBook): string[] => {
  if (!pricedByHouse(market) || book.kind === 'line') return [];
  const quoted = new Set<string>(book.runners.map((r) => r.selectionId));
  return market.selections.flatMap((s) => (quoted.has(s.selectionId) ? [] : [s.selectionId]));
};

/** Once a market's bets are settled or voided, the house has nothing left at risk on it. */
const EXPOSURE_ENDED: ReadonlySet<string> = new Set(['settled', 'voided']);

/** A status change as the status topic tells it (its sequence number is given when it is published). */
export type StatusChange = Omit<LiveStatus, 'seq' | 'ts'>;

/** The live markets and, per market, its price process, the book last shown and the house's risk. */
export class LiveMarkets {
  private ids: string[] = [];
  readonly byId = new Map<string, LiveMarket>();
  private readonly prices = new Map<string, PriceState>();
  readonly books = new Map<string, PriceBook>();
  readonly risks = new Map<string, RiskBook>();
  /**
   * The desks' quotes, per house-priced market as last applied ('' for none): such a market's book is its
   * quote alone, and it has none while its desk has not quoted it.
   */
  private readonly quotes = new Map<string, string>();
  /** House-priced markets whose matched amount moved (bets matched on them) since `matchedPrices` last answered. */
  private readonly matchedMoved = new Set<string>();

  constructor(
    private readonly db: DatabaseSync,
    private readonly random: Random,
  ) {}

  get size(): number {
    return this.ids.length;
  }

  all(): LiveMarket[] {
    return this.ids.flatMap((id) => this.byId.get(id) ?? []);
  }

  /** (Re)chooses the live set; keeps the prices and risk of markets that stay. */
  choose(limit: number, now: number): void {
    this.ids = chooseLiveMarketIds(this.db, limit);
    const keep = new Set(this.ids);
    for (const map of [this.byId, this.prices, this.books, this.risks] as Array<Map<string, unknown>>) {
      for (const id of map.keys()) if (!keep.has(id)) map.delete(id);
    }
    for (const market of readLiveMarkets(this.db, this.ids, now)) this.adopt(market);
    // The house's own prices (desk quotes) from the start: later looks pass on only what changes.
    this.applyHouseQuotes(now);
  }

  private adopt(market: LiveMarket): void {
    this.byId.set(market.marketId, market);
    if (!this.prices.has(market.marketId)) {
      const state = createPriceState(market, this.random);
      this.prices.set(market.marketId, state);
      // An exchange market's fresh book is the random walk's; a house-priced one's is its desk's quote, read again.
      if (pricedByHouse(market)) this.books.delete(market.marketId);
      else this.books.set(market.marketId, bookOf(state, market, this.random));
      this.risks.set(market.marketId, this.storedRisk(market, state.kind));
      this.quotes.delete(market.marketId);
    }
  }

  /**
   * The house's position from the market's matched bets in the exchange (not only those the feed saw placed):
   * a market taken live after a restart, or one a write named (a bet voided, placed or moved by hand), shows
   * what the Risk screen shows. The feed's own bets then add to it as they are matched.
   */
  private storedRisk(market: LiveMarket, kind: PriceBook['kind']): RiskBook {
    return storedRiskBook(this.db, market, kind);
  }

  /** How many selections of a market win, each in full (a Place market's places), for its house book. */
  private winnersOf(marketId: string): number {
    return marketFacts(this.db, marketId)?.winners ?? 1;
  }

  private cursor = 0;

  /** The next `count` live markets in turn: a whole look at them spread over many ticks. */
  nextSlice(count: number): string[] {
    const n = this.ids.length;
    const take = Math.min(Math.max(0, count), n);
    const slice: string[] = [];
    for (let i = 0; i < take; i += 1) slice.push(this.ids[(this.cursor + i) % n] ?? '');
    this.cursor = n === 0 ? 0 : (this.cursor + take) % n;
    return slice;
  }

  /** Live markets among these ids (a write named them), in no particular order. */
  liveAmong(ids: Iterable<string>): string[] {
    return [...ids].filter((id) => this.byId.has(id));
  }

  /**
   * Re-reads the live markets (or only `only`); answers what changed (for the markets topic), every status
   * change, and the liability of each market whose house position was read again: one whose bets were just
   * settled or voided (none is left for the house: the risk lists drop it, and a window opened later never
   * sees the old one), and each live market a write `named` (its matched bets read from the exchange).
   */
  refresh(now: number, only?: readonly string[], named: readonly string[] = []): { changed: LiveMarket[]; statuses: StatusChange[]; liability: LiveLiability[] } {
    const changed: LiveMarket[] = [];
    const statuses: StatusChange[] = [];
    const ended: LiveLiability[] = [];
    const ids = only ?? this.ids;
    const fresh = new Map(readLiveMarkets(this.db, ids, now).map((m) => [m.marketId, m]));
    for (const id of ids) {
      const before = this.byId.get(id);
      const after = fresh.get(id);
      if (!before || !after || !marketChanged(before, after)) continue;
      if (after.selections.length !== before.selections.length) {
        // Selections added or removed: start the market's book afresh.
        this.prices.delete(id);
        this.risks.delete(id);
      }
      this.adopt(after);
      changed.push(after);
      if (EXPOSURE_ENDED.has(after.status) && !EXPOSURE_ENDED.has(before.status)) {
        const book = createRiskBook(after, this.prices.get(id)?.kind ?? 'ladder', this.winnersOf(id));
        this.risks.set(id, book);
        ended.push(liabilityValue(book, after, now));
      }
      if (after.status !== before.status || after.takesBets !== before.takesBets) {
        statuses.push({ ...scopeOf(after), marketName: after.name, eventName: after.eventName, from: before.status, to: after.status, takesBets: after.takesBets });
      }
    }
    const endedIds = new Set(ended.map((l) => l.marketId));
    const reread = named.flatMap((id) => {
      const market = this.byId.get(id);
      if (!market || endedIds.has(id) || EXPOSURE_ENDED.has(market.status)) return [];
      const book = this.storedRisk(market, this.prices.get(id)?.kind ?? 'ladder');
      this.risks.set(id, book);
      return [liabilityValue(book, market, now)];
    });
    return { changed, statuses, liability: [...ended, ...reread] };
  }

  /** Moves `count` random open markets one step; answers their new prices. */
  move(count: number, ts: number): LivePrices[] {
    if (count <= 0) return [];
    // The random walk moves open exchange markets (never one the house prices itself): `count` different ones.
    const movable = this.ids.filter((id) => {
      const market = this.byId.get(id);
      return market?.status === 'open' && !pricedByHouse(market) && this.prices.has(id);
    });
    const moved: LivePrices[] = [];
    for (let i = 0; i < Math.min(count, movable.length); i += 1) {
      const pick = this.random.int(i, movable.length - 1);
      const id = movable[pick] ?? '';
      movable[pick] = movable[i] ?? '';
      const market = this.byId.get(id);
      const state = this.prices.get(id);
      if (!market || !state) continue;
      stepPrices(state, this.random);
      this.books.set(id, bookOf(state, market, this.random));
      moved.push(this.pricesOf(market, ts));
    }
    return moved;
  }

  /**
   * Reads the desks' quotes of the live fancy, bookmaker, sportsbook, binary and lottery markets; answers the
   * prices of those that changed, so a confirmed quote reaches every monitor window in the next frame. A market
   * (or selection) its desk has not quoted has no price: the monitors show it as not quoted.
   */
  applyHouseQuotes(ts: number, only?: readonly string[]): LivePrices[] {
    const ids = (only ?? this.ids).filter((id) => pricedByHouse(this.byId.get(id)));
    const idsOf = (family: LiveMarket['family']) => ids.filter((id) => this.byId.get(id)?.family === family);
    const books = new Map<string, PriceBook>();
    for (const [marketId, q] of fancyQuotes(this.db, idsOf('fancy'))) books.set(marketId, { kind: 'line', noRuns: q.noLine, yesRuns: q.yesLine, noRate: q.noRate, yesRate: q.yesRate });
    for (const [marketId, runners] of bookmakerQuotes(this.db, idsOf('bookmaker'))) books.set(marketId, { kind: 'rates', runners });
    for (const [marketId, runners] of deskQuotes(this.db, [...idsOf('binary'), ...idsOf('lottery')])) books.set(marketId, { kind: 'rates', runners });
    // Sportsbook odds are back only: one level to back, nothing to lay.
    for (const [marketId, selections] of sportsbookQuotes(this.db, idsOf('sportsbook'))) {
      books.set(marketId, { kind: 'ladder', runners: selections.map((s) => ({ selectionId: s.selectionId, back: [[s.odds, 0]], lay: [], lastTraded: null })) });
    }
    const changed: LivePrices[] = [];
    for (const marketId of ids) {
      const book = books.get(marketId);
      const key = book ? JSON.stringify(book) : '';
      const market = this.byId.get(marketId);
      if (!market || this.quotes.get(marketId) === key) continue;
      this.quotes.set(marketId, key);
      if (book) this.books.set(marketId, book);
      else this.books.delete(marketId);
      changed.push(this.pricesOf(market, ts));
    }
    return changed;
  }

  /** Does the house price this market itself and has its desk quoted it (a confirmed price is its book)? */
  quotedByHouse(marketId: string): boolean {
    return pricedByHouse(this.byId.get(marketId)) && this.books.has(marketId);
  }

  /** A market's prices now; a house-priced one's book is null until its desk quotes it. */
  pricesOf(market: LiveMarket, ts: number): LivePrices {
    const state = this.prices.get(market.marketId);
    const book = this.books.get(market.marketId);
    const unquoted = book ? unquotedOf(market, book) : [];
    return { ...scopeOf(market), ts, matched: state?.matched ?? 0, book: book ?? null, ...(unquoted.length > 0 ? { unquoted } : {}) };
  }

  addMatched(marketId: string, stake: number): void {
    const state = this.prices.get(marketId);
    if (!state) return;
    state.matched += stake;
    if (pricedByHouse(this.byId.get(marketId))) this.matchedMoved.add(marketId);
  }

  /**
   * The prices of the house-priced markets whose matched amount moved since last asked (bets matched on
   * them), once each: an exchange market's Matched goes out with its next random-walk move, while a house
   * quote may stand for minutes, and the monitors' Matched with it.
   */
  matchedPrices(ts: number): LivePrices[] {
    const moved = [...this.matchedMoved].flatMap((id) => this.byId.get(id) ?? []);
    this.matchedMoved.clear();
    return moved.map((market) => this.pricesOf(market, ts));
  }

  /** A random open market, for a punter: a live one, or one of `among` where it names any. */
  randomOpen(among: readonly string[] = []): LiveMarket | undefined {
    const ids = among.length > 0 ? among : this.ids;
    for (let i = 0; i < 8; i += 1) {
      const market = this.byId.get(ids[this.random.int(0, ids.length - 1)] ?? '');
      if (market?.status === 'open') return market;
    }
    return undefined;
  }
}
