import type { DatabaseSync } from 'node:sqlite';
import type { MarketFamily } from '@shared/catalogue';
import type { BetsInWindow, MarketResult, ResultBet, ResultStatusFilter } from '@shared/contract/results';
import { RESULT_PERMISSION } from '@shared/results';
import { pageOf, searchIn, type Paging } from '../../kit/paging';
import { int, text, textOrNull, Where, type Row } from '../../kit/sql';
import { toMarketResult } from '../../settlement/market-result';
import { pricedRunnerBet, toOpenBet } from '../../money/book';
import { marketFacts, winnersOfType, type MarketFacts } from '../../money/market-facts';
import { windowBounds } from '../../settlement/voids';
import type { UserRow } from '../../db/users';
import { hasPermission } from '../../auth/access';

/** The families whose results this user may see and act on. */
export const familiesOf = (user: UserRow): MarketFamily[] => (Object.keys(RESULT_PERMISSION) as MarketFamily[]).filter((f) => hasPermission(user, RESULT_PERMISSION[f]));

const VIEW = `
  SELECT m._id AS mId, m.name AS marketName, m.status AS marketStatus, e.name AS eventName, c.name AS course, t.family AS mFamily, t.code AS typeCode, r.*,
    (SELECT MAX(version) FROM settlements s WHERE s.marketId = m._id) AS version,
    (SELECT COUNT(*) FROM bets b WHERE b.marketId = m._id AND b.status = 'matched') AS openBets,
    (SELECT seed FROM virtual_results v WHERE v.marketId = m._id) AS seed,
    (SELECT MAX(x.enteredAt) FROM result_entries x WHERE x.marketId = m._id AND x.round = r.round AND x.userId = r.makerId AND x.replaced = 0) AS makerEnteredAt
  FROM markets m JOIN events e ON e._id = m.eventId JOIN market_types t ON t._id = m.marketTypeId
  LEFT JOIN competitions c ON t.family = 'racing' AND c._id = e.competitionId
  LEFT JOIN market_results r ON r.marketId = m._id`;

const selectionsOf = (db: DatabaseSync, marketId: string) =>
  db
    .prepare('SELECT _id, name, status FROM selections WHERE marketId = ? ORDER BY sequence')
    .all(marketId)
    .map((s) => ({ id: text(s._id), name: text(s.name), status: text(s.status) }));

/**
 * A market's result for one viewer: a pending or disputed entry's value is shown only to the user who
 * entered it, so that the verifier enters the result blind rather than copying it. The virtual model's
 * entry is verified blind too; its seed stays shown (not the result: the race can be drawn again from it).
 */
export const toView = (db: DatabaseSync, row: Row, viewerId: string): MarketResult => {
  const hasResult = row.status !== null && row.status !== undefined;
  const result = hasResult ? toMarketResult({ ...row, marketId: row.mId }) : null;
  const blind = result && (result.status === 'pending' || result.status === 'checking') && result.makerId !== viewerId;
  return {
    marketId: text(row.mId),
    marketName: text(row.marketName),
    eventName: text(row.eventName),
    // A race's meeting is its competition, as the racing desk's list of races reads it.
    ...(typeof row.course === 'string' ? { course: row.course } : {}),
    family: text(row.mFamily) as MarketFamily,
    marketStatus: text(row.marketStatus) as MarketResult['marketStatus'],
    status: result?.status ?? null,
    label: blind ? null : (result?.label ?? null),
    voidFactor: blind ? 0 : (result?.voidFactor ?? 0),
    deduction: result?.deduction ?? 0,
    // The maker's own entry time: the result row's updatedAt moves with every hold, settlement and unsettlement.
    maker: result?.makerName ? { userName: result.makerName, at: textOrNull(row.makerEnteredAt) ?? result.updatedAt } : null,
    checker: result?.checkerName ? { userName: result.checkerName, at: result.declaredAt } : null,
    held: result?.heldBy ? { by: result.heldBy, reason: result.heldReason ?? '', at: result.heldAt ?? '' } : null,
    version: int(row.version),
    openBets: int(row.openBets),
    seed: row.seed === null || row.seed === undefined ? null : int(row.seed),
    places: winnersOfType(text(row.typeCode)),
    selections: selectionsOf(db, text(row.mId)),
  };
};

export const marketResultView = (db: DatabaseSync, marketId: string, viewerId: string): MarketResult | undefined => {
  const row = db.prepare(`${VIEW} WHERE m._id = ?`).get(marketId);
  return row ? toView(db, row, viewerId) : undefined;
};

export interface ResultFilter extends Paging {
  readonly family?: MarketFamily | undefined;
  /** A result's status, or `none`: the markets without a result. */
  readonly status?: ResultStatusFilter | undefined;
}

/**
 * A page of markets for the Results screen, newest change first. `scope`: which markets count —
 * 'results' (a result entered, or bets struck: what needs a result), 'unsettled' (declared or held),
 * 'void' (not voided, with bets open or settled).
 */
export const resultPage = (db: DatabaseSync, user: UserRow, filter: ResultFilter, scope: 'results' | 'unsettled' | 'void', families?: readonly MarketFamily[]) => {
  const allowed = (families ?? familiesOf(user)).filter((f) => familiesOf(user).includes(f));
  const where = new Where();
  where.add(`t.family IN (${allowed.map(() => '?').join(', ') || "''"})`, ...allowed);
  if (filter.family) where.add('t.family = ?', filter.family);
  if (filter.status === 'none') where.add('r.marketId IS NULL');
  else if (filter.status) where.add('r.status = ?', filter.status);
  if (scope === 'results') where.add(`(r.marketId IS NOT NULL OR EXISTS (SELECT 1 FROM bets b WHERE b.marketId = m._id AND b.status IN ('matched', 'settled')))`);
  if (scope === 'unsettled') where.add(`r.status IN ('declared', 'held')`);
  if (scope === 'void') where.add(`m.status <> 'voided' AND EXISTS (SELECT 1 FROM bets b WHERE b.marketId = m._id AND b.status IN ('matched', 'settled'))`);
  const from = `FROM markets m JOIN events e ON e._id = m.eventId JOIN market_types t ON t._id = m.marketTypeId
    LEFT JOIN competitions c ON t.family = 'racing' AND c._id = e.competitionId LEFT JOIN market_results r ON r.marketId = m._id`;
  return pageOf(
    db,
    filter,
    { from, where, search: searchIn('m.name', 'e.name', 'c.name'), page: (w) => `${VIEW} ${w} ORDER BY COALESCE(r.updatedAt, m.updatedAt) DESC, m._id LIMIT ? OFFSET ?` },
    (row) => toView(db, row, user._id),
  );
};

const price = (row: Row): string => (row.line !== null ? `${int(row.line)} @ ${Number(row.rate)}` : Number(row.odds).toFixed(2));

/**
 * What fraction of a bet was voided: a voided bet's whole (stored as 1), a settled bet's the result's void
 * factor, except a bet on a non-runner (its selection removed), which settled void whole: 1, as a voided bet.
 */
const voidFactorOf = (row: Row): number | null => (row.status === 'settled' && row.outcomeStatus === 'removed' ? 1 : row.voidFactor === null ? null : Number(row.voidFactor));

/**
 * What settlement will do to an open bet of a runner market, priced as settlement prices it now
 * (`pricedRunnerBet`: void on a non-runner, else the Rule 4 of the withdrawals recorded after it was struck),
 * so a clerk sees it before Settle. Nothing for a settled or voided bet, nor on a line market.
 */
const atSettlementOf = (facts: MarketFacts | undefined, row: Row): Pick<ResultBet, 'atSettlement'> => {
  if (row.status !== 'matched' || facts?.kind !== 'runner') return {};
  const priced = pricedRunnerBet(facts, toOpenBet(row));
  return { atSettlement: { nonRunner: priced === undefined, deduction: priced?.deduction ?? 0 } };
};

/** A bet as the void lists show it; `facts`, its market's, to say what settlement will do to it while open. */
export const toResultBet = (row: Row, facts?: MarketFacts): ResultBet => ({
  betId: text(row._id),
  punter: text(row.userName),
  outcomeName: text(row.outcomeName),
  side: text(row.side) as ResultBet['side'],
  price: price(row),
  stake: int(row.stake),
  status: text(row.status) as ResultBet['status'],
  placedAt: text(row.placedAt),
  pnl: row.result === null ? null : int(row.result),
  deduction: row.deduction === null || row.deduction === undefined ? null : int(row.deduction),
  deadHeat: row.deadHeat === null || row.deadHeat === undefined ? null : int(row.deadHeat),
  // Bets a dead heat did not touch shared no places but their own: 1, as the stored divisor says.
  deadHeatPlaces: row.deadHeat === null || row.deadHeat === undefined ? null : int(row.deadHeatPlaces ?? 1),
  voidFactor: voidFactorOf(row),
  ...atSettlementOf(facts, row),
});

/**
 * The places a settled bet's dead heat shared, from its settlement's result (a Place market's tie, stored
 * with the result; a Win market's several winners share its one place: none stored, read as 1).
 */
const DEAD_HEAT_PLACES = `CASE WHEN b.deadHeat > 1 THEN (SELECT json_extract(s.value, '$.deadHeat.places') FROM settlements s WHERE s.settlementId = b.settlementId) END AS deadHeatPlaces`;
/** The status of a bet's selection now (removed: a non-runner, its settled bets void). */
const OUTCOME_STATUS = `(SELECT x.status FROM selections x WHERE x._id = b.outcomeId) AS outcomeStatus`;
const BETS = `SELECT b.*, a.userName, ${DEAD_HEAT_PLACES}, ${OUTCOME_STATUS} FROM bets b JOIN accounts a ON a._id = b.accountId`;
/** The most bets a void list shows (a market with more is voided whole or by window). */
export const BET_LIST_LIMIT = 500;

export const marketBets = (db: DatabaseSync, marketId: string, status?: string): ResultBet[] => {
  const facts = marketFacts(db, marketId);
  return db
    .prepare(`${BETS} WHERE b.marketId = ? AND b.status ${status ? '= ?' : `IN ('matched', 'settled', 'voided')`} ORDER BY b.placedAt DESC LIMIT ${BET_LIST_LIMIT}`)
    .all(...(status ? [marketId, status] : [marketId]))
    .map((row) => toResultBet(row, facts));
};

/**
 * The bets a pre-void of this window would void (the same whole-second window as the void itself): the first
 * struck, at most BET_LIST_LIMIT, with how many the window holds in all and its last bet's number, which the
 * pre-void sends back as what the user confirmed. One statement (the totals are window functions over every
 * bet of the window, computed before the limit), so the rows and the totals are read at the same moment.
 */
export const betsInWindowView = (db: DatabaseSync, marketId: string, from: string, to: string): BetsInWindow => {
  const { start, end } = windowBounds(from, to);
  const rows = db
    .prepare(
      `SELECT b.*, a.userName, ${DEAD_HEAT_PLACES}, ${OUTCOME_STATUS}, COUNT(*) OVER () AS windowCount, MAX(b.seq) OVER () AS windowMaxSeq FROM bets b JOIN accounts a ON a._id = b.accountId
       WHERE b.marketId = ? AND b.status IN ('matched', 'settled') AND b.placedAt >= ? AND b.placedAt < ? ORDER BY b.placedAt, b.seq LIMIT ${BET_LIST_LIMIT}`,
    )
    .all(marketId, start, end);
  const [first] = rows;
  const facts = marketFacts(db, marketId);
  return { data: rows.map((row) => toResultBet(row, facts)), recordsTotal: first ? int(first.windowCount) : 0, maxSeq: first ? int(first.windowMaxSeq) : 0 };
};
