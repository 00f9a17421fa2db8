import type { DatabaseSync } from 'node:sqlite';
import type { Competition } from '@shared/contract/catalogue-common';
import type { z } from 'zod';
import type { saveCompetitionInputSchema } from '@shared/contract/catalogue';
import { newObjectId } from '../../db/ids';
import { CATALOGUE_MESSAGES as M } from './messages';
import { rowMapper } from '../../kit/row-mapper';
import { catalogueLevel, shownOnSite } from './levels';
import { COMPETITIONS, SPORTS } from './tables';
import { storedName } from '../stored-name';
import { bool, int, text, textOrNull, unique, type Row } from '../../kit/sql';

const toCompetition: (row: Row) => Competition = rowMapper({
  _id: text, sportId: text, sportName: text, name: text, country: text, externalId: textOrNull, active: bool,
  shownOnSite: shownOnSite('competition'),
  eventCount: int, openMarketCount: int, updatedAt: text,
});

/** Competitions as their list, their read and their On/Off switch see them. */
export const COMPETITION_LEVEL = catalogueLevel('competition', { counts: ['events', 'openMarkets'], order: 'c.name' }, toCompetition);

export type CompetitionInput = z.output<typeof saveCompetitionInputSchema>;

export const saveCompetition = (db: DatabaseSync, input: CompetitionInput, now = new Date()) => {
  SPORTS.require(db, input.sportId);
  const at = now.toISOString();
  const fields = { sportId: input.sportId, name: input.name, country: input.country, externalId: input.externalId, updatedAt: at };
  return unique({ externalId: M.externalIdTaken, other: M.competitionNameTaken(storedName(db, COMPETITIONS, input.name, { sportId: input.sportId })) }, () => {
    const before = input._id ? COMPETITIONS.require(db, input._id) : undefined;
    const id = input._id ?? newObjectId(now);
    COMPETITIONS.upsert(db, id, before !== undefined, fields, { createdAt: at });
    if (before && text(before.sportId) !== input.sportId) {
      // Moving a competition moves its events and markets with it.
      db.prepare('UPDATE events SET sportId = ? WHERE competitionId = ?').run(input.sportId, id);
      db.prepare('UPDATE markets SET sportId = ? WHERE competitionId = ?').run(input.sportId, id);
    }
    return { record: COMPETITION_LEVEL.get(db, id), id, before };
  });
};
