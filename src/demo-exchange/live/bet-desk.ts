import type { DatabaseSync } from 'node:sqlite';
import type { LimitValues } from '@shared/catalogue';
import type { LiveBet, LiveLiability, LiveMarket } from '@shared/contract/live';
import { toMinor } from '@shared/money/amounts';
import { effectiveLimitForMarket } from '../areas/limits/bet-limits';
import { canMarketTakeBetNow } from '../areas/markets/markets';
import { inTransaction } from '../db/database';
import { newObjectId } from '../db/ids';
import { HOUSE_QUOTED_FAMILIES } from '../money/house-quote';
import { placeBet, type BetRequest } from '../money/place-bet';
import type { LiveMarkets } from './live-markets';
import { scopeOf } from './live-markets';
import { draftBet, priceStillStands, type BetDraft } from './punters';
import { PunterPool } from './punter-pool';
import type { Random } from './random';
import { applyBet, fancyRateOf, liabilityValue } from './risk-book';

/** A bet waiting out its market's delay (spec: bet delays per market and family). */
interface PendingBet {
  readonly betId: string;
  readonly draft: BetDraft;
  readonly punter: { readonly id: string; readonly userName: string };
  readonly marketId: string;
  /** The market as it was when the bet was placed: it names the bet on the ticker should it leave the live set meanwhile. */
  readonly market: LiveMarket;
  /** The price it asks, in the exchange's terms (a fancy market's YES or NO at a line and rate). */
  readonly terms: Pick<BetRequest, 'side' | 'odds' | 'rate' | 'line'>;
  readonly placedAt: number;
  readonly dueAt: number;
  readonly delaySeconds: number;
}

export type BetOutcome = Omit<LiveBet, 'seq' | 'ts'>;

const LIMIT_CACHE_MS = 2_000;

/** A fancy bet is a YES (the feed's back) or a NO (lay) at a rate; every other family backs or lays at odds. */
const termsOf = (draft: BetDraft, line: boolean): Pick<BetRequest, 'side' | 'odds' | 'rate' | 'line'> =>
  line
    ? { side: draft.side === 'back' ? 'yes' : 'no', odds: null, rate: fancyRateOf(draft.odds), line: draft.line }
    : { side: draft.side, odds: draft.odds, rate: null, line: null };

/**
 * The simulated punters' bets: a seeded punter account drafts a bet within the market's effective limit,
 * it waits out the market's bet delay, then the exchange decides it through the money model (`placeBet`):
 * matched only if the market and selection are open, within limits, at a price that still stands and
 * within the punter's available balance; refused otherwise, with the reason. Both reach the bet ticker.
 */
export class BetDesk {
  private readonly pending: PendingBet[] = [];
  private readonly limits = new Map<string, { at: number; limit: LimitValues }>();
  private readonly punters: PunterPool;

  constructor(
    private readonly db: DatabaseSync,
    private readonly markets: LiveMarkets,
    private readonly random: Random,
  ) {
    this.punters = new PunterPool(db);
  }

  get waiting(): number {
    return this.pending.length;
  }

  private limitOf(marketId: string, now: number): LimitValues | undefined {
    const cached = this.limits.get(marketId);
    if (cached && now - cached.at < LIMIT_CACHE_MS) return cached.limit;
    try {
      const limit = effectiveLimitForMarket(this.db, marketId);
      this.limits.set(marketId, { at: now, limit });
      return limit;
    } catch {
      return undefined; // The market was deleted under us.
    }
  }

  private takesBets(marketId: string): boolean {
    try {
      return canMarketTakeBetNow(this.db, marketId).ok;
    } catch {
      return false;
    }
  }

  /**
   * The book a punter bets from: the market's live prices, except that a market the house prices itself
   * (bookmaker, fancy, binary, lottery, sportsbook) has none until the house quotes it (its random walk is no
   * price anyone is offered).
   */
  private offeredBook(market: LiveMarket) {
    if (HOUSE_QUOTED_FAMILIES.includes(market.family) && !this.markets.quotedByHouse(market.marketId)) return undefined;
    return this.markets.books.get(market.marketId);
  }

  /** One punter tries a bet on a random open market (of `among`, where it names any). */
  place(now: number, among: readonly string[] = []): void {
    const market = this.markets.randomOpen(among);
    const book = market ? this.offeredBook(market) : undefined;
    if (!market || !book || !market.takesBets) return;
    const limit = this.limitOf(market.marketId, now);
    const draft = limit ? draftBet(market, book, limit, this.random) : undefined;
    const punter = this.punters.pick(this.random, now);
    if (!draft || !punter || !this.takesBets(market.marketId)) return;
    this.pending.push({
      betId: newObjectId(new Date(now)),
      draft,
      punter,
      marketId: market.marketId,
      market,
      terms: termsOf(draft, book.kind === 'line'),
      placedAt: now,
      dueAt: now + market.delaySeconds * 1000,
      delaySeconds: market.delaySeconds,
    });
  }

  /**
   * After the delay, does the price the punter asked still stand in the market's live book? Without a book
   * (the house's quote withdrawn, the market out of the live set) nothing shows it standing, so no; except on
   * a market the house prices itself, where the exchange checks the bet against the desk's quote it holds
   * now and refuses it if that quote is gone or changed.
   */
  private priceStands(pending: PendingBet): boolean {
    const book = this.markets.books.get(pending.marketId);
    if (book) return priceStillStands(book, pending.draft);
    return HOUSE_QUOTED_FAMILIES.includes(pending.market.family);
  }

  /**
   * The exchange's decision on one pending bet, whatever happened during its delay (a quote withdrawn or
   * changed, the market out of the live set): never left pending.
   */
  private decide(pending: PendingBet, now: number) {
    const market = this.markets.byId.get(pending.marketId) ?? pending.market;
    const { draft } = pending;
    const decision = placeBet(
      this.db,
      {
        idempotencyKey: `feed:${pending.betId}`,
        accountId: pending.punter.id,
        marketId: market.marketId,
        outcomeId: draft.outcomeId,
        outcomeName: draft.selectionName,
        ...pending.terms,
        stake: toMinor(draft.stake),
        placedAt: new Date(pending.placedAt),
        delaySeconds: pending.delaySeconds,
      },
      { priceUnchanged: pending.delaySeconds === 0 || this.priceStands(pending), now: new Date(now) },
    );
    return { pending, market, decision };
  }

  /**
   * Bets whose delay is over, decided by the exchange, with the liability changes of the matched ones,
   * stamped (`stamp`) once decided: deciding is database work, and a window measures from the stamp.
   */
  settleDue(now: number, stamp: () => number): { bets: BetOutcome[]; liability: LiveLiability[]; ts: number } {
    const bets: BetOutcome[] = [];
    const touched = new Set<string>();
    // Delays differ per market, so the queue is kept in due order rather than in the order bets were placed.
    this.pending.sort((a, b) => a.dueAt - b.dueAt);
    const firstNotDue = this.pending.findIndex((p) => p.dueAt > now);
    const dueCount = firstNotDue === -1 ? this.pending.length : firstNotDue;
    const due = this.pending.splice(0, dueCount);
    // The tick's bets in one transaction, each still all or nothing (a savepoint in it): one commit a tick
    // instead of one a bet. Should it fail (the error reaches the feed's log), none of them happened; the
    // live books below change only once the exchange's decisions are committed.
    const decided = due.length === 0 ? [] : inTransaction(this.db, () => due.map((pending) => this.decide(pending, now)));
    for (const { pending, market, decision } of decided) {
      const { draft } = pending;
      bets.push({
        ...scopeOf(market),
        betId: decision.bet._id,
        marketName: market.name,
        eventName: market.eventName,
        selectionId: draft.selectionId,
        selectionName: draft.selectionName,
        side: draft.side,
        odds: draft.odds,
        line: draft.line,
        stake: draft.stake,
        user: pending.punter.userName,
        placedAt: pending.placedAt,
        delaySeconds: pending.delaySeconds,
        status: decision.accepted ? 'matched' : 'refused',
        reason: decision.bet.reason,
      });
      if (!decision.accepted) continue;
      const risk = this.markets.risks.get(market.marketId);
      if (risk) applyBet(risk, { outcomeId: draft.outcomeId, side: draft.side, odds: draft.odds, stake: draft.stake, line: draft.line });
      this.markets.addMatched(market.marketId, draft.stake);
      touched.add(market.marketId);
    }
    const ts = stamp();
    const liability = [...touched].flatMap((id) => {
      const market = this.markets.byId.get(id);
      const risk = this.markets.risks.get(id);
      return market && risk ? [liabilityValue(risk, market, ts)] : [];
    });
    return { bets, liability, ts };
  }
}
