import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { runMigrations } from './migrations';
import { cacheStatements } from './statement-cache';

export const DATABASE_FILE = 'demo-exchange.sqlite';

export const databasePath = (dataDir: string): string => join(dataDir, DATABASE_FILE);

/** Opens (creating if needed) the demo database in `dataDir` and brings its schema up to date. */
export const openDatabase = (dataDir: string): DatabaseSync => {
  ownerOnlyDirectory(dataDir);
  const file = databasePath(dataDir);
  // SQLite gives its -wal and -shm files the database file's mode: create it owner-only first, and
  // tighten a database an older console made.
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
  const db = cacheStatements(new DatabaseSync(file));
  try {
    // WAL lets tests and tools read the file while the server writes; busy_timeout rides out their locks.
    // synchronous = NORMAL: in WAL mode a commit survives a crash of the process (what the settlement's
    // crash tests kill), and only an OS crash or power cut could lose the last commits: right for a
    // simulator on a workstation, and it spares every bet and write an fsync. 64 MB of page cache keeps the
    // live feed's look at its markets in memory with the large demo catalogue.
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA cache_size = -65536; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
    runMigrations(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
};

/** The data directory holds accounts and the token-signing key: nobody but its owner may list or read it. */
export const ownerOnlyDirectory = (dir: string): void => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
};

let savepoints = 0;

/**
 * Runs `fn` in one write transaction (node:sqlite has no helper for it). Inside another transaction it
 * is a savepoint: `fn` still happens all or nothing, and the outer transaction decides the rest.
 */
export const inTransaction = <T>(db: DatabaseSync, fn: () => T): T => {
  const nested = db.isTransaction;
  const savepoint = `nested_${(savepoints += 1)}`;
  db.exec(nested ? `SAVEPOINT ${savepoint}` : 'BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec(nested ? `RELEASE ${savepoint}` : 'COMMIT');
    return result;
  } catch (error) {
    db.exec(nested ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
    throw error;
  }
};
