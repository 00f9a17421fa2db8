import type { DatabaseSync } from 'node:sqlite';
import { MARKET_STATUS_LABELS } from '@shared/catalogue';
import { resultKey, type ResultStatus } from '@shared/results';
import { newObjectId } from '../db/ids';
import { ApiError } from '../http/api-error';
import { totalDeduction } from '@shared/money/rule4';
import { entriesOfRound, marketResultOf, type MarketResultRow } from './market-result';
import { SETTLEMENT_MESSAGES as M } from './messages';
import { checkResult, deductionsOf, resultMarket, type EnteredResult } from './result-input';

/** Who acts: a staff user. */
export interface Actor {
  readonly id: string;
  readonly userName: string;
}

export interface ResultEntryRequest {
  readonly marketId: string;
  readonly entered: EnteredResult;
  /** Fraction of every bet voided at settlement (0: none). */
  readonly voidFactor: number;
}

export interface EntryDone {
  readonly before: MarketResultRow | undefined;
  readonly after: MarketResultRow;
  /** What this entry did: started a round, declared it (a second user agreed), or found a mismatch. */
  readonly effect: 'entered' | 'corrected' | 'declared' | 'mismatch';
  readonly label: string;
}

/**
 * Enters a result (maker-checker). `verify` only verifies: it refuses when nothing waits for verification.
 * - no result yet, or a declared one entered again: a new round, PENDING, and the market suspended;
 * - pending or checking: another user's entry with the same result declares it; a different result puts
 *   the market in checking with every entry; the maker re-entering a different result corrects their own
 *   entry; the maker re-entering the same result is refused (nobody verifies their own entry).
 * Call inside a transaction.
 */
export const enterResult = (db: DatabaseSync, request: ResultEntryRequest, actor: Actor, mode: 'enter' | 'verify', now = new Date()): EntryDone => {
  const market = resultMarket(db, request.marketId);
  if (market.status === 'voided') throw new ApiError(409, M.marketClosedForResults(MARKET_STATUS_LABELS.voided.toLowerCase()));
  const before = marketResultOf(db, request.marketId);
  if (before?.status === 'held') throw new ApiError(409, M.resultHeld);
  if (before?.status === 'settled' || market.status === 'settled') throw new ApiError(409, M.resultSettled);
  const checked = checkResult(market, request.entered);
  const key = resultKey(checked.value, request.voidFactor);
  const inRound = before && (before.status === 'pending' || before.status === 'checking');
  if (mode === 'verify' && !inRound) throw new ApiError(409, M.nothingToVerify);

  const round = inRound ? before.round : (before?.round ?? 0) + 1;
  const entries = inRound ? entriesOfRound(db, request.marketId, round) : [];
  const agreeing = entries.find((e) => e.resultKey === key && e.userId !== actor.id);
  const own = entries.find((e) => e.userId === actor.id);
  if (!agreeing && own?.resultKey === key) throw new ApiError(403, M.ownEntry);
  if (mode === 'verify' && entries.every((e) => e.userId === actor.id)) throw new ApiError(403, M.ownEntry);

  const at = now.toISOString();
  if (own) db.prepare('UPDATE result_entries SET replaced = 1 WHERE entryId = ?').run(own.entryId);
  db.prepare(
    'INSERT INTO result_entries (entryId, marketId, round, userId, userName, value, label, voidFactor, resultKey, enteredAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(newObjectId(now), request.marketId, round, actor.id, actor.userName, JSON.stringify(checked.value), checked.label, request.voidFactor, key, at);

  const others = entries.filter((e) => e.userId !== actor.id);
  const status: ResultStatus = agreeing ? 'declared' : others.length > 0 ? 'checking' : 'pending';
  const maker = agreeing ?? others[0] ?? { userId: actor.id, userName: actor.userName };
  const deduction = market.family === 'racing' ? totalDeduction(deductionsOf(db, request.marketId).map((d) => d.deduction)) : 0;
  db.prepare(
    `INSERT INTO market_results (marketId, family, status, round, value, label, voidFactor, deduction, makerId, makerName, checkerId, checkerName, declaredAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (marketId) DO UPDATE SET status = excluded.status, round = excluded.round, value = excluded.value, label = excluded.label,
       voidFactor = excluded.voidFactor, deduction = excluded.deduction, makerId = excluded.makerId, makerName = excluded.makerName,
       checkerId = excluded.checkerId, checkerName = excluded.checkerName, declaredAt = excluded.declaredAt,
       heldBy = NULL, heldReason = NULL, heldAt = NULL, updatedAt = excluded.updatedAt`,
  ).run(
    request.marketId,
    market.family,
    status,
    round,
    JSON.stringify(checked.value),
    checked.label,
    request.voidFactor,
    deduction,
    maker.userId,
    maker.userName,
    agreeing ? actor.id : null,
    agreeing ? actor.userName : null,
    agreeing ? at : null,
    at,
  );
  // The first entry suspends the market: no bet may be struck on a market whose result is known (a fancy one
  // in ball running too: its ball's end leaves a market with a result suspended). It also leaves any
  // Suspend-all batch, already suspended or not, so that Restore cannot reopen it.
  db.prepare(
    `UPDATE markets SET status = CASE WHEN status IN ('open', 'ballRunning') THEN 'suspended' ELSE status END, suspendBatchId = NULL, updatedAt = ?
     WHERE _id = ? AND (status IN ('open', 'ballRunning') OR suspendBatchId IS NOT NULL)`,
  ).run(at, request.marketId);
  const after = marketResultOf(db, request.marketId);
  if (!after) throw new Error('The result row was not written.');
  const effect = agreeing ? 'declared' : others.length > 0 ? 'mismatch' : own ? 'corrected' : 'entered';
  return { before, after, effect, label: checked.label };
};

/** Puts a declared, unsettled result on hold (a dispute): it cannot settle until released. */
export const holdResult = (db: DatabaseSync, marketId: string, hold: boolean, reason: string, actor: Actor, now = new Date()): { before: MarketResultRow; after: MarketResultRow } => {
  const before = marketResultOf(db, marketId);
  if (!before) throw new ApiError(409, M.holdNeedsDeclared);
  if (hold && before.status !== 'declared') throw new ApiError(409, M.holdNeedsDeclared);
  if (!hold && before.status !== 'held') throw new ApiError(409, M.notHeld);
  const at = now.toISOString();
  db.prepare('UPDATE market_results SET status = ?, heldBy = ?, heldReason = ?, heldAt = ?, updatedAt = ? WHERE marketId = ?').run(
    hold ? 'held' : 'declared',
    hold ? actor.userName : null,
    hold ? reason : null,
    hold ? at : null,
    at,
    marketId,
  );
  const after = marketResultOf(db, marketId);
  if (!after) throw new Error('The result row vanished.');
  return { before, after };
};
