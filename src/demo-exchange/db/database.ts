import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { runMigrations } from './migrations';

export const DATABASE_FILE = 'demo-exchange.sqlite';

export const databasePath = (dataDir: string): string => join(dataDir, DATABASE_FILE);

/** Opens (creating if needed) the demo database in `dataDir` and brings its schema up to date. */
export const openDatabase = (dataDir: string): DatabaseSync => {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(databasePath(dataDir));
  try {
    // WAL lets tests and tools read the file while the server writes; busy_timeout rides out their locks.
    db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
    runMigrations(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
};

/** Runs `fn` in one write transaction (node:sqlite has no helper for it). */
export const inTransaction = <T>(db: DatabaseSync, fn: () => T): T => {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
};
