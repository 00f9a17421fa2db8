import type { DatabaseSync } from 'node:sqlite';
import { MARKET_FAMILIES, type MarketFamily } from '@shared/catalogue';
import { FAMILY_PERMISSIONS } from '@shared/contract/families';
import { hasPermission } from '../../auth/access';
import { ApiError, fieldMessage } from '../../http/api-error';
import { MESSAGES } from '../../http/messages';
import { pageOf, searchIn, type Paging } from '../../kit/paging';
import { currentUser, type RouteContext } from '../../kit/route';
import { int, text, Where, type Row } from '../../kit/sql';
import { MARKET_VIEW, toMarket } from '../markets/market-rows';

/** The family's desk flag: a family's calls are for those who manage it (the exchange checks, not only the screen). */
export const requireFamily = (ctx: RouteContext, family: MarketFamily): void => {
  if (!hasPermission(currentUser(ctx), FAMILY_PERMISSIONS[family])) throw new ApiError(403, MESSAGES.noPermission);
};

/** The market, if it is of this family (a call for one family never touches another's markets). */
export const requireFamilyMarket = (db: DatabaseSync, family: MarketFamily, marketId: string): void => {
  const row = db.prepare('SELECT t.family FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE m._id = ?').get(marketId);
  if (!row || text(row.family) !== family) throw new ApiError(404, `No such ${family} market.`);
};

const toFamilyEvent = (row: Row) => ({
  eventId: text(row._id),
  eventName: text(row.name),
  sportName: text(row.sportName),
  competitionName: text(row.competitionName),
  openDate: text(row.openDate),
  marketCount: int(row.marketCount),
});

const OF_FAMILY = `SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.family = ?`;

/**
 * The events that have markets of the family, with how many. The family is one of MARKET_FAMILIES (checked
 * again here), so it is written into the SQL: the paging helper binds only the filters' parameters.
 */
export const listFamilyEvents = (db: DatabaseSync, paging: Paging & { family: MarketFamily }) => {
  if (!MARKET_FAMILIES.includes(paging.family)) throw new ApiError(400, 'No such market family.');
  const counts = `(SELECT m.eventId, COUNT(*) AS marketCount FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.family = '${paging.family}' GROUP BY m.eventId) f`;
  const from = `FROM events e JOIN ${counts} ON f.eventId = e._id`;
  const page = (w: string) =>
    `SELECT e._id, e.name, e.openDate, s.name AS sportName, c.name AS competitionName, f.marketCount
     ${from} JOIN sports s ON s._id = e.sportId JOIN competitions c ON c._id = e.competitionId ${w} ORDER BY e.openDate, e.name LIMIT ? OFFSET ?`;
  return pageOf(db, paging, { from, where: new Where(), search: searchIn('e.name'), page }, toFamilyEvent);
};

export const listFamilyMarkets = (db: DatabaseSync, paging: Paging & { family: MarketFamily; eventId?: string | undefined }) => {
  const where = new Where().add(`m._id IN (${OF_FAMILY})`, paging.family);
  if (paging.eventId) where.add('m.eventId = ?', paging.eventId);
  const page = (w: string) => MARKET_VIEW(`(SELECT m.*, m.rowid AS rid FROM markets m ${w} ORDER BY m.eventId, m.sequence, m.name LIMIT ? OFFSET ?)`, 'ORDER BY p.eventId, p.sequence, p.name');
  return pageOf(db, paging, { from: 'FROM markets m', where, search: searchIn('m.name'), page }, toMarket);
};

export const managerMarkets = (db: DatabaseSync, family: MarketFamily, userId: string) =>
  db.prepare(MARKET_VIEW(`(SELECT m.* FROM markets m JOIN market_managers a ON a.marketId = m._id WHERE a.userId = ? AND m._id IN (${OF_FAMILY}))`, 'ORDER BY p.name')).all(userId, family).map(toMarket);

export const assignManager = (db: DatabaseSync, marketId: string, userId: string | null, now = new Date()) => {
  if (userId === null) db.prepare('DELETE FROM market_managers WHERE marketId = ?').run(marketId);
  else {
    if (!db.prepare('SELECT 1 FROM users WHERE _id = ?').get(userId)) throw new ApiError(422, fieldMessage('userId', 'No such user.'));
    db.prepare('INSERT INTO market_managers (marketId, userId, assignedAt) VALUES (?, ?, ?) ON CONFLICT (marketId) DO UPDATE SET userId = excluded.userId, assignedAt = excluded.assignedAt').run(marketId, userId, now.toISOString());
  }
  return { marketId, userId };
};
