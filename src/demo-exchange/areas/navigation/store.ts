import type { DatabaseSync } from 'node:sqlite';
import { newObjectId } from '../../db/ids';
import { ApiError } from '../../http/api-error';
import { CATALOGUE_MESSAGES as M } from '../catalogue/messages';
import { bool, found, text, type Row } from '../../kit/sql';

/** The site's navigation lists. Each is saved whole: its order is the sequence. */

export const exchangeMenu = (db: DatabaseSync) =>
  db.prepare('SELECT * FROM exchange_menu ORDER BY sequence').all().map((r) => ({ _id: text(r._id), label: text(r.label), path: text(r.path), visible: bool(r.visible) }));

export const saveExchangeMenu = (db: DatabaseSync, items: ReadonlyArray<{ _id?: string | undefined; label: string; path: string; visible: boolean }>) => {
  const keep = new Set(items.flatMap((i) => (i._id ? [i._id] : [])));
  for (const row of db.prepare('SELECT _id FROM exchange_menu').all()) if (!keep.has(text(row._id))) db.prepare('DELETE FROM exchange_menu WHERE _id = ?').run(text(row._id));
  items.forEach((item, index) => {
    db.prepare(
      `INSERT INTO exchange_menu (_id, label, path, visible, sequence) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (_id) DO UPDATE SET label = excluded.label, path = excluded.path, visible = excluded.visible, sequence = excluded.sequence`,
    ).run(item._id ?? newObjectId(), item.label, item.path, item.visible ? 1 : 0, index + 1);
  });
  return exchangeMenu(db);
};

const toSportNav = (r: Row) => ({ sportId: text(r._id), name: text(r.name), active: bool(r.active), visible: bool(r.navVisible) });

export const sportNavigation = (db: DatabaseSync) => db.prepare('SELECT * FROM sports ORDER BY sequence, name').all().map(toSportNav);

/** Sports left out of the list keep their place after the listed ones (a list saved by an older screen loses nothing). */
export const saveSportNavigation = (db: DatabaseSync, items: ReadonlyArray<{ sportId: string; visible: boolean }>) => {
  items.forEach((item, index) => {
    const changed = db.prepare('UPDATE sports SET sequence = ?, navVisible = ? WHERE _id = ?').run(index + 1, item.visible ? 1 : 0, item.sportId);
    if (Number(changed.changes) === 0) throw new ApiError(404, M.sportNotFound);
  });
  const listed = new Set(items.map((i) => i.sportId));
  let next = items.length;
  for (const row of db.prepare('SELECT _id FROM sports ORDER BY sequence, name').all()) {
    if (!listed.has(text(row._id))) db.prepare('UPDATE sports SET sequence = ? WHERE _id = ?').run((next += 1), text(row._id));
  }
  return sportNavigation(db);
};

export const popularSports = (db: DatabaseSync) =>
  db.prepare('SELECT * FROM sports WHERE popularSequence IS NOT NULL ORDER BY popularSequence').all().map(toSportNav);

export const savePopularSports = (db: DatabaseSync, sportIds: readonly string[]) => {
  for (const id of sportIds) found(db.prepare('SELECT 1 FROM sports WHERE _id = ?').get(id), M.sportNotFound);
  db.exec('UPDATE sports SET popularSequence = NULL');
  sportIds.forEach((id, index) => db.prepare('UPDATE sports SET popularSequence = ? WHERE _id = ?').run(index + 1, id));
  return popularSports(db);
};

const TARGET_NAME: Record<string, string> = {
  sport: 'SELECT name FROM sports WHERE _id = ?',
  competition: 'SELECT name FROM competitions WHERE _id = ?',
  event: 'SELECT name FROM events WHERE _id = ?',
  market: "SELECT e.name || ' › ' || m.name AS name FROM markets m JOIN events e ON e._id = m.eventId WHERE m._id = ?",
};

const targetName = (db: DatabaseSync, type: string, target: string): string | undefined => {
  if (type === 'path') return target;
  const sql = TARGET_NAME[type];
  const row = sql ? db.prepare(sql).get(target) : undefined;
  return row ? text(row.name) : undefined;
};

export const quickLinks = (db: DatabaseSync) =>
  db
    .prepare('SELECT * FROM quick_links ORDER BY sequence')
    .all()
    .map((r) => ({ _id: text(r._id), label: text(r.label), targetType: text(r.targetType) as 'sport', target: text(r.target), targetName: targetName(db, text(r.targetType), text(r.target)) ?? '(deleted)' }));

export const saveQuickLinks = (db: DatabaseSync, items: ReadonlyArray<{ _id?: string | undefined; label: string; targetType: string; target: string }>) => {
  for (const item of items) if (targetName(db, item.targetType, item.target) === undefined) throw new ApiError(404, `The ${item.targetType} of “${item.label}” was not found.`);
  db.exec('DELETE FROM quick_links');
  items.forEach((item, index) =>
    db.prepare('INSERT INTO quick_links (_id, label, targetType, target, sequence) VALUES (?, ?, ?, ?, ?)').run(item._id ?? newObjectId(), item.label, item.targetType, item.target, index + 1),
  );
  return quickLinks(db);
};

export const popularBets = (db: DatabaseSync) =>
  db
    .prepare(
      `SELECT m._id, m.name, m.status, e.name AS eventName, s.name AS sportName FROM markets m
       JOIN events e ON e._id = m.eventId JOIN sports s ON s._id = m.sportId WHERE m.popular = 1 ORDER BY m.popularSequence`,
    )
    .all()
    .map((r) => ({ marketId: text(r._id), marketName: text(r.name), eventName: text(r.eventName), sportName: text(r.sportName), status: text(r.status) as 'open' }));

/**
 * The popular flag and this list are one thing: listed markets are popular, in this order; the rest are not.
 * Answers the markets whose flag it switched (an edit of a field the market's form carries), and the moment
 * it wrote as their `updatedAt`.
 */
export const savePopularBets = (db: DatabaseSync, marketIds: readonly string[], now = new Date()) => {
  for (const id of marketIds) found(db.prepare('SELECT 1 FROM markets WHERE _id = ?').get(id), M.marketNotFound);
  const at = now.toISOString();
  const wasPopular = new Set(db.prepare('SELECT _id FROM markets WHERE popular = 1').all().map((r) => text(r._id)));
  db.prepare('UPDATE markets SET popular = 0, popularSequence = NULL, updatedAt = ? WHERE popular = 1').run(at);
  marketIds.forEach((id, index) => db.prepare('UPDATE markets SET popular = 1, popularSequence = ?, updatedAt = ? WHERE _id = ?').run(index + 1, at, id));
  const listed = new Set(marketIds);
  const switched = [...[...wasPopular].filter((id) => !listed.has(id)), ...[...listed].filter((id) => !wasPopular.has(id))];
  return { switched: switched.map((marketId) => ({ marketId, popular: listed.has(marketId) })), at };
};

export const eventMarkets = (db: DatabaseSync, eventId: string) => {
  found(db.prepare('SELECT 1 FROM events WHERE _id = ?').get(eventId), M.eventNotFound);
  return db
    .prepare('SELECT _id, name, status FROM markets WHERE eventId = ? ORDER BY sequence, name')
    .all(eventId)
    .map((r) => ({ marketId: text(r._id), name: text(r.name), status: text(r.status) as 'open' }));
};

export const saveEventMarketOrder = (db: DatabaseSync, eventId: string, marketIds: readonly string[]) => {
  const current = eventMarkets(db, eventId).map((m) => m.marketId);
  const listed = new Set(marketIds);
  if (marketIds.some((id) => !current.includes(id))) throw new ApiError(400, 'Every market must belong to this event.');
  const order = [...marketIds, ...current.filter((id) => !listed.has(id))];
  order.forEach((id, index) => db.prepare('UPDATE markets SET sequence = ? WHERE _id = ?').run(index + 1, id));
  return eventMarkets(db, eventId);
};
