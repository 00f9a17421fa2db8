import type { DatabaseSync } from 'node:sqlite';
import { fieldMessage, ApiError } from '../../http/api-error';
import { newObjectId } from '../../db/ids';
import { pageOf, searchIn, type Paging } from '../../kit/paging';
import { text, Where, type Row } from '../../kit/sql';
import { saveEventRow } from '../catalogue/events';
import { saveMarketRow } from '../markets/markets';
import { racingCard } from './card';

/** Horse racing as the provider numbers it. */
const HORSE_RACING = '7';

const horseRacing = (db: DatabaseSync): string => {
  const row = db.prepare('SELECT _id FROM sports WHERE externalId = ?').get(HORSE_RACING);
  if (!row) throw new ApiError(409, 'The catalogue has no horse racing sport: add it (provider id 7) first.');
  return text(row._id);
};

/** A race: an event at its course (the meeting under horse racing, created the first time). */
export const createRace = (db: DatabaseSync, input: { course: string; name: string; offTime: string }, now = new Date()) => {
  const sportId = horseRacing(db);
  const at = now.toISOString();
  const existing = db.prepare('SELECT _id FROM competitions WHERE sportId = ? AND name = ? COLLATE NOCASE').get(sportId, input.course);
  const competitionId = existing ? text(existing._id) : newObjectId(now);
  if (!existing) db.prepare("INSERT INTO competitions (_id, sportId, name, country, createdAt, updatedAt) VALUES (?, ?, ?, 'GB', ?, ?)").run(competitionId, sportId, input.course, at, at);
  const { id } = saveEventRow(db, { competitionId, name: input.name, openDate: input.offTime, country: 'GB', inPlayCapable: false, externalId: null }, now);
  return { eventId: id, name: input.name, course: input.course, openDate: new Date(input.offTime).toISOString() };
};

/** A race's win or place market, its runners numbered in the order given; opens suspended until priced. */
export const createRaceMarket = (db: DatabaseSync, input: { eventId: string; type: 'WIN' | 'PLACE'; runners: readonly string[] }, now = new Date()) => {
  const event = db.prepare('SELECT e._id, s.externalId FROM events e JOIN sports s ON s._id = e.sportId WHERE e._id = ?').get(input.eventId);
  if (!event) throw new ApiError(404, 'No such race.');
  if (text(event.externalId) !== HORSE_RACING) throw new ApiError(400, fieldMessage('eventId', 'Race: an event under horse racing.'));
  const type = db.prepare("SELECT _id, name FROM market_types WHERE code = ? AND family = 'racing'").get(input.type);
  if (!type) throw new ApiError(409, `The catalogue has no racing market type ${input.type}.`);
  const { id } = saveMarketRow(
    db,
    { eventId: input.eventId, marketTypeId: text(type._id), name: text(type.name), status: 'suspended', inPlay: false, popular: false, externalId: null, selections: input.runners.map((name) => ({ name })) },
    now,
  );
  return racingCard(db, id);
};

const toRow = (r: Row) => ({
  selectionId: text(r._id),
  name: text(r.name),
  status: text(r.status),
  marketId: text(r.marketId),
  marketName: text(r.marketName),
  eventId: text(r.eventId),
  eventName: text(r.eventName),
  course: text(r.course),
  openDate: text(r.openDate),
});

/** Runners of every racing market by name, newest races first. */
export const searchRacingSelections = (db: DatabaseSync, paging: Paging) => {
  const from = `FROM selections x JOIN markets m ON m._id = x.marketId JOIN market_types t ON t._id = m.marketTypeId JOIN events e ON e._id = m.eventId JOIN competitions c ON c._id = e.competitionId`;
  const where = new Where().add("t.family = 'racing'");
  const page = (w: string) =>
    `SELECT x._id, x.name, x.status, m._id AS marketId, m.name AS marketName, e._id AS eventId, e.name AS eventName, c.name AS course, e.openDate ${from} ${w} ORDER BY e.openDate DESC, x.sequence LIMIT ? OFFSET ?`;
  return pageOf(db, paging, { from, where, search: searchIn('x.name'), page }, toRow);
};
