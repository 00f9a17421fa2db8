import type { DatabaseSync } from 'node:sqlite';
import { CHANGED_SINCE_SHOWN, type SettleExpectation } from '@shared/contract/results-schemas';
import { toMajor } from '@shared/money/amounts';
import { rupeesText } from '@shared/money/money-text';
import { resultKey } from '@shared/results';
import { newObjectId } from '../db/ids';
import { inTransaction } from '../db/database';
import { ApiError, fieldMessage } from '../http/api-error';
import { MESSAGES as HTTP_MESSAGES } from '../http/messages';
import { plural } from '../kit/sql';
import { releaseMarketExposure } from '../money/exposure-store';
import { postBatch } from '../money/ledger';
import { planSettlement, type SettlementPlan } from './compute';
import type { Actor } from './maker-checker';
import { marketResultOf, setResultStatus, type MarketResultRow } from './market-result';
import { SETTLEMENT_MESSAGES as M } from './messages';
import { reReserveMarket } from './re-reserve';
import { resultMarket, type ResultMarket } from './result-input';
import { lastVersion, liveSettlement, settlementByKey, type SettlementRow } from './settlements';

export interface SettleRequest {
  readonly marketId: string;
  /** One per settle request, reused by its retries: a repeat answers the first settlement and posts nothing. */
  readonly idempotencyKey: string;
  readonly actor: Actor;
  /**
   * What the user confirmed (the console's settle, from the preview): refused with 409 when the market no
   * longer matches it. The exchange's own resettles (after a post-void) carry none.
   */
  readonly expected?: SettleExpectation;
  readonly now?: Date;
  /** Fault tests only: called before each ledger posting is written. */
  readonly beforePosting?: (index: number) => void;
}

export interface SettleDone {
  readonly settlement: SettlementRow;
  readonly replayed: boolean;
}

/**
 * Refuses (409) a result naming a runner removed since it was entered (a winner, placed or tied): settled, its
 * bets would be void and Rule 4 taken from the others, other money than the result verified and the preview
 * showed. The racing desk refuses such a withdrawal; this guards every other way a runner can be removed.
 */
const refuseRemovedWinners = (market: ResultMarket, result: MarketResultRow): void => {
  if (result.value?.kind !== 'winners') return;
  const named = new Set([...result.value.winnerIds, ...(result.value.deadHeat?.tiedIds ?? [])]);
  const removed = market.selections.filter((s) => s.status === 'removed' && named.has(s.id));
  if (removed.length > 0) throw new ApiError(409, M.withdrawnAfterResult(removed.map((s) => s.name)));
};

/** The declared result's identity as the settle preview shows it: winners or number, void factor and Rule 4. */
export const settlementResultKey = (result: MarketResultRow): string => `${result.value ? resultKey(result.value, result.voidFactor) : 'none'}|r4:${result.deduction}`;

/** The result in words, as the Settle dialog words it: "Draw, void factor 0.5, Rule 4 up to 15p". */
const resultInWords = (result: MarketResultRow): string =>
  `${result.label ?? ''}${result.voidFactor > 0 ? `, void factor ${result.voidFactor}` : ''}${result.deduction > 0 ? `, Rule 4 up to ${result.deduction}p` : ''}`;

/** What differs from what the user confirmed, in words (the result first: it matters most), or null. */
const changeSinceShown = (expected: SettleExpectation, now: { version: number; result: MarketResultRow; plan: SettlementPlan }): string | null => {
  if (expected.resultKey !== settlementResultKey(now.result)) return M.resultChangedSinceShown(resultInWords(now.result));
  if (expected.version !== now.version) return M.versionChangedSinceShown(now.version);
  const { plan } = now;
  if (expected.betCount !== plan.bets.length || expected.punterWon !== plan.punterWon || expected.punterLost !== plan.punterLost)
    return M.betsChangedSinceShown(plural(plan.bets.length, 'bet'), rupeesText(toMajor(plan.punterWon)), rupeesText(toMajor(plan.punterLost)));
  return null;
};

/**
 * Settles a market's declared result, all or nothing in one transaction: every matched bet gets its
 * outcome and P/L, punters and each upline share are posted in one balanced ledger batch, exposure is
 * released, a settlement record (version n) is written, and the market becomes settled. Refused unless
 * the result is declared (two users agreed), not held, and the market suspended or closed; and, when the
 * request says what the user confirmed, unless the result, version and money are still those.
 */
export const settleMarket = (db: DatabaseSync, request: SettleRequest): SettleDone =>
  inTransaction(db, () => {
    const prior = settlementByKey(db, request.idempotencyKey);
    // A key replays only its own market's settlement: once the HTTP key store has forgotten a key (24 h), the
    // same key for another market must not answer that market's settlement as if this one were settled.
    if (prior && prior.marketId !== request.marketId) throw new ApiError(422, HTTP_MESSAGES.idempotencyKeyReused);
    if (prior) return { settlement: prior, replayed: true };
    const now = request.now ?? new Date();
    const market = resultMarket(db, request.marketId);
    const result = marketResultOf(db, request.marketId);
    const live = liveSettlement(db, request.marketId);
    if (live) throw new ApiError(409, M.alreadySettled(live.version));
    if (result?.status === 'held') throw new ApiError(409, M.resultHeld);
    if (!result || result.status !== 'declared') throw new ApiError(409, M.notDeclared);
    if (market.status !== 'suspended' && market.status !== 'closed') throw new ApiError(409, M.marketNotSuspended(market.status));
    refuseRemovedWinners(market, result);

    const plan = planSettlement(db, market, result);
    const version = lastVersion(db, request.marketId) + 1;
    const changed = request.expected ? changeSinceShown(request.expected, { version, result, plan }) : null;
    if (changed) throw new ApiError(409, fieldMessage(CHANGED_SINCE_SHOWN.settle, changed));
    const settlementId = newObjectId(now);
    const batch = postBatch(
      db,
      { idempotencyKey: `settlement:${settlementId}`, kind: 'settlement', refType: 'settlement', refId: settlementId, by: request.actor.userName, postings: plan.postings, beforePosting: request.beforePosting },
      now,
    );
    const mark = db.prepare(`UPDATE bets SET status = 'settled', settlementId = ?, result = ?, deduction = ?, deadHeat = ?, voidFactor = ? WHERE rowid = ?`);
    for (const bet of plan.bets) mark.run(settlementId, bet.pnl, bet.deduction, bet.deadHeat, result.voidFactor, bet.rowid);
    releaseMarketExposure(db, request.marketId);
    const at = now.toISOString();
    db.prepare(
      `INSERT INTO settlements (settlementId, marketId, version, status, idempotencyKey, value, label, voidFactor, deduction, batchId, betCount, punterCount, punterWon, punterLost, settledBy, settledAt)
       VALUES (?, ?, ?, 'live', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      settlementId,
      request.marketId,
      version,
      request.idempotencyKey,
      JSON.stringify(result.value),
      result.label ?? '',
      result.voidFactor,
      plan.deduction,
      batch.batchId,
      plan.bets.length,
      plan.punterCount,
      plan.punterWon,
      plan.punterLost,
      request.actor.userName,
      at,
    );
    setResultStatus(db, request.marketId, 'settled', now);
    db.prepare(`UPDATE markets SET status = 'settled', suspendBatchId = NULL, updatedAt = ? WHERE _id = ?`).run(at, request.marketId);
    const settlement = settlementByKey(db, request.idempotencyKey);
    if (!settlement) throw new Error('The settlement was not written.');
    return { settlement, replayed: false };
  });

export interface UnsettleRequest {
  readonly marketId: string;
  readonly reason: string;
  readonly actor: Actor;
  /** The live settlement's version the user was shown (the console's unsettle); the exchange's own rollbacks (voids) carry none. */
  readonly expectedVersion?: number;
  readonly now?: Date;
}

/** The live settlement, refused (409) when it is not the one the user was shown, or there is none. */
const liveToUndo = (db: DatabaseSync, request: UnsettleRequest): SettlementRow => {
  const live = liveSettlement(db, request.marketId);
  const shown = request.expectedVersion;
  if (shown === undefined) {
    if (!live) throw new ApiError(409, M.notSettled);
    return live;
  }
  if (!live) throw new ApiError(409, fieldMessage(CHANGED_SINCE_SHOWN.unsettle, M.settlementGoneSinceShown(shown)));
  if (live.version !== shown) throw new ApiError(409, fieldMessage(CHANGED_SINCE_SHOWN.unsettle, M.settlementChangedSinceShown(live, shown)));
  return live;
};

/**
 * Reverses the market's live settlement exactly: a compensating batch negates each of its postings
 * (once: the batch's key is the settlement's), its bets are open again with their exposure re-reserved,
 * the result is declared again and the market suspended. A resettle then makes version n + 1.
 */
export const unsettleMarket = (db: DatabaseSync, request: UnsettleRequest): SettlementRow =>
  inTransaction(db, () => {
    if (!request.reason.trim()) throw new ApiError(422, M.reasonNeeded);
    const now = request.now ?? new Date();
    const live = liveToUndo(db, request);
    const postings = db
      .prepare('SELECT accountId, amount FROM ledger_postings WHERE batchId = ? ORDER BY seq')
      .all(live.batchId)
      .map((p) => ({ accountId: String(p.accountId), amount: -Number(p.amount), kind: 'settlementRollback' as const }));
    const batch = postBatch(db, { idempotencyKey: `rollback:${live.settlementId}`, kind: 'settlementRollback', refType: 'settlement', refId: live.settlementId, by: request.actor.userName, postings }, now);
    db.prepare(`UPDATE bets SET status = 'matched', settlementId = NULL, result = NULL, deduction = NULL, deadHeat = NULL, voidFactor = NULL WHERE settlementId = ?`).run(live.settlementId);
    reReserveMarket(db, request.marketId);
    const at = now.toISOString();
    db.prepare(`UPDATE settlements SET status = 'rolledBack', rollbackBatchId = ?, rolledBackBy = ?, rolledBackAt = ?, rollbackReason = ? WHERE settlementId = ?`).run(
      batch.batchId,
      request.actor.userName,
      at,
      request.reason.trim(),
      live.settlementId,
    );
    setResultStatus(db, request.marketId, 'declared', now);
    db.prepare(`UPDATE markets SET status = 'suspended', updatedAt = ? WHERE _id = ?`).run(at, request.marketId);
    return { ...live, status: 'rolledBack', rollbackBatchId: batch.batchId, rolledBackBy: request.actor.userName, rolledBackAt: at, rollbackReason: request.reason.trim() };
  });

/** What settling would move now (the settle button's confirmation): nothing is written. */
export const previewSettlement = (db: DatabaseSync, marketId: string) => {
  const market = resultMarket(db, marketId);
  const result = marketResultOf(db, marketId);
  if (!result?.value || (result.status !== 'declared' && result.status !== 'held')) throw new ApiError(409, M.notDeclared);
  refuseRemovedWinners(market, result);
  const plan = planSettlement(db, market, result);
  return { market, result, plan, nextVersion: lastVersion(db, marketId) + 1, resultKey: settlementResultKey(result) };
};
