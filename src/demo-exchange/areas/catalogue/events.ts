import type { DatabaseSync } from 'node:sqlite';
import type { CatalogueEvent } from '@shared/contract/catalogue-common';
import { newObjectId } from '../../db/ids';
import { CATALOGUE_MESSAGES as M } from './messages';
import { whereActiveChain, type ActiveFilter } from './sports';
import { pageOf, searchIn, type Paging } from '../../kit/paging';
import { readView } from '../../kit/read-view';
import { derived, rowMapper } from '../../kit/row-mapper';
import { setActiveRow } from '../../kit/table';
import { COMPETITIONS, EVENTS } from './tables';
import { bool, int, text, textOrNull, unique, Where, type Row } from '../../kit/sql';

const toEvent: (row: Row) => CatalogueEvent = rowMapper({
  _id: text, sportId: text, sportName: text, competitionId: text, competitionName: text, name: text, openDate: text, country: text,
  inPlayCapable: bool, externalId: textOrNull, active: bool,
  shownOnSite: derived((row) => bool(row.active) && bool(row.competitionActive) && bool(row.sportActive)),
  marketCount: int, openMarketCount: int, updatedAt: text,
});

const VIEW = readView({
  select: 'e.*, s.name AS sportName, s.active AS sportActive, c.name AS competitionName, c.active AS competitionActive',
  from: 'FROM events e JOIN competitions c ON c._id = e.competitionId JOIN sports s ON s._id = e.sportId',
  counts: `(SELECT COUNT(*) FROM markets m WHERE m.eventId = p._id) AS marketCount,
    (SELECT COUNT(*) FROM markets m WHERE m.eventId = p._id AND m.status = 'open') AS openMarketCount`,
  order: 'e.openDate, e.name',
  key: 'e._id',
  notFound: M.eventNotFound,
});

export type EventFilter = Paging & { sportId?: string | undefined; competitionId?: string | undefined; active: ActiveFilter };

export const listEvents = (db: DatabaseSync, filter: EventFilter) => {
  const where = new Where();
  if (filter.sportId) where.add('e.sportId = ?', filter.sportId);
  if (filter.competitionId) where.add('e.competitionId = ?', filter.competitionId);
  whereActiveChain(where, filter.active, ['e', 'c', 's']);
  return pageOf(db, filter, { ...VIEW, where, search: searchIn('e.name') }, toEvent);
};

export const getEvent = (db: DatabaseSync, id: string): CatalogueEvent => toEvent(VIEW.one(db, id));


export interface EventInput {
  _id?: string | undefined;
  competitionId: string;
  name: string;
  openDate: string;
  country: string;
  inPlayCapable: boolean;
  externalId: string | null;
}

/** Stores the event (dates normalised to UTC ISO); returns its id and the row before an update. */
export const saveEventRow = (db: DatabaseSync, input: EventInput, now = new Date()): { id: string; before: Row | undefined } => {
  const competition = COMPETITIONS.require(db, input.competitionId);
  const sportId = text(competition.sportId);
  const openDate = new Date(input.openDate).toISOString();
  const at = now.toISOString();
  const fields = { sportId, competitionId: input.competitionId, name: input.name, openDate, country: input.country, inPlayCapable: input.inPlayCapable ? 1 : 0, externalId: input.externalId, updatedAt: at };
  return unique({ externalId: M.externalIdTaken, other: M.eventNameTaken(input.name) }, () => {
    const before = input._id ? EVENTS.require(db, input._id) : undefined;
    const id = input._id ?? newObjectId(now);
    EVENTS.upsert(db, id, before !== undefined, fields, { createdAt: at });
    if (before && text(before.competitionId) !== input.competitionId) {
      db.prepare('UPDATE markets SET sportId = ?, competitionId = ? WHERE eventId = ?').run(sportId, input.competitionId, id);
    }
    return { id, before };
  });
};

export const setEventActive = (db: DatabaseSync, id: string, active: boolean, now = new Date()): CatalogueEvent => {
  setActiveRow(db, EVENTS, id, active, now);
  return getEvent(db, id);
};
