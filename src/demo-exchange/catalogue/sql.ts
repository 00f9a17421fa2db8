import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { ApiError } from '../http/api-error';

/** Row values as node:sqlite returns them. */
export type Row = Record<string, unknown>;

export const bool = (value: unknown): boolean => value === 1 || value === 1n || value === true;
export const int = (value: unknown): number => Number(value ?? 0);
export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
export const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** `LIKE ? ESCAPE '\'` pattern for a substring search: the user's % and _ are literal. */
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** WHERE clauses and their parameters, built up by a list query. */
export class Where {
  readonly clauses: string[] = [];
  readonly params: SQLInputValue[] = [];

  add(clause: string, ...params: SQLInputValue[]): this {
    this.clauses.push(clause);
    this.params.push(...params);
    return this;
  }

  sql(): string {
    return this.clauses.length === 0 ? '' : `WHERE ${this.clauses.join(' AND ')}`;
  }
}

export interface Paging {
  readonly start: number;
  readonly length: number;
  readonly search: string;
}

/**
 * A catalogue list's DataTables request (start, length, search.value, its filters) as the list queries
 * read it: the search text trimmed. Their order is fixed per list (the site's), so `order` is not read.
 */
export const pagingOf = <R extends { start: number; length: number; search: { value: string } }>({ search, order: _order, columns: _columns, draw: _draw, ...rest }: R & { order?: unknown; columns?: unknown; draw?: unknown }): Omit<R, 'search' | 'order' | 'columns' | 'draw'> & Paging => ({
  ...rest,
  search: search.value.trim(),
});

export const count = (db: DatabaseSync, sql: string, params: readonly SQLInputValue[]): number =>
  int(db.prepare(sql).get(...params)?.n);

export const isUniqueViolation = (error: unknown): boolean => error instanceof Error && /UNIQUE constraint failed/i.test(error.message);

/** Runs an insert or update; a unique-key clash becomes a 409 whose message says which key clashed. */
export const unique = <T>(messages: { externalId?: string; other: string }, fn: () => T): T => {
  try {
    return fn();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const externalIdClash = /\.externalId\b/.test((error as Error).message);
    throw new ApiError(409, externalIdClash && messages.externalId ? messages.externalId : messages.other);
  }
};

export const found = <T>(value: T | undefined, message: string): T => {
  if (value === undefined) throw new ApiError(404, message);
  return value;
};

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
