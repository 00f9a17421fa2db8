import type { DatabaseSync } from 'node:sqlite';
import type { Competition } from '@shared/contract/catalogue-common';
import { newObjectId } from '../../db/ids';
import { CATALOGUE_MESSAGES as M } from './messages';
import { whereActiveChain, type ActiveFilter } from './sports';
import { pageOf, searchIn, type Paging } from '../../kit/paging';
import { readView } from '../../kit/read-view';
import { derived, rowMapper } from '../../kit/row-mapper';
import { setActiveRow } from '../../kit/table';
import { COMPETITIONS, SPORTS } from './tables';
import { bool, int, text, textOrNull, unique, Where, type Row } from '../../kit/sql';

const toCompetition: (row: Row) => Competition = rowMapper({
  _id: text, sportId: text, sportName: text, name: text, country: text, externalId: textOrNull, active: bool,
  shownOnSite: derived((row) => bool(row.active) && bool(row.sportActive)),
  eventCount: int, openMarketCount: int, updatedAt: text,
});

const VIEW = readView({
  select: 'c.*, s.name AS sportName, s.active AS sportActive',
  from: 'FROM competitions c JOIN sports s ON s._id = c.sportId',
  counts: `(SELECT COUNT(*) FROM events e WHERE e.competitionId = p._id) AS eventCount,
    (SELECT COUNT(*) FROM markets m WHERE m.competitionId = p._id AND m.status = 'open') AS openMarketCount`,
  order: 'c.name',
  key: 'c._id',
  notFound: M.competitionNotFound,
});

export const listCompetitions = (db: DatabaseSync, paging: Paging & { sportId?: string | undefined; active: ActiveFilter }) => {
  const where = new Where();
  if (paging.sportId) where.add('c.sportId = ?', paging.sportId);
  whereActiveChain(where, paging.active, ['c', 's']);
  return pageOf(db, paging, { ...VIEW, where, search: searchIn('c.name') }, toCompetition);
};

export const getCompetition = (db: DatabaseSync, id: string): Competition => toCompetition(VIEW.one(db, id));

export interface CompetitionInput {
  _id?: string | undefined;
  sportId: string;
  name: string;
  country: string;
  externalId: string | null;
}

export const saveCompetition = (db: DatabaseSync, input: CompetitionInput, now = new Date()) => {
  SPORTS.require(db, input.sportId);
  const at = now.toISOString();
  const fields = { sportId: input.sportId, name: input.name, country: input.country, externalId: input.externalId, updatedAt: at };
  return unique({ externalId: M.externalIdTaken, other: M.competitionNameTaken(input.name) }, () => {
    const before = input._id ? COMPETITIONS.require(db, input._id) : undefined;
    const id = input._id ?? newObjectId(now);
    COMPETITIONS.upsert(db, id, before !== undefined, fields, { createdAt: at });
    if (before && text(before.sportId) !== input.sportId) {
      // Moving a competition moves its events and markets with it.
      db.prepare('UPDATE events SET sportId = ? WHERE competitionId = ?').run(input.sportId, id);
      db.prepare('UPDATE markets SET sportId = ? WHERE competitionId = ?').run(input.sportId, id);
    }
    return { record: getCompetition(db, id), id, before };
  });
};

export const setCompetitionActive = (db: DatabaseSync, id: string, active: boolean, now = new Date()): Competition => {
  setActiveRow(db, COMPETITIONS, id, active, now);
  return getCompetition(db, id);
};
