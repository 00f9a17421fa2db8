import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { Table } from '../kit/table';
import { text, Where } from '../kit/sql';

/**
 * The name, as stored, of the row of `table` that `typed` matches in any case (names are COLLATE NOCASE and
 * unique within the `within` columns; a null there means IS NULL), or `typed` when no row does: an "already
 * exists" message names the record that is there ("Football"), not what the user typed ("football").
 */
export const storedName = (db: DatabaseSync, table: Pick<Table, 'name'>, typed: string, within: Readonly<Record<string, SQLInputValue>> = {}): string => {
  const where = new Where().add('name = ? COLLATE NOCASE', typed);
  for (const [column, value] of Object.entries(within)) {
    if (value === null) where.add(`${column} IS NULL`);
    else where.add(`${column} = ?`, value);
  }
  const row = db.prepare(`SELECT name FROM ${table.name} ${where.sql()} LIMIT 1`).get(...where.params);
  return row ? text(row.name) : typed;
};
