import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { CASINO_GAME_LABELS, GAME_KEPT, type CasinoGame } from '@shared/casino/games';
import { CASINO_PROVIDER_LABELS, CASINO_TABLE_ORDER, type CasinoEventStatus, type saveCasinoEventSchema } from '@shared/contract/casino';
import { toMajor, toMinor } from '@shared/money/amounts';
import { newObjectId } from '../../db/ids';
import { ApiError, fieldMessage } from '../../http/api-error';
import { labelSql, orderSql, pageOf, searchIn, type Paging } from '../../kit/paging';
import { derived, rowMapper } from '../../kit/row-mapper';
import type { Saved } from '../../kit/saved';
import { int, text, textOrNull, unique, Where } from '../../kit/sql';
import { bettingRound } from './rounds';
import { endRound } from './settle';
import { CASINO_EVENTS, CASINO_TABS } from './tables';
import { storedName } from '../stored-name';
import { setRowStatus } from '../../kit/table';

export const toEvent = rowMapper({
  _id: text,
  name: text,
  tabId: textOrNull,
  tabName: textOrNull,
  game: (value) => text(value) as CasinoGame,
  provider: (value) => text(value) as 'house' | 'international',
  status: (value) => text(value) as CasinoEventStatus,
  roundSeconds: int,
  minStake: derived((row) => toMajor(int(row.minStake))),
  maxStake: derived((row) => toMajor(int(row.maxStake))),
  unsettledRounds: int,
  updatedAt: text,
});
export type EventView = ReturnType<typeof toEvent>;

const FROM = 'FROM casino_events e LEFT JOIN casino_tabs t ON t._id = e.tabId';
/** By tab: the tabs' own order (their sequence), then the tables' names. */
const ORDER_SQL = { name: 'e.name COLLATE NOCASE', tabName: ['t.sequence', 'e.name COLLATE NOCASE'], status: 'e.status', roundSeconds: 'e.roundSeconds' } as const;
/** The columns the Tables list shows, game and provider in their labels ("Teen Patti 20-20", "House"), as the user reads them. */
const SEARCH = searchIn('e.name', labelSql('e.game', CASINO_GAME_LABELS), labelSql('e.provider', CASINO_PROVIDER_LABELS), 't.name');
const COLUMNS = `e.*, t.name AS tabName, (SELECT COUNT(*) FROM casino_rounds r WHERE r.eventId = e._id AND r.status = 'unsettled') AS unsettledRounds`;

export const getEvent = (db: DatabaseSync, id: string): EventView => {
  const row = db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE e._id = ? AND e.deletedAt IS NULL`).get(id);
  if (!row) throw new ApiError(404, CASINO_EVENTS.notFound);
  return toEvent(row);
};

export const listEvents = (db: DatabaseSync, request: Paging & { tabId?: string | undefined }) => {
  const where = new Where().add('e.deletedAt IS NULL');
  if (request.tabId) where.add('e.tabId = ?', request.tabId);
  return pageOf(db, request, { from: FROM, where, search: SEARCH, page: (whereSql) => `SELECT ${COLUMNS} ${FROM} ${whereSql} ORDER BY ${orderSql(CASINO_TABLE_ORDER, ORDER_SQL, 'e._id', request)} LIMIT ? OFFSET ?` }, toEvent);
};

/** Every table in lobby order (the monitor and the dealer). */
export const allEvents = (db: DatabaseSync): EventView[] => db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE e.deletedAt IS NULL ORDER BY t.sequence, e.name`).all().map(toEvent);

export const saveEvent = (db: DatabaseSync, input: z.output<typeof saveCasinoEventSchema>, now = new Date()): Saved<EventView> => {
  const at = now.toISOString();
  const before = input._id ? getEvent(db, input._id) : undefined;
  if (input.tabId) CASINO_TABS.require(db, input.tabId);
  if (before && before.game !== input.game && int(db.prepare('SELECT COUNT(*) AS n FROM casino_rounds WHERE eventId = ?').get(input._id ?? '')?.n) > 0) {
    throw new ApiError(409, fieldMessage('game', GAME_KEPT));
  }
  const id = input._id ?? newObjectId(now);
  const values = { name: input.name, tabId: input.tabId, game: input.game, provider: input.provider, roundSeconds: input.roundSeconds, minStake: toMinor(input.minStake), maxStake: toMinor(input.maxStake), updatedAt: at };
  unique({ other: `A table named ${storedName(db, CASINO_EVENTS, input.name, { deletedAt: null })} exists already.` }, () => {
    CASINO_EVENTS.upsert(db, id, before !== undefined, values, { status: 'active', createdAt: at });
  });
  return { record: getEvent(db, id), id, before };
};

export const setEventStatus = (db: DatabaseSync, id: string, status: CasinoEventStatus, now = new Date()) => setRowStatus(db, CASINO_EVENTS, getEvent, id, status, now);

/**
 * A table with rounds waiting for staff cannot go: its punters' stakes are still out. Otherwise it leaves
 * the lobby (its round in play voided, every stake on it refunded) and its history stays.
 */
export const deleteEvent = (db: DatabaseSync, id: string, by: string, now = new Date()): EventView => {
  const before = getEvent(db, id);
  if (before.unsettledRounds > 0) {
    throw new ApiError(409, `${before.name} has ${before.unsettledRounds} unsettled round${before.unsettledRounds === 1 ? '' : 's'}: settle or void them first.`);
  }
  const playing = bettingRound(db, id);
  if (playing) endRound(db, text(playing._id), { kind: 'void' }, { by, reason: 'Table deleted', manual: false }, now);
  CASINO_EVENTS.update(db, id, { deletedAt: now.toISOString(), updatedAt: now.toISOString() });
  return before;
};
