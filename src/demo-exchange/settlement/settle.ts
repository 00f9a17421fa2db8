import type { DatabaseSync } from 'node:sqlite';
import { newObjectId } from '../db/ids';
import { inTransaction } from '../db/database';
import { ApiError } from '../http/api-error';
import { releaseMarketExposure } from '../money/exposure-store';
import { postBatch } from '../money/ledger';
import { planSettlement } from './compute';
import type { Actor } from './maker-checker';
import { marketResultOf, setResultStatus } from './market-result';
import { SETTLEMENT_MESSAGES as M } from './messages';
import { reReserveMarket } from './re-reserve';
import { resultMarket } from './result-input';
import { lastVersion, liveSettlement, settlementByKey, type SettlementRow } from './settlements';

export interface SettleRequest {
  readonly marketId: string;
  /** One per settle request, reused by its retries: a repeat answers the first settlement and posts nothing. */
  readonly idempotencyKey: string;
  readonly actor: Actor;
  readonly now?: Date;
  /** Fault tests only: called before each ledger posting is written. */
  readonly beforePosting?: (index: number) => void;
}

export interface SettleDone {
  readonly settlement: SettlementRow;
  readonly replayed: boolean;
}

/**
 * Settles a market's declared result, all or nothing in one transaction: every matched bet gets its
 * outcome and P/L, punters and each upline share are posted in one balanced ledger batch, exposure is
 * released, a settlement record (version n) is written, and the market becomes settled. Refused unless
 * the result is declared (two users agreed), not held, and the market suspended or closed.
 */
export const settleMarket = (db: DatabaseSync, request: SettleRequest): SettleDone =>
  inTransaction(db, () => {
    const prior = settlementByKey(db, request.idempotencyKey);
    if (prior) return { settlement: prior, replayed: true };
    const now = request.now ?? new Date();
    const market = resultMarket(db, request.marketId);
    const result = marketResultOf(db, request.marketId);
    const live = liveSettlement(db, request.marketId);
    if (live) throw new ApiError(409, M.alreadySettled(live.version));
    if (result?.status === 'held') throw new ApiError(409, M.resultHeld);
    if (!result || result.status !== 'declared') throw new ApiError(409, M.notDeclared);
    if (market.status !== 'suspended' && market.status !== 'closed') throw new ApiError(409, M.marketNotSuspended(market.status));

    const plan = planSettlement(db, market, result);
    const settlementId = newObjectId(now);
    const version = lastVersion(db, request.marketId) + 1;
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
  readonly now?: Date;
}

/**
 * Reverses the market's live settlement exactly: a compensating batch negates each of its postings
 * (once: the batch's key is the settlement's), its bets are open again with their exposure re-reserved,
 * the result is declared again and the market suspended. A resettle then makes version n + 1.
 */
export const unsettleMarket = (db: DatabaseSync, request: UnsettleRequest): SettlementRow =>
  inTransaction(db, () => {
    if (!request.reason.trim()) throw new ApiError(422, M.reasonNeeded);
    const now = request.now ?? new Date();
    const live = liveSettlement(db, request.marketId);
    if (!live) throw new ApiError(409, M.notSettled);
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
  const plan = planSettlement(db, market, result);
  return { market, result, plan, nextVersion: lastVersion(db, marketId) + 1 };
};
