import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../../http/api-error';
import { deleteOrphanLimits } from '../limits/bet-limits';
import { CATALOGUE_MESSAGES as M } from './messages';
import { count, text, type Row } from '../../kit/sql';
import { deleteDangling, LEVEL_TABLES, MARKETS } from './tables';

type Level = 'sport' | 'competition' | 'event';
/** The column of a market (or event) naming the level above it. */
const COLUMN: Record<Level, string> = { sport: 'sportId', competition: 'competitionId', event: 'eventId' };

/** Quick links pointing at something deleted would lead punters nowhere. */
const deleteOrphanQuickLinks = (db: DatabaseSync) => deleteDangling(db, 'quick_links', 'targetType', 'target');

/**
 * Deletes a sport, competition or event with everything under it, but never while a market under it is
 * open: bets could still be coming in. The caller wraps this in a transaction.
 */
export const deleteLevel = (db: DatabaseSync, level: Level, id: string): Row => {
  const table = LEVEL_TABLES[level];
  const row = table.require(db, id);
  const open = count(db, `SELECT COUNT(*) AS n FROM markets WHERE ${COLUMN[level]} = ? AND status = 'open'`, [id]);
  if (open > 0) throw new ApiError(409, M.stillOpen(text(row.name), open));
  // Selections go with their markets (ON DELETE CASCADE).
  db.prepare(`DELETE FROM markets WHERE ${COLUMN[level]} = ?`).run(id);
  if (level !== 'event') db.prepare(`DELETE FROM events WHERE ${COLUMN[level]} = ?`).run(id);
  if (level === 'sport') {
    db.prepare('DELETE FROM competitions WHERE sportId = ?').run(id);
    // Sport-only market types, auto markets and overs lines go with the sport (ON DELETE CASCADE).
  }
  db.prepare(`DELETE FROM ${table.name} WHERE _id = ?`).run(id);
  deleteOrphanLimits(db);
  deleteOrphanQuickLinks(db);
  return row;
};

export const deleteMarket = (db: DatabaseSync, id: string): Row => {
  const row = MARKETS.require(db, id);
  if (text(row.status) === 'open') throw new ApiError(409, M.marketOpen);
  db.prepare('DELETE FROM markets WHERE _id = ?').run(id);
  deleteOrphanLimits(db);
  deleteOrphanQuickLinks(db);
  return row;
};
