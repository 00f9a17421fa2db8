import type { DatabaseSync } from 'node:sqlite';
import { getAccount } from '../../money/accounts';
import { moneyOf, postBatch } from '../../money/ledger';
import { inTransaction } from '../../db/database';
import { punterPostings } from './punter-postings';

/**
 * The seamless wallet a game provider calls (DOMAIN "Casino"): debit a stake, credit a win, roll back a
 * debit. Each call carries the provider's transaction id and is applied at most once: a repeat answers
 * what the first call did and moves nothing. A rollback that arrives before its debit is recorded, and the
 * late debit is then refused, so a stake the provider cancelled is never taken.
 */
export type WalletCall =
  | { readonly kind: 'debit'; readonly txId: string; readonly accountId: string; readonly roundId: string; readonly amount: number; readonly outcome: string; readonly odds: number }
  | { readonly kind: 'credit'; readonly txId: string; readonly accountId: string; readonly roundId: string; readonly amount: number }
  | { readonly kind: 'rollback'; readonly txId: string; readonly refTxId: string };

/** applied: money moved; refused: nothing moved (reason says why); recorded: kept for later, nothing moved. */
export type WalletState = 'applied' | 'refused' | 'recorded';

export const WALLET_REASONS = {
  rolledBack: 'The provider rolled this debit back before it arrived.',
  roundClosed: 'The round takes no more bets.',
  roundSettled: 'The round is settled: its bets can no longer be rolled back.',
  accountNotActive: 'The account may not bet.',
  insufficientBalance: 'Not enough available balance.',
  debitUnknown: 'No such debit yet: the rollback is kept and the debit will be refused.',
  alreadyRolledBack: 'That debit was rolled back already.',
  unknownRound: 'No such round.',
} as const;
export type WalletReason = keyof typeof WALLET_REASONS;

export interface WalletAnswer {
  readonly txId: string;
  readonly state: WalletState;
  readonly reason: WalletReason | null;
  /** True when this transaction id had been seen: the stored answer, nothing done now. */
  readonly replayed: boolean;
}

interface Stored {
  readonly state: WalletState;
  readonly reason: WalletReason | null;
  readonly batchId?: string | undefined;
  readonly amount?: number;
}

const roundStatus = (db: DatabaseSync, roundId: string): string | undefined => {
  const row = db.prepare('SELECT status FROM casino_rounds WHERE _id = ?').get(roundId);
  return row ? String(row.status) : undefined;
};

const debitOutcome = (db: DatabaseSync, call: Extract<WalletCall, { kind: 'debit' }>, now: Date): Stored => {
  if (db.prepare(`SELECT 1 FROM casino_wallet_tx WHERE kind = 'rollback' AND refTxId = ?`).get(call.txId)) return { state: 'refused', reason: 'rolledBack' };
  const status = roundStatus(db, call.roundId);
  if (status === undefined) return { state: 'refused', reason: 'unknownRound' };
  if (status !== 'betting') return { state: 'refused', reason: 'roundClosed' };
  const account = getAccount(db, call.accountId);
  if (account?.level !== 'punter' || account.status !== 'active') return { state: 'refused', reason: 'accountNotActive' };
  if ((moneyOf(db, call.accountId)?.available ?? 0) < call.amount) return { state: 'refused', reason: 'insufficientBalance' };
  return move(db, call.txId, call.accountId, -call.amount, 'casinoDebit', call.roundId, now);
};

const rollbackOutcome = (db: DatabaseSync, call: Extract<WalletCall, { kind: 'rollback' }>, now: Date): Stored => {
  const debit = db.prepare(`SELECT * FROM casino_wallet_tx WHERE txId = ? AND kind = 'debit'`).get(call.refTxId);
  if (!debit) return { state: 'recorded', reason: 'debitUnknown' };
  if (debit.state !== 'applied') return { state: 'recorded', reason: null };
  if (db.prepare(`SELECT 1 FROM casino_wallet_tx WHERE kind = 'rollback' AND refTxId = ? AND state = 'applied'`).get(call.refTxId)) {
    return { state: 'recorded', reason: 'alreadyRolledBack' };
  }
  if (roundStatus(db, String(debit.roundId)) !== 'betting') return { state: 'refused', reason: 'roundSettled' };
  return { ...move(db, call.txId, String(debit.accountId), Number(debit.amount), 'casinoRollback', String(debit.roundId), now), amount: Number(debit.amount) };
};

/** A win paid by the provider: to a known punter on a known round (a settled one too: wins arrive late). */
const creditOutcome = (db: DatabaseSync, call: Extract<WalletCall, { kind: 'credit' }>, now: Date): Stored => {
  if (roundStatus(db, call.roundId) === undefined) return { state: 'refused', reason: 'unknownRound' };
  if (getAccount(db, call.accountId)?.level !== 'punter') return { state: 'refused', reason: 'accountNotActive' };
  return move(db, call.txId, call.accountId, call.amount, 'casinoCredit', call.roundId, now);
};

const move = (db: DatabaseSync, txId: string, accountId: string, amount: number, kind: 'casinoDebit' | 'casinoCredit' | 'casinoRollback', roundId: string, now: Date): Stored => {
  const { batchId } = postBatch(db, { idempotencyKey: `casino-tx:${txId}`, kind, refType: 'casinoRound', refId: roundId, by: 'gameProvider', postings: punterPostings(db, accountId, amount, kind) }, now);
  return { state: 'applied', reason: null, batchId, amount: Math.abs(amount) };
};

/** Applies one wallet call (or answers a repeat), in one transaction with its ledger batch. */
export const applyWalletCall = (db: DatabaseSync, call: WalletCall, now: Date = new Date()): WalletAnswer => {
  const run = (): WalletAnswer => {
    const prior = db.prepare('SELECT state, reason FROM casino_wallet_tx WHERE txId = ?').get(call.txId);
    if (prior) return { txId: call.txId, state: prior.state as WalletState, reason: (prior.reason as WalletReason | null) ?? null, replayed: true };
    const stored =
      call.kind === 'debit'
        ? debitOutcome(db, call, now)
        : call.kind === 'rollback'
          ? rollbackOutcome(db, call, now)
          : creditOutcome(db, call, now);
    db.prepare(
      'INSERT INTO casino_wallet_tx (txId, kind, accountId, roundId, amount, outcome, odds, refTxId, state, reason, batchId, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      call.txId,
      call.kind,
      call.kind === 'rollback' ? null : call.accountId,
      call.kind === 'rollback' ? null : call.roundId,
      call.kind === 'rollback' ? (stored.amount ?? 0) : call.amount,
      call.kind === 'debit' ? call.outcome : null,
      call.kind === 'debit' ? call.odds : null,
      call.kind === 'rollback' ? call.refTxId : null,
      stored.state,
      stored.reason,
      stored.batchId ?? null,
      now.toISOString(),
    );
    return { txId: call.txId, state: stored.state, reason: stored.reason, replayed: false };
  };
  return db.isTransaction ? run() : inTransaction(db, run);
};

/** The round's live bets: debits applied and not rolled back. Amounts are minor units. */
export const roundBets = (db: DatabaseSync, roundId: string) =>
  db
    .prepare(
      `SELECT d.txId, d.accountId, a.userName, d.outcome, d.amount AS stake, d.odds, d.createdAt AS placedAt
         FROM casino_wallet_tx d JOIN accounts a ON a._id = d.accountId
        WHERE d.roundId = ? AND d.kind = 'debit' AND d.state = 'applied'
          AND NOT EXISTS (SELECT 1 FROM casino_wallet_tx r WHERE r.kind = 'rollback' AND r.refTxId = d.txId AND r.state = 'applied')
        ORDER BY d.createdAt, d.txId`,
    )
    .all(roundId)
    .map((row) => ({
      txId: String(row.txId),
      accountId: String(row.accountId),
      userName: String(row.userName),
      outcome: String(row.outcome),
      stake: Number(row.stake),
      odds: Number(row.odds),
      placedAt: String(row.placedAt),
    }));
export type StoredRoundBet = ReturnType<typeof roundBets>[number];
