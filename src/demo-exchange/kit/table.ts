import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { found, type Row } from './sql';

/** Values of one row to write, by column. */
export type Columns = Readonly<Record<string, SQLInputValue>>;

/**
 * One stored table, declared once by its area (`areas/<area>/tables.ts`): its name, key and what a
 * missing row answers. Its schema is in the area's numbered migrations (never edited once shipped); the
 * contract's record is mapped from the area's read view, which adds counts and names from other tables.
 */
export interface Table {
  readonly name: string;
  readonly key: string;
  /** The 404 message when a row is not there. */
  readonly notFound: string;
  find(db: DatabaseSync, id: string): Row | undefined;
  /** The row, or a 404 with `notFound`. */
  require(db: DatabaseSync, id: string): Row;
  insert(db: DatabaseSync, values: Columns): void;
  update(db: DatabaseSync, id: string, values: Columns): void;
  /** A save's write: `update` when the row `existed`, else `insert` with its key, `values` and the `created` columns. */
  upsert(db: DatabaseSync, id: string, existed: boolean, values: Columns, created?: Columns): void;
  /** Deletes the row and answers it as it was (what the audit keeps as `before`); a 404 with `notFound` when it is not there. */
  remove(db: DatabaseSync, id: string): Row;
}

export const defineTable = ({ name, key = '_id', notFound }: { name: string; key?: string; notFound: string }): Table => {
  const find = (db: DatabaseSync, id: string): Row | undefined => db.prepare(`SELECT * FROM ${name} WHERE ${key} = ?`).get(id);
  const require = (db: DatabaseSync, id: string): Row => found(find(db, id), notFound);
  const insert = (db: DatabaseSync, values: Columns): void => {
    const columns = Object.keys(values);
    db.prepare(`INSERT INTO ${name} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).run(...Object.values(values));
  };
  const update = (db: DatabaseSync, id: string, values: Columns): void => {
    const columns = Object.keys(values);
    db.prepare(`UPDATE ${name} SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE ${key} = ?`).run(...Object.values(values), id);
  };
  return {
    name,
    key,
    notFound,
    find,
    require,
    insert,
    update,
    upsert(db, id, existed, values, created = {}) {
      if (existed) update(db, id, values);
      else insert(db, { [key]: id, ...values, ...created });
    },
    remove(db, id) {
      const before = require(db, id);
      db.prepare(`DELETE FROM ${name} WHERE ${key} = ?`).run(id);
      return before;
    },
  };
};

/** Switches a row on or off (sports, competitions, events: what the betting site shows). 404 if it is not there. */
export const setActiveRow = (db: DatabaseSync, table: Table, id: string, active: boolean, now: Date): void => {
  table.require(db, id);
  table.update(db, id, { active: active ? 1 : 0, updatedAt: now.toISOString() });
};

/** Changes a row's status (banners, casino tables): the record as `get` reads it before and after. 404 if it is not there. */
export const setRowStatus = <R>(db: DatabaseSync, table: Table, get: (db: DatabaseSync, id: string) => R, id: string, status: string, now: Date): { before: R; after: R } => {
  const before = get(db, id);
  table.update(db, id, { status, updatedAt: now.toISOString() });
  return { before, after: get(db, id) };
};
