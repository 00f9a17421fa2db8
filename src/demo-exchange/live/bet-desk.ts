import type { DatabaseSync } from 'node:sqlite';
import type { LimitValues } from '@shared/catalogue';
import type { LiveBet, LiveLiability } from '@shared/contract/live';
import { effectiveLimitForMarket } from '../areas/limits/bet-limits';
import { canMarketTakeBetNow } from '../areas/markets/markets';
import { newObjectId } from '../db/ids';
import type { LiveMarkets } from './live-markets';
import { scopeOf } from './live-markets';
import { draftBet, type BetDraft } from './punters';
import type { Random } from './random';
import { applyBet, liabilityValue } from './risk-book';

/** A bet waiting out its market's delay (spec: bet delays per market and family). */
interface PendingBet {
  readonly draft: BetDraft;
  readonly marketId: string;
  readonly placedAt: number;
  readonly dueAt: number;
  readonly delaySeconds: number;
}

export type BetOutcome = Omit<LiveBet, 'seq' | 'ts'>;

const LIMIT_CACHE_MS = 2_000;

/**
 * The simulated punters' bets: drafted within the market's effective limit (the catalogue's rule), held
 * for the market's bet delay, then matched if the market can still take a bet (the catalogue's rule
 * again) or lapsed if it was suspended meanwhile. Matched bets move the house's risk book.
 */
export class BetDesk {
  private readonly pending: PendingBet[] = [];
  private readonly limits = new Map<string, { at: number; limit: LimitValues }>();

  constructor(
    private readonly db: DatabaseSync,
    private readonly markets: LiveMarkets,
    private readonly random: Random,
  ) {}

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

  /** One punter tries a bet on a random open market. */
  place(now: number): void {
    const market = this.markets.randomOpen();
    const book = market ? this.markets.books.get(market.marketId) : undefined;
    if (!market || !book || !market.takesBets) return;
    const limit = this.limitOf(market.marketId, now);
    const draft = limit ? draftBet(market, book, limit, this.random) : undefined;
    if (!draft || !this.takesBets(market.marketId)) return;
    this.pending.push({ draft, marketId: market.marketId, placedAt: now, dueAt: now + market.delaySeconds * 1000, delaySeconds: market.delaySeconds });
  }

  /** Bets whose delay is over: matched or lapsed, with the liability changes of the matched ones. */
  settleDue(now: number, ts: number): { bets: BetOutcome[]; liability: LiveLiability[] } {
    const bets: BetOutcome[] = [];
    const touched = new Set<string>();
    // Delays differ per market, so the queue is kept in due order rather than in the order bets were placed.
    this.pending.sort((a, b) => a.dueAt - b.dueAt);
    const due = this.pending.findIndex((p) => p.dueAt > now);
    for (const bet of this.pending.splice(0, due === -1 ? this.pending.length : due)) {
      const market = this.markets.byId.get(bet.marketId);
      if (!market) continue;
      const matched = bet.delaySeconds === 0 || this.takesBets(bet.marketId);
      const { draft } = bet;
      bets.push({
        ...scopeOf(market),
        betId: newObjectId(new Date(bet.placedAt)),
        marketName: market.name,
        eventName: market.eventName,
        selectionId: draft.selectionId,
        selectionName: draft.selectionName,
        side: draft.side,
        odds: draft.odds,
        line: draft.line,
        stake: draft.stake,
        user: draft.user,
        placedAt: bet.placedAt,
        delaySeconds: bet.delaySeconds,
        status: matched ? 'matched' : 'lapsed',
      });
      if (!matched) continue;
      const risk = this.markets.risks.get(market.marketId);
      const book = this.markets.books.get(market.marketId);
      if (risk && book) applyBet(risk, { outcomeId: draft.outcomeId, side: draft.side, odds: draft.odds, stake: draft.stake }, book.kind);
      this.markets.addMatched(market.marketId, draft.stake);
      touched.add(market.marketId);
    }
    const liability = [...touched].flatMap((id) => {
      const market = this.markets.byId.get(id);
      const risk = this.markets.risks.get(id);
      return market && risk ? [liabilityValue(risk, market, ts)] : [];
    });
    return { bets, liability };
  }
}
