import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { inTransaction, openDatabase } from '../../db/database';
import { seedCatalogue } from '../catalogue/seed';

/** For a test file: a demo database in a temporary folder with the small seeded catalogue, removed after the file. */
export const seededCatalogueForFile = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const db = openDatabase(dir);
  inTransaction(db, () => seedCatalogue(db, {}));
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return db;
};
