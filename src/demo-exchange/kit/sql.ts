import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { ApiError, fieldMessage } from '../http/api-error';

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

export const count = (db: DatabaseSync, sql: string, params: readonly SQLInputValue[]): number =>
  int(db.prepare(sql).get(...params)?.n);

export const isUniqueViolation = (error: unknown): boolean => error instanceof Error && /UNIQUE constraint failed/i.test(error.message);

/** The column a unique-key clash names last ("UNIQUE constraint failed: events.competitionId, events.name": name). */
const clashedColumn = (sqliteMessage: string): string | undefined => /UNIQUE constraint failed: (?:\w+\.\w+, )*\w+\.(\w+)/.exec(sqliteMessage)?.[1];

/**
 * Runs an insert or update; a unique-key clash becomes a 409 whose message says which key clashed, as a
 * message on that field too (the column the clash names, which is the input's field of the same name), so
 * a form shows it where the user typed it.
 */
export const unique = <T>(messages: { externalId?: string; other: string }, fn: () => T): T => {
  try {
    return fn();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const column = clashedColumn((error as Error).message);
    const message = column === 'externalId' && messages.externalId ? messages.externalId : messages.other;
    throw new ApiError(409, column ? fieldMessage(column, message) : message);
  }
};

export const found = <T>(value: T | undefined, message: string): T => {
  if (value === undefined) throw new ApiError(404, message);
  return value;
};

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
