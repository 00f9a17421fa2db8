import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from '../../http/api-error';
import { deleteOrphanLimits } from '../limits/bet-limits';
import { CATALOGUE_MESSAGES as M } from './messages';
import { count, found, text, type Row } from '../../kit/sql';

type Level = 'sport' | 'competition' | 'event';
const COLUMN: Record<Level, string> = { sport: 'sportId', competition: 'competitionId', event: 'eventId' };
const TABLE: Record<Level, string> = { sport: 'sports', competition: 'competitions', event: 'events' };
const NOT_FOUND: Record<Level, string> = { sport: M.sportNotFound, competition: M.competitionNotFound, event: M.eventNotFound };

/** Quick links pointing at something deleted would lead punters nowhere. */
const deleteOrphanQuickLinks = (db: DatabaseSync) =>
  db.exec(`
    DELETE FROM quick_links WHERE targetType = 'sport' AND target NOT IN (SELECT _id FROM sports);
    DELETE FROM quick_links WHERE targetType = 'competition' AND target NOT IN (SELECT _id FROM competitions);
    DELETE FROM quick_links WHERE targetType = 'event' AND target NOT IN (SELECT _id FROM events);
    DELETE FROM quick_links WHERE targetType = 'market' AND target NOT IN (SELECT _id FROM markets);
  `);

/**
 * Deletes a sport, competition or event with everything under it, but never while a market under it is
 * open: bets could still be coming in. The caller wraps this in a transaction.
 */
export const deleteLevel = (db: DatabaseSync, level: Level, id: string): Row => {
  const row = found(db.prepare(`SELECT * FROM ${TABLE[level]} WHERE _id = ?`).get(id), NOT_FOUND[level]);
  const open = count(db, `SELECT COUNT(*) AS n FROM markets WHERE ${COLUMN[level]} = ? AND status = 'open'`, [id]);
  if (open > 0) throw new ApiError(409, M.stillOpen(text(row.name), open));
  // Selections go with their markets (ON DELETE CASCADE).
  db.prepare(`DELETE FROM markets WHERE ${COLUMN[level]} = ?`).run(id);
  if (level !== 'event') db.prepare(`DELETE FROM events WHERE ${COLUMN[level]} = ?`).run(id);
  if (level === 'sport') {
    db.prepare('DELETE FROM competitions WHERE sportId = ?').run(id);
    // Sport-only market types, auto markets and overs lines go with the sport (ON DELETE CASCADE).
  }
  db.prepare(`DELETE FROM ${TABLE[level]} WHERE _id = ?`).run(id);
  deleteOrphanLimits(db);
  deleteOrphanQuickLinks(db);
  return row;
};

export const deleteMarket = (db: DatabaseSync, id: string): Row => {
  const row = found(db.prepare('SELECT * FROM markets WHERE _id = ?').get(id), M.marketNotFound);
  if (text(row.status) === 'open') throw new ApiError(409, M.marketOpen);
  db.prepare('DELETE FROM markets WHERE _id = ?').run(id);
  deleteOrphanLimits(db);
  deleteOrphanQuickLinks(db);
  return row;
};
