import type { DatabaseSync } from 'node:sqlite';

/**
 * Numbered, append-only schema changes. A later issue adds `{ version: N + 1, name, up }` at the end;
 * never edit a migration that has shipped (existing demo databases already ran it).
 * Areas declare theirs in `areas/<area>/migrations.ts`; `db/migrations.ts` runs them all in version order.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly up: string | ((db: DatabaseSync) => void);
}

/** A migration that is one SQL script. */
export interface SqlMigration extends Migration {
  readonly up: string;
}

/** `sqlMigration(1120, 'bookmaker desk: …', \`CREATE TABLE …\`)`: one migration on one line. */
export const sqlMigration = (version: number, name: string, up: string): SqlMigration => ({ version, name, up });

/**
 * The SQL of a table with one row per runner (a market's selection), removed with either: its key columns,
 * then `columns` (one line of column definitions), keyed by the pair.
 */
export const perRunnerTableSql = (table: string, columns: string): string => `
      CREATE TABLE ${table} (
        marketId TEXT NOT NULL REFERENCES markets(_id) ON DELETE CASCADE,
        selectionId TEXT NOT NULL REFERENCES selections(_id) ON DELETE CASCADE,
        ${columns},
        PRIMARY KEY (marketId, selectionId)
      );
    `;
