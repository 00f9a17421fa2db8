import type { DatabaseSync } from 'node:sqlite';
import type { Sport } from '@shared/contract/catalogue-common';
import type { z } from 'zod';
import type { saveSportInputSchema } from '@shared/contract/catalogue';
import { newObjectId } from '../../db/ids';
import { CATALOGUE_MESSAGES as M } from './messages';
import type { Saved } from '../../kit/saved';
import { rowMapper } from '../../kit/row-mapper';
import { catalogueLevel } from './levels';
import { SPORTS } from './tables';
import { storedName } from '../stored-name';
import { bool, int, text, textOrNull, unique, type Row } from '../../kit/sql';

const toSport: (row: Row) => Sport = rowMapper({
  _id: text, name: text, externalId: textOrNull, active: bool, sequence: int,
  competitionCount: int, eventCount: int, openMarketCount: int, updatedAt: text,
});

/** Sports as their list, their read and their On/Off switch see them. */
export const SPORT_LEVEL = catalogueLevel('sport', { counts: ['competitions', 'events', 'openMarkets'], order: 's.sequence, s.name' }, toSport);

export type SportInput = z.output<typeof saveSportInputSchema>;

export const saveSport = (db: DatabaseSync, input: SportInput, now = new Date()): Saved<Sport> => {
  const at = now.toISOString();
  return unique({ externalId: M.externalIdTaken, other: M.sportNameTaken(storedName(db, SPORTS, input.name)) }, () => {
    if (input._id) {
      const before = SPORTS.require(db, input._id);
      SPORTS.update(db, input._id, { name: input.name, externalId: input.externalId, updatedAt: at });
      return { record: SPORT_LEVEL.get(db, input._id), id: input._id, before };
    }
    const id = newObjectId(now);
    const sequence = int(db.prepare('SELECT COALESCE(MAX(sequence), 0) + 1 AS n FROM sports').get()?.n);
    SPORTS.insert(db, { _id: id, name: input.name, externalId: input.externalId, sequence, createdAt: at, updatedAt: at });
    return { record: SPORT_LEVEL.get(db, id), id, before: undefined };
  });
};
