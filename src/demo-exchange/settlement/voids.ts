import type { DatabaseSync } from 'node:sqlite';
import { CHANGED_SINCE_SHOWN, type PreVoidExpectation } from '@shared/contract/results-schemas';
import { newObjectId } from '../db/ids';
import { inTransaction } from '../db/database';
import { ApiError, fieldMessage } from '../http/api-error';
import { int, isUniqueViolation, plural, text } from '../kit/sql';
import type { Actor } from './maker-checker';
import { SETTLEMENT_MESSAGES as M } from './messages';
import { reReserveMarket } from './re-reserve';
import { resultMarket } from './result-input';
import { settleMarket, unsettleMarket } from './settle';
import { liveSettlement } from './settlements';

export type VoidKind = 'manual' | 'preVoid' | 'postVoid' | 'market';

/** What a void did. A type, so the contract's loose objects accept it. */
export type VoidDone = {
  readonly voided: number;
  /** Set when the market was settled: the settlement rolled back first. */
  readonly rolledBackVersion: number | null;
  /** Set after a post-void: the version that replaced the rolled-back settlement. */
  readonly resettledVersion: number | null;
  readonly accounts: number;
};

const NOTHING_VOIDED: VoidDone = { voided: 0, rolledBackVersion: null, resettledVersion: null, accounts: 0 };

/**
 * Voids chosen bets of a market: their stakes are no longer at risk (exposure re-reserved without them),
 * each bet once (bet_voids' key). On a settled market it is a post-void: the settlement is rolled back
 * (compensating postings), the bets voided, and the market settled again as version n + 1 with the same
 * result, all in one transaction.
 */
/** Ids bound to one statement at most: well under SQLite's limit on a statement's parameters (32,766). */
const IDS_A_STATEMENT = 500;

/** The matched bets of the market among `ids`, read a slice of ids at a time (a window may hold any number). */
const openBetsAmong = (db: DatabaseSync, marketId: string, ids: readonly string[]) => {
  const rows = [];
  for (let from = 0; from < ids.length; from += IDS_A_STATEMENT) {
    const slice = ids.slice(from, from + IDS_A_STATEMENT);
    const placeholders = slice.map(() => '?').join(', ');
    rows.push(...db.prepare(`SELECT _id, accountId FROM bets WHERE marketId = ? AND status = 'matched' AND _id IN (${placeholders})`).all(marketId, ...slice));
  }
  return rows;
};

export const voidBets = (db: DatabaseSync, marketId: string, betIds: readonly string[], kind: VoidKind, reason: string, actor: Actor, now = new Date()): VoidDone =>
  inTransaction(db, () => {
    if (!reason.trim()) throw new ApiError(422, M.reasonNeeded);
    if (betIds.length === 0) throw new ApiError(422, M.noBetsChosen);
    resultMarket(db, marketId);
    const settled = liveSettlement(db, marketId);
    if (settled) unsettleMarket(db, { marketId, reason: `Post-void: ${reason.trim()}`, actor, now });
    const unique = [...new Set(betIds)];
    const open = openBetsAmong(db, marketId, unique);
    if (open.length !== unique.length) throw new ApiError(409, M.betsNotOnMarket);
    const at = now.toISOString();
    const record = db.prepare('INSERT INTO bet_voids (betId, marketId, kind, reason, voidedBy, voidedAt) VALUES (?, ?, ?, ?, ?, ?)');
    const mark = db.prepare(`UPDATE bets SET status = 'voided', voidFactor = 1, result = 0 WHERE _id = ? AND status = 'matched'`);
    const effectiveKind: VoidKind = settled ? 'postVoid' : kind;
    try {
      for (const row of open) {
        record.run(text(row._id), marketId, effectiveKind, reason.trim(), actor.userName, at);
        mark.run(text(row._id));
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, M.betsNotOnMarket);
      throw error;
    }
    const accounts = new Set(open.map((row) => text(row.accountId)));
    reReserveMarket(db, marketId, accounts);
    const resettled = settled ? settleMarket(db, { marketId, idempotencyKey: `post-void:${newObjectId(now)}`, actor, now }).settlement.version : null;
    return { voided: open.length, rolledBackVersion: settled?.version ?? null, resettledVersion: resettled, accounts: accounts.size };
  });

const SECOND_MS = 1000;
const startOfSecond = (instant: string): number => Math.floor(Date.parse(instant) / SECOND_MS) * SECOND_MS;

/**
 * A pre-void window as the screen takes it, From and To to the second: from the start of From's second up to
 * (not including) the end of To's, so a bet struck at 08:37:21.832 is inside a window To 08:37:21, and
 * From = To is one second. The list and the void both read it here, so they always agree.
 */
export const windowBounds = (from: string, to: string): { start: string; end: string } => ({
  start: new Date(startOfSecond(from)).toISOString(),
  end: new Date(startOfSecond(to) + SECOND_MS).toISOString(),
});

/** The bets of a market struck in a window that a pre-void voids (matched, or settled: rolled back first), with their numbers. */
const windowBets = (db: DatabaseSync, marketId: string, from: string, to: string): Array<{ id: string; seq: number }> => {
  const { start, end } = windowBounds(from, to);
  if (end <= start) throw new ApiError(422, M.windowOrder);
  return db
    .prepare(`SELECT _id, seq FROM bets WHERE marketId = ? AND status IN ('matched', 'settled') AND placedAt >= ? AND placedAt < ? ORDER BY placedAt, seq`)
    .all(marketId, start, end)
    .map((row) => ({ id: text(row._id), seq: int(row.seq) }));
};

/** The matched bets of a market struck in a window (a pre-void's list, shown before confirming). */
export const betsInWindow = (db: DatabaseSync, marketId: string, from: string, to: string): string[] => windowBets(db, marketId, from, to).map((bet) => bet.id);

/** What the pre-void refuses in words when the window's bets are not the ones the user confirmed. */
export const windowChangedSinceShown = (count: number): string =>
  `The bets in this window changed since you looked: it now holds ${plural(count, 'bet')}. Check them and pre-void again.`;

/**
 * A pre-void: the bets struck in the window before an event that should have suspended the market. With
 * `expected` (what the console showed: the window's count and last bet number), refused with 409 when the
 * window's bets differ now, in the same transaction as the void: a bet struck into a window up to now, or
 * one voided elsewhere, is never voided (or counted) unseen. Bets are numbered as they are struck, so any bet
 * added raises the last number and any removed lowers the count.
 */
export const preVoid = (db: DatabaseSync, marketId: string, from: string, to: string, reason: string, actor: Actor, now = new Date(), expected?: PreVoidExpectation): VoidDone =>
  inTransaction(db, () => {
    const bets = windowBets(db, marketId, from, to);
    const maxSeq = bets.reduce((max, bet) => Math.max(max, bet.seq), 0);
    const changed = expected !== undefined && (expected.count !== bets.length || expected.maxSeq !== maxSeq);
    if (changed) throw new ApiError(409, fieldMessage(CHANGED_SINCE_SHOWN.preVoid, windowChangedSinceShown(bets.length)));
    return bets.length === 0 ? NOTHING_VOIDED : voidBets(db, marketId, bets.map((bet) => bet.id), 'preVoid', reason, actor, now);
  });

/** Voids a whole market: every open bet voided (after rolling back a settlement), the market and its result voided. */
export const voidMarket = (db: DatabaseSync, marketId: string, reason: string, actor: Actor, now = new Date()): VoidDone =>
  inTransaction(db, () => {
    if (!reason.trim()) throw new ApiError(422, M.reasonNeeded);
    const market = resultMarket(db, marketId);
    if (market.status === 'voided') throw new ApiError(409, M.marketAlreadyVoided);
    const settled = liveSettlement(db, marketId);
    if (settled) unsettleMarket(db, { marketId, reason: `Market void: ${reason.trim()}`, actor, now });
    const ids = db.prepare(`SELECT _id FROM bets WHERE marketId = ? AND status = 'matched'`).all(marketId).map((row) => text(row._id));
    const voided = ids.length === 0 ? NOTHING_VOIDED : voidBets(db, marketId, ids, 'market', reason, actor, now);
    const at = now.toISOString();
    db.prepare(`UPDATE markets SET status = 'voided', suspendBatchId = NULL, updatedAt = ? WHERE _id = ?`).run(at, marketId);
    db.prepare(
      `INSERT INTO market_results (marketId, family, status, updatedAt) VALUES (?, ?, 'voided', ?)
       ON CONFLICT (marketId) DO UPDATE SET status = 'voided', updatedAt = excluded.updatedAt`,
    ).run(marketId, market.family, at);
    return { ...voided, rolledBackVersion: settled?.version ?? null };
  });
