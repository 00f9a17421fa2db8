import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import type { saveCasinoTabSchema } from '@shared/contract/casino';
import { newObjectId } from '../../db/ids';
import { ApiError } from '../../http/api-error';
import { rowMapper } from '../../kit/row-mapper';
import type { Saved } from '../../kit/saved';
import { int, text, unique, type Row } from '../../kit/sql';
import { CASINO_TABS } from './tables';
import { storedName } from '../stored-name';

const toTab = rowMapper({ _id: text, name: text, sequence: int, eventCount: int, updatedAt: text });
const VIEW = `SELECT t.*, (SELECT COUNT(*) FROM casino_events e WHERE e.tabId = t._id AND e.deletedAt IS NULL) AS eventCount FROM casino_tabs t`;

export const listTabs = (db: DatabaseSync) => db.prepare(`${VIEW} ORDER BY t.sequence, t.name`).all().map(toTab);

const tabById = (db: DatabaseSync, id: string) => toTab(db.prepare(`${VIEW} WHERE t._id = ?`).get(id) as Row);

export const saveTab = (db: DatabaseSync, input: z.output<typeof saveCasinoTabSchema>, now = new Date()): Saved<ReturnType<typeof toTab>> => {
  const at = now.toISOString();
  const before = input._id ? CASINO_TABS.require(db, input._id) : undefined;
  const id = input._id ?? newObjectId(now);
  unique({ other: `A tab named ${storedName(db, CASINO_TABS, input.name)} exists already.` }, () => {
    if (before) CASINO_TABS.update(db, id, { name: input.name, updatedAt: at });
    else {
      // A new tab goes last in the lobby.
      const next = int(db.prepare('SELECT COALESCE(MAX(sequence), 0) + 1 AS n FROM casino_tabs').get()?.n);
      CASINO_TABS.insert(db, { _id: id, name: input.name, sequence: next, createdAt: at, updatedAt: at });
    }
  });
  return { record: tabById(db, id), id, before };
};

export const deleteTab = (db: DatabaseSync, id: string): Row => {
  const before = CASINO_TABS.require(db, id);
  db.prepare('UPDATE casino_events SET tabId = NULL WHERE tabId = ?').run(id);
  db.prepare('DELETE FROM casino_tabs WHERE _id = ?').run(id);
  return before;
};

/** The lobby's new order: every tab, each once. */
export const saveTabOrder = (db: DatabaseSync, ids: readonly string[], now = new Date()) => {
  const current = listTabs(db).map((tab) => tab._id);
  if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id))) {
    throw new ApiError(409, 'The tabs changed meanwhile: reload and order them again.');
  }
  const update = db.prepare('UPDATE casino_tabs SET sequence = ?, updatedAt = ? WHERE _id = ?');
  ids.forEach((id, index) => update.run(index + 1, now.toISOString(), id));
  return listTabs(db);
};
