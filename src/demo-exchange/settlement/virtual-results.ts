import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/database';
import { ApiError } from '../http/api-error';
import { text } from '../kit/sql';
import { createRandom } from '../live/random';
import { CLOSED_AT_OFF_FAMILIES } from '../money/bet-rules';
import { enterResult, type Actor } from './maker-checker';

/** The model that results virtual markets: it enters the result as a maker; a staff user verifies it. */
export const VIRTUAL_MODEL: Actor = { id: 'system:virtual-model', userName: 'virtual model' };

/** A market's seed: a 32-bit FNV-1a hash of its id, so anyone can draw its result again from it. */
export const virtualSeed = (marketId: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < marketId.length; i += 1) {
    hash ^= marketId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

/** The winner the seeded model draws from a market's active selections (in their order). */
export const drawWinner = (seed: number, selectionIds: readonly string[]): string | undefined => selectionIds[createRandom(seed).int(0, selectionIds.length - 1)];

/**
 * Results every virtual market whose event has started (its scheduled time) and has none yet: the seeded
 * model draws the winner, it is kept with its seed, and entered as the model's result (pending: a staff
 * user verifies it, then it settles like any other). Answers how many markets it resulted.
 */
export const generateVirtualResults = (db: DatabaseSync, now = new Date()): number => {
  const due = db
    .prepare(
      `SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId JOIN events e ON e._id = m.eventId
       WHERE t.family = 'virtual' AND e.openDate <= ? AND m.status IN ('open', 'suspended', 'closed')
         AND NOT EXISTS (SELECT 1 FROM virtual_results v WHERE v.marketId = m._id)
         AND NOT EXISTS (SELECT 1 FROM market_results r WHERE r.marketId = m._id)`,
    )
    .all(now.toISOString())
    .map((row) => text(row._id));
  let resulted = 0;
  for (const marketId of due) {
    const selections = db.prepare(`SELECT _id FROM selections WHERE marketId = ? AND status = 'active' ORDER BY sequence`).all(marketId).map((r) => text(r._id));
    const seed = virtualSeed(marketId);
    const winnerId = drawWinner(seed, selections);
    if (!winnerId) continue;
    try {
      inTransaction(db, () => {
        db.prepare('INSERT INTO virtual_results (marketId, seed, winnerId, generatedAt) VALUES (?, ?, ?, ?)').run(marketId, seed, winnerId, now.toISOString());
        enterResult(db, { marketId, entered: { winnerIds: [winnerId] }, voidFactor: 0 }, VIRTUAL_MODEL, 'enter', now);
      });
      resulted += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error; // a market that cannot take a result now is left for staff
    }
  }
  return resulted;
};

/**
 * Suspends at the off every open market whose bets close then (a race, virtual or not, or any event not
 * traded in play, as `closesAtOff` says) and whose event started after `since` and by `now`: answers the
 * markets suspended. The live feed calls it every tick with its previous tick's time, so a virtual race's
 * market suspends at its scheduled time rather than when this job next runs; without `since` it looks at
 * every event started by now (the feed's first tick). The exchange refuses bets from the off regardless.
 */
export const suspendAtTheOff = (db: DatabaseSync, now: Date, since?: Date): string[] => {
  const families = CLOSED_AT_OFF_FAMILIES.map(() => '?').join(', ');
  // Events first (CROSS JOIN keeps that order): a tick's window holds a few starts, while open markets can be 200,000.
  const due = db
    .prepare(
      `SELECT m._id FROM events e CROSS JOIN markets m ON m.eventId = e._id JOIN market_types t ON t._id = m.marketTypeId
       WHERE e.openDate <= ? AND e.openDate > ? AND m.status = 'open' AND (e.inPlayCapable = 0 OR t.family IN (${families}))`,
    )
    .all(now.toISOString(), since?.toISOString() ?? '', ...CLOSED_AT_OFF_FAMILIES)
    .map((row) => text(row._id));
  if (due.length === 0) return [];
  db.prepare(`UPDATE markets SET status = 'suspended', suspendBatchId = NULL, updatedAt = ? WHERE status = 'open' AND _id IN (SELECT value FROM json_each(?))`).run(now.toISOString(), JSON.stringify(due));
  return due;
};
