import type { DatabaseSync } from 'node:sqlite';
import type { Sport } from '@shared/contract/catalogue-common';
import { newObjectId } from '../../db/ids';
import { CATALOGUE_MESSAGES as M } from './messages';
import { pageOf, searchIn, type Paging } from '../../kit/paging';
import type { Saved } from '../../kit/saved';
import { readView } from '../../kit/read-view';
import { rowMapper } from '../../kit/row-mapper';
import { setActiveRow } from '../../kit/table';
import { SPORTS } from './tables';
import { bool, int, text, textOrNull, unique, Where, type Row } from '../../kit/sql';

export type ActiveFilter = 'all' | 'on' | 'off';

/**
 * The On/Off filter of a level under sports, over the aliases of it and every level above it: "on" is what the
 * betting site shows (all of them switched on), "off" any of them switched off.
 */
export const whereActiveChain = (where: Where, active: ActiveFilter, aliases: readonly string[]): void => {
  if (active === 'on') where.add(aliases.map((alias) => `${alias}.active = 1`).join(' AND '));
  if (active === 'off') where.add(`(${aliases.map((alias) => `${alias}.active = 0`).join(' OR ')})`);
};

const toSport: (row: Row) => Sport = rowMapper({
  _id: text, name: text, externalId: textOrNull, active: bool, sequence: int,
  competitionCount: int, eventCount: int, openMarketCount: int, updatedAt: text,
});

const VIEW = readView({
  select: 's.*',
  from: 'FROM sports s',
  counts: `(SELECT COUNT(*) FROM competitions c WHERE c.sportId = p._id) AS competitionCount,
    (SELECT COUNT(*) FROM events e WHERE e.sportId = p._id) AS eventCount,
    (SELECT COUNT(*) FROM markets m WHERE m.sportId = p._id AND m.status = 'open') AS openMarketCount`,
  order: 's.sequence, s.name',
  key: 's._id',
  notFound: M.sportNotFound,
});

export const listSports = (db: DatabaseSync, paging: Paging & { active: ActiveFilter }) => {
  const where = new Where();
  if (paging.active !== 'all') where.add('s.active = ?', paging.active === 'on' ? 1 : 0);
  return pageOf(db, paging, { ...VIEW, where, search: searchIn('s.name') }, toSport);
};

export const getSport = (db: DatabaseSync, id: string): Sport => toSport(VIEW.one(db, id));

export interface SportInput {
  _id?: string | undefined;
  name: string;
  externalId: string | null;
}

export const saveSport = (db: DatabaseSync, input: SportInput, now = new Date()): Saved<Sport> => {
  const at = now.toISOString();
  return unique({ externalId: M.externalIdTaken, other: M.sportNameTaken(input.name) }, () => {
    if (input._id) {
      const before = SPORTS.require(db, input._id);
      SPORTS.update(db, input._id, { name: input.name, externalId: input.externalId, updatedAt: at });
      return { record: getSport(db, input._id), id: input._id, before };
    }
    const id = newObjectId(now);
    const sequence = int(db.prepare('SELECT COALESCE(MAX(sequence), 0) + 1 AS n FROM sports').get()?.n);
    SPORTS.insert(db, { _id: id, name: input.name, externalId: input.externalId, sequence, createdAt: at, updatedAt: at });
    return { record: getSport(db, id), id, before: undefined };
  });
};

export const setSportActive = (db: DatabaseSync, id: string, active: boolean, now = new Date()): Sport => {
  setActiveRow(db, SPORTS, id, active, now);
  return getSport(db, id);
};
