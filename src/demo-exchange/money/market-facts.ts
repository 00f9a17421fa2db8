import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily } from '@shared/catalogue';
import { effectiveLimitForMarket } from '../areas/limits/bet-limits';
import { canMarketTakeBetNow } from '../areas/markets/markets';

/** What the money model needs to know about a market: how it ends, and whether it takes a bet now. */
export interface MarketFacts {
  readonly marketId: string;
  readonly family: MarketFamily;
  /** Line markets (fancy) end on a number; every other family ends with one of its selections winning. */
  readonly kind: 'runner' | 'line';
  /** Runner markets: every selection that can still win (removed runners excluded), with its status. */
  readonly outcomes: ReadonlyArray<{ id: string; name: string; status: string }>;
}

export const LINE_FAMILIES: readonly MarketFamily[] = ['fancy'];

export const marketFacts = (db: DatabaseSync, marketId: string): MarketFacts | undefined => {
  const row = db.prepare('SELECT m._id, t.family FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE m._id = ?').get(marketId);
  if (!row) return undefined;
  const family = String(row.family) as MarketFamily;
  const kind = LINE_FAMILIES.includes(family) ? 'line' : 'runner';
  const outcomes =
    kind === 'line'
      ? []
      : db
          .prepare(`SELECT _id, name, status FROM selections WHERE marketId = ? AND status <> 'removed' ORDER BY sequence`)
          .all(marketId)
          .map((s) => ({ id: String(s._id), name: String(s.name), status: String(s.status) }));
  return { marketId, family, kind, outcomes };
};

/** The catalogue's rules: sport, competition and event on, market open. */
export const marketTakesBets = (db: DatabaseSync, marketId: string): { ok: true } | { ok: false; reason: string } => {
  try {
    return canMarketTakeBetNow(db, marketId);
  } catch {
    return { ok: false, reason: 'The market no longer exists.' };
  }
};

export const marketLimit = (db: DatabaseSync, marketId: string) => effectiveLimitForMarket(db, marketId);
