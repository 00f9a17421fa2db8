import type { DatabaseSync } from 'node:sqlite';
import { newObjectId } from '../../db/ids';
import { ApiError } from '../../http/api-error';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { count, int, text, textOrNull } from '../../kit/sql';

/**
 * "Suspend all" suspends every open market in one statement and remembers which ones (a batch), so
 * that its reverse reopens exactly those, and not the markets a trader had suspended on purpose.
 * A market reopened or closed by hand in between leaves the batch (see setMarketStatus).
 */
export const suspendAllMarkets = (db: DatabaseSync, actor: string | null, now = new Date()) => {
  const batchId = newObjectId(now);
  const at = now.toISOString();
  const changed = db.prepare("UPDATE markets SET status = 'suspended', suspendBatchId = ?, updatedAt = ? WHERE status = 'open'").run(batchId, at);
  const suspended = Number(changed.changes);
  db.prepare('INSERT INTO suspend_batches (batchId, at, actor, count) VALUES (?, ?, ?, ?)').run(batchId, at, actor, suspended);
  return { batchId, suspended };
};

export const pendingBatch = (db: DatabaseSync) => {
  const row = db.prepare('SELECT * FROM suspend_batches WHERE restoredAt IS NULL ORDER BY at DESC, rowid DESC LIMIT 1').get();
  if (!row) return null;
  const batchId = text(row.batchId);
  return {
    batchId,
    at: text(row.at),
    by: textOrNull(row.actor),
    count: int(row.count),
    stillSuspended: count(db, "SELECT COUNT(*) AS n FROM markets WHERE suspendBatchId = ? AND status = 'suspended'", [batchId]),
  };
};

export const suspendAllState = (db: DatabaseSync) => ({
  openCount: count(db, "SELECT COUNT(*) AS n FROM markets WHERE status = 'open'", []),
  pending: pendingBatch(db),
});

/** Reopens the batch's markets that are still suspended by it; refuses a batch already restored. */
export const restoreBatch = (db: DatabaseSync, batchId: string, actor: string | null, now = new Date()) => {
  const batch = db.prepare('SELECT * FROM suspend_batches WHERE batchId = ?').get(batchId);
  if (!batch) throw new ApiError(404, M.nothingToRestore);
  if (batch.restoredAt !== null) throw new ApiError(409, M.staleBatch);
  const at = now.toISOString();
  const changed = db
    .prepare("UPDATE markets SET status = 'open', suspendBatchId = NULL, updatedAt = ? WHERE suspendBatchId = ? AND status = 'suspended'")
    .run(at, batchId);
  db.prepare('UPDATE markets SET suspendBatchId = NULL WHERE suspendBatchId = ?').run(batchId);
  db.prepare('UPDATE suspend_batches SET restoredAt = ?, restoredBy = ? WHERE batchId = ?').run(at, actor, batchId);
  return { restored: Number(changed.changes) };
};
