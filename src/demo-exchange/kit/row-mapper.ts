import type { Row } from './sql';

const DERIVED = Symbol('derived');

/** A field computed from several columns of the row (shown on site = on, and everything above it on). */
export interface Derived<T> {
  readonly [DERIVED]: (row: Row) => T;
}
export const derived = <T>(fn: (row: Row) => T): Derived<T> => ({ [DERIVED]: fn });

/** How one field is read: a column's value through a reader (`text`, `bool`, `int`…), or `derived(...)`. */
type Field = ((value: unknown) => unknown) | Derived<unknown>;
type Mapped<S> = { [K in keyof S]: S[K] extends Derived<infer T> ? T : S[K] extends (value: never) => infer T ? T : never };

/**
 * A row mapping declared as the record's fields, in the order the record has them: each field reads the
 * column of its name. Written once per read view, so a new column is one line, not a hand-written copy.
 */
export const rowMapper =
  <S extends Record<string, Field>>(fields: S) =>
  (row: Row): Mapped<S> => {
    const record: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) record[key] = typeof field === 'function' ? field(row[key]) : field[DERIVED](row);
    return record as Mapped<S>;
  };
