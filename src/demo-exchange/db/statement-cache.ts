import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** How many distinct SQL texts stay compiled; the demo's hot paths use a few hundred. */
export const STATEMENT_CACHE_SIZE = 1_000;

/**
 * Makes `db.prepare` answer the statement it already compiled for the same SQL (the least recently used
 * dropped past `size`). node:sqlite compiles on every prepare, and the simulated punters' bets run the same
 * few dozen statements hundreds of times a second: compiling was a third of the exchange thread's time.
 * Safe here because a statement is only ever run to the end (`get`, `all`, `run`), never left mid-iteration.
 */
export function cacheStatements(db: DatabaseSync, size = STATEMENT_CACHE_SIZE): DatabaseSync {
  const compile = db.prepare.bind(db);
  const compiled = new Map<string, StatementSync>();
  db.prepare = (sql, options) => {
    if (options !== undefined) return compile(sql, options);
    const known = compiled.get(sql);
    if (known) {
      // Most recently used last: the first key is the one to drop.
      compiled.delete(sql);
      compiled.set(sql, known);
      return known;
    }
    const statement = compile(sql);
    compiled.set(sql, statement);
    if (compiled.size > size) compiled.delete(compiled.keys().next().value as string);
    return statement;
  };
  return db;
}
