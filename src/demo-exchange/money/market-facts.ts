import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily } from '@shared/catalogue';
import type { Withdrawal } from '@shared/money/rule4';
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
  /** Runner markets: the selections removed (withdrawn non-runners): bets on them are void at settlement. */
  readonly removedIds: ReadonlySet<string>;
  /** Racing: the market's withdrawals, each with its Rule 4 deduction and the last bet struck before it (none elsewhere, as settlement reads them). */
  readonly withdrawals: readonly Withdrawal[];
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

/** Families whose withdrawals take Rule 4 from the winnings of bets struck before them (settlement reads them for these only). */
export const RULE4_FAMILIES: readonly MarketFamily[] = ['racing'];

/** The columns of `racing_withdrawals` (as `w`) Rule 4 reads (`toWithdrawal`). */
const WITHDRAWAL_COLUMNS = 'w.at, w.deduction, w.struckUpToSeq';

const toWithdrawal = (row: Record<string, unknown>): Withdrawal => ({
  at: String(row.at),
  deduction: Number(row.deduction),
  struckUpToSeq: row.struckUpToSeq === null ? null : Number(row.struckUpToSeq),
});

/** A race's withdrawals as settlement reads them: the same rows, read the same way, as the market's facts carry. */
export const raceWithdrawals = (db: DatabaseSync, marketId: string): Withdrawal[] =>
  db.prepare(`SELECT ${WITHDRAWAL_COLUMNS} FROM racing_withdrawals w WHERE w.marketId = ?`).all(marketId).map(toWithdrawal);

/**
 * A runner market's selections in one read, each with its withdrawal if it has one (the withdrawals' key is
 * market and selection): the hot path of a bet costs no query more for knowing them.
 */
const selectionsOf = (db: DatabaseSync, marketId: string) =>
  db
    .prepare(
      `SELECT s._id, s.name, s.status, ${WITHDRAWAL_COLUMNS} FROM selections s
       LEFT JOIN racing_withdrawals w ON w.marketId = s.marketId AND w.selectionId = s._id
       WHERE s.marketId = ? ORDER BY s.sequence`,
    )
    .all(marketId);

const runnerFacts = (db: DatabaseSync, marketId: string, family: MarketFamily) => {
  const outcomes: Array<{ id: string; name: string; status: string }> = [];
  const removedIds = new Set<string>();
  const withdrawals: Withdrawal[] = [];
  const rule4 = RULE4_FAMILIES.includes(family);
  for (const s of selectionsOf(db, marketId)) {
    const id = String(s._id);
    if (s.status === 'removed') removedIds.add(id);
    else outcomes.push({ id, name: String(s.name), status: String(s.status) });
    if (rule4 && s.at !== null) withdrawals.push(toWithdrawal(s));
  }
  return { outcomes, removedIds, withdrawals };
};

const NO_RUNNERS = { outcomes: [], removedIds: new Set<string>(), withdrawals: [] };

export const marketFacts = (db: DatabaseSync, marketId: string): MarketFacts | undefined => {
  const row = db.prepare('SELECT m._id, t.family, t.code FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE m._id = ?').get(marketId);
  if (!row) return undefined;
  const family = String(row.family) as MarketFamily;
  const kind = LINE_FAMILIES.includes(family) ? 'line' : 'runner';
  const runners = kind === 'line' ? NO_RUNNERS : runnerFacts(db, marketId, family);
  return { marketId, family, kind, ...runners, winners: kind === 'line' ? 1 : winnersOfType(String(row.code)) };
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
