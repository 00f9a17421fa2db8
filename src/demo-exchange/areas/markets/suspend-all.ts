import type { DatabaseSync } from 'node:sqlite';
import { newObjectId } from '../../db/ids';
import { ApiError } from '../../http/api-error';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { count, int, text, textOrNull } from '../../kit/sql';
import { marketOffOfRow, offRefusal } from '../../money/bet-rules';
import { restoreIntoLiveBalls } from '../fancy/ball-by-ball';
import { hasResultKept } from '../results/result-kept';

/** The "suspend all" not restored yet, if any: the batch in force (the newest, should there be several). */
const BATCH_IN_FORCE_SQL = 'SELECT * FROM suspend_batches WHERE restoredAt IS NULL ORDER BY at DESC, rowid DESC LIMIT 1';
const batchInForce = (db: DatabaseSync) => db.prepare(BATCH_IN_FORCE_SQL).get();

/**
 * The markets Suspend all takes: open ones, and fancy ones in ball running (no bets while the ball is live,
 * but the ball's end would reopen them: suspended, they stay so until Restore, which puts them back into ball
 * running if their event's ball is live then, for its end to reopen them, and reopens them as open otherwise).
 */
const TAKING_BETS_NOW = "status IN ('open', 'ballRunning')";

const stillSuspendedBy = (db: DatabaseSync, batchId: string) =>
  count(db, "SELECT COUNT(*) AS n FROM markets WHERE suspendBatchId = ? AND status = 'suspended'", [batchId]);

/**
 * "Suspend all" suspends every open market (ball running ones too) in one statement and remembers which
 * ones (a batch), so that its reverse reopens exactly those, and not the markets a trader had suspended on purpose.
 * A market reopened or closed by hand in between leaves the batch (see setMarketStatus).
 *
 * One batch is in force at a time. Pressed again before it is restored (a double click, a retry with
 * another key, a second risk manager), it records no new batch: the markets taking bets now (opened since, or
 * reopened by hand) are suspended into the batch in force, whose count becomes every market it holds
 * suspended, and the answer names that batch with that count (`added`: how many this press suspended,
 * often none). So Restore always offers the whole suspension, never an empty one hiding it.
 */
export const suspendAllMarkets = (db: DatabaseSync, actor: string | null, now = new Date()) => {
  const inForce = batchInForce(db);
  const batchId = inForce ? text(inForce.batchId) : newObjectId(now);
  const at = now.toISOString();
  const changed = db.prepare(`UPDATE markets SET status = 'suspended', suspendBatchId = ?, updatedAt = ? WHERE ${TAKING_BETS_NOW}`).run(batchId, at);
  const suspended = stillSuspendedBy(db, batchId);
  // The batch's time and author stay the first press's: that is the suspension the Restore dialog names.
  db.prepare('INSERT INTO suspend_batches (batchId, at, actor, count) VALUES (?, ?, ?, ?) ON CONFLICT (batchId) DO UPDATE SET count = excluded.count').run(batchId, at, actor, suspended);
  return { batchId, suspended, added: Number(changed.changes) };
};

export const pendingBatch = (db: DatabaseSync) => {
  const row = batchInForce(db);
  if (!row) return null;
  const batchId = text(row.batchId);
  return { batchId, at: text(row.at), by: textOrNull(row.actor), count: int(row.count), stillSuspended: stillSuspendedBy(db, batchId) };
};

export const suspendAllState = (db: DatabaseSync) => ({
  openCount: count(db, `SELECT COUNT(*) AS n FROM markets WHERE ${TAKING_BETS_NOW}`, []),
  pending: pendingBatch(db),
});

/**
 * The batch's markets still suspended by it whose bets closed at their off, passed by `now` (a race, or an
 * event not traded in play, as the bet placement's off rule decides): the feed suspends them at the off,
 * but not while Suspend all holds them, so Restore must not reopen them. Only events started by now are
 * read; the off rule decides among them. A market with a result kept is left out: it stays suspended for that.
 */
const pastTheirOff = (db: DatabaseSync, batchId: string, now: Date): string[] =>
  db
    .prepare(
      `SELECT m._id, t.family, e.openDate, e.inPlayCapable FROM markets m JOIN events e ON e._id = m.eventId JOIN market_types t ON t._id = m.marketTypeId
       WHERE m.suspendBatchId = ? AND m.status = 'suspended' AND e.openDate <= ? AND NOT ${hasResultKept('m')}`,
    )
    .all(batchId, now.toISOString())
    .filter((row) => offRefusal(marketOffOfRow(row), now))
    .map((row) => text(row._id));

/** The batch's markets Restore takes out of suspension: still suspended by it, without a result kept, and not among `off`. */
const restorable = (db: DatabaseSync, batchId: string, off: readonly string[]): string[] =>
  db
    .prepare(`SELECT _id FROM markets WHERE suspendBatchId = ? AND status = 'suspended' AND NOT ${hasResultKept('markets')} AND _id NOT IN (SELECT value FROM json_each(?))`)
    .all(batchId, JSON.stringify(off))
    .map((row) => text(row._id));

/**
 * Reopens the batch's markets that are still suspended by it, except one with a result entered and not
 * voided (pending, verified, held or settled: it takes no more bets) and one whose race is off (see
 * `pastTheirOff`: `stayedSuspendedOff` counts them); refuses a batch already restored. Every market leaves the batch.
 * A fancy market whose event's ball is live goes back into ball running rather than open (no bets while the
 * ball is live), and that ball's end reopens it; `restored` counts it with the reopened ones.
 */
export const restoreBatch = (db: DatabaseSync, batchId: string, actor: string | null, now = new Date()) => {
  const batch = db.prepare('SELECT * FROM suspend_batches WHERE batchId = ?').get(batchId);
  if (!batch) throw new ApiError(404, M.nothingToRestore);
  if (batch.restoredAt !== null) throw new ApiError(409, M.staleBatch);
  const at = now.toISOString();
  const off = pastTheirOff(db, batchId, now);
  const restoring = restorable(db, batchId, off);
  restoreIntoLiveBalls(db, restoring, at);
  db.prepare(`UPDATE markets SET status = 'open', updatedAt = ? WHERE status = 'suspended' AND _id IN (SELECT value FROM json_each(?))`).run(at, JSON.stringify(restoring));
  db.prepare('UPDATE markets SET suspendBatchId = NULL WHERE suspendBatchId = ?').run(batchId);
  db.prepare('UPDATE suspend_batches SET restoredAt = ?, restoredBy = ? WHERE batchId = ?').run(at, actor, batchId);
  return { restored: restoring.length, stayedSuspendedOff: off.length };
};

/**
 * A migration for databases written before one batch was kept in force: a second press then recorded a
 * new batch, often empty, and Restore offered only that one, hiding the older batches still holding markets.
 * Every unrestored batch's markets move into the newest unrestored batch, whose count becomes every market
 * it holds suspended; the older batches are marked restored, by "merged into <batch id>".
 */
export const MERGE_UNRESTORED_BATCHES_SQL = `
  CREATE TEMP TABLE batch_in_force AS SELECT batchId FROM (${BATCH_IN_FORCE_SQL});
  UPDATE markets SET suspendBatchId = (SELECT batchId FROM batch_in_force)
    WHERE suspendBatchId IN (SELECT batchId FROM suspend_batches WHERE restoredAt IS NULL)
      AND suspendBatchId NOT IN (SELECT batchId FROM batch_in_force);
  UPDATE suspend_batches SET count = (SELECT COUNT(*) FROM markets m WHERE m.suspendBatchId = suspend_batches.batchId AND m.status = 'suspended')
    WHERE batchId IN (SELECT batchId FROM batch_in_force);
  UPDATE suspend_batches SET restoredAt = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), restoredBy = 'merged into ' || (SELECT batchId FROM batch_in_force)
    WHERE restoredAt IS NULL AND batchId NOT IN (SELECT batchId FROM batch_in_force);
  DROP TABLE batch_in_force;
`;
