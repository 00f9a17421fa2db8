import type { DatabaseSync } from 'node:sqlite';
import type { PostingKind } from '@shared/money/accounts';
import { inTransaction } from '../db/database';
import { newObjectId } from '../db/ids';

/** One line of a ledger batch. `amount` is minor units: positive credits the account, negative debits it. */
export interface Posting {
  readonly accountId: string;
  readonly amount: number;
  readonly kind: PostingKind;
  readonly refType?: string | undefined;
  readonly refId?: string | undefined;
  readonly note?: string | undefined;
}

export interface BatchRequest {
  /** Same key, same batch: a repeat posts nothing and answers the first batch. */
  readonly idempotencyKey: string;
  readonly kind: string;
  readonly refType?: string | undefined;
  readonly refId?: string | undefined;
  /** Staff user id or a system name (`feed`, `settlement`). */
  readonly by: string | null;
  readonly postings: readonly Posting[];
  /** Test hook (fault tests): called before each posting is written, to crash between postings. */
  readonly beforePosting?: ((index: number) => void) | undefined;
}

export interface BatchOutcome {
  readonly batchId: string;
  /** True when this key had already been posted: nothing was written now. */
  readonly replayed: boolean;
}

export class LedgerError extends Error {}

/**
 * Writes one batch of postings, all or nothing, at most once per idempotency key. Call it inside the
 * caller's transaction when the postings belong with other writes (settlement); it opens its own otherwise.
 * Amounts must be whole minor units; accounts must exist.
 */
export const postBatch = (db: DatabaseSync, request: BatchRequest, now: Date = new Date()): BatchOutcome => {
  const run = (): BatchOutcome => {
    const prior = db.prepare('SELECT batchId FROM ledger_batches WHERE idempotencyKey = ?').get(request.idempotencyKey);
    if (prior) return { batchId: String(prior.batchId), replayed: true };
    for (const posting of request.postings) {
      if (!Number.isSafeInteger(posting.amount)) throw new LedgerError(`A posting amount must be whole minor units, not ${posting.amount}.`);
    }
    // Double entry: money moves between accounts, it is never made or lost inside a batch.
    const total = request.postings.reduce((sum, p) => sum + p.amount, 0);
    if (total !== 0) throw new LedgerError(`A ledger batch must balance: its postings add up to ${total}, not 0.`);
    const batchId = newObjectId(now);
    const at = now.toISOString();
    db.prepare('INSERT INTO ledger_batches (batchId, idempotencyKey, kind, refType, refId, createdAt, createdBy) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      batchId,
      request.idempotencyKey,
      request.kind,
      request.refType ?? null,
      request.refId ?? null,
      at,
      request.by,
    );
    const insert = db.prepare(
      'INSERT INTO ledger_postings (batchId, accountId, amount, kind, refType, refId, note, createdAt, createdBy) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    request.postings.forEach((p, index) => {
      if (p.amount === 0) return;
      request.beforePosting?.(index);
      insert.run(batchId, p.accountId, p.amount, p.kind, p.refType ?? request.refType ?? null, p.refId ?? request.refId ?? null, p.note ?? null, at, request.by);
    });
    return { batchId, replayed: false };
  };
  return inTransaction(db, run);
};

export interface AccountMoney {
  readonly balance: number;
  readonly exposure: number;
  /** balance − exposure: what the account may still risk. */
  readonly available: number;
}

export const moneyOf = (db: DatabaseSync, accountId: string): AccountMoney | undefined => {
  const row = db.prepare('SELECT balance, exposure FROM account_balances WHERE accountId = ?').get(accountId);
  if (!row) return undefined;
  const balance = Number(row.balance);
  const exposure = Number(row.exposure);
  return { balance, exposure, available: balance - exposure };
};

/** The sum of an account's postings: what its balance must always equal. */
export const ledgerSum = (db: DatabaseSync, accountId: string): number =>
  Number(db.prepare('SELECT COALESCE(SUM(amount), 0) AS total FROM ledger_postings WHERE accountId = ?').get(accountId)?.total ?? 0);
