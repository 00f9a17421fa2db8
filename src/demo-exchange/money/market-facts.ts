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
  /** How many selections win, each paid in full: 1, or the places a Place market pays (`winnersOfType`). */
  readonly winners: number;
}

export const LINE_FAMILIES: readonly MarketFamily[] = ['fancy'];

/**
 * The places a market type pays, by its code. A Place market has several winners by nature: each placed
 * runner pays in full (a dead heat is runners tied for one place, not this). The demo's Place markets pay 2
 * places, as on the seeded race cards; every other market type has one winner.
 */
export const PLACES_BY_MARKET_TYPE: Readonly<Record<string, number>> = { PLACE: 2 };

/** How many selections of a market of this type win, each in full. */
export const winnersOfType = (marketTypeCode: string): number => PLACES_BY_MARKET_TYPE[marketTypeCode] ?? 1;

export const marketFacts = (db: DatabaseSync, marketId: string): MarketFacts | undefined => {
  const row = db.prepare('SELECT m._id, t.family, t.code FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE m._id = ?').get(marketId);
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
  return { marketId, family, kind, outcomes, winners: kind === 'line' ? 1 : winnersOfType(String(row.code)) };
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
