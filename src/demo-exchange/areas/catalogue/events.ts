import type { DatabaseSync } from 'node:sqlite';
import type { CatalogueEvent } from '@shared/contract/catalogue-common';
import type { z } from 'zod';
import type { saveEventInputSchema } from '@shared/contract/catalogue';
import { newObjectId } from '../../db/ids';
import { CATALOGUE_MESSAGES as M } from './messages';
import { rowMapper } from '../../kit/row-mapper';
import { catalogueLevel, shownOnSite } from './levels';
import { COMPETITIONS, EVENTS } from './tables';
import { storedName } from '../stored-name';
import { bool, int, text, textOrNull, unique, type Row } from '../../kit/sql';

const toEvent: (row: Row) => CatalogueEvent = rowMapper({
  _id: text, sportId: text, sportName: text, competitionId: text, competitionName: text, name: text, openDate: text, country: text,
  inPlayCapable: bool, externalId: textOrNull, active: bool,
  shownOnSite: shownOnSite('event'),
  marketCount: int, openMarketCount: int, updatedAt: text,
});

/** Events as their list, their read and their On/Off switch see them. */
export const EVENT_LEVEL = catalogueLevel('event', { counts: ['markets', 'openMarkets'], order: 'e.openDate, e.name' }, toEvent);

/** The contract's event, less the auto markets, which the route creates after the save. */
export type EventInput = Omit<z.output<typeof saveEventInputSchema>, 'createAutoMarkets'>;

/** Stores the event (dates normalised to UTC ISO); returns its id and the row before an update. */
export const saveEventRow = (db: DatabaseSync, input: EventInput, now = new Date()): { id: string; before: Row | undefined } => {
  const competition = COMPETITIONS.require(db, input.competitionId);
  const sportId = text(competition.sportId);
  const openDate = new Date(input.openDate).toISOString();
  const at = now.toISOString();
  const fields = { sportId, competitionId: input.competitionId, name: input.name, openDate, country: input.country, inPlayCapable: input.inPlayCapable ? 1 : 0, externalId: input.externalId, updatedAt: at };
  return unique({ externalId: M.externalIdTaken, other: M.eventNameTaken(storedName(db, EVENTS, input.name, { competitionId: input.competitionId, openDate })) }, () => {
    const before = input._id ? EVENTS.require(db, input._id) : undefined;
    const id = input._id ?? newObjectId(now);
    EVENTS.upsert(db, id, before !== undefined, fields, { createdAt: at });
    if (before && text(before.competitionId) !== input.competitionId) {
      db.prepare('UPDATE markets SET sportId = ?, competitionId = ? WHERE eventId = ?').run(sportId, input.competitionId, id);
    }
    return { id, before };
  });
};
