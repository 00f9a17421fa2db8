import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { seedCatalogue } from './seed';

const dir = mkdtempSync(join(tmpdir(), 'large-catalogue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const n = (db: ReturnType<typeof openDatabase>, sql: string) => Number(db.prepare(sql).get()?.n);

describe('the large catalogue (DEMO_SEED_LARGE_CATALOGUE=1)', () => {
  it('seeds 50 sports, 2,000 competitions, 20,000 events and 200,000 markets on top of the small one, once', () => {
    const db = openDatabase(dir);
    try {
      db.exec('BEGIN');
      seedCatalogue(db, { DEMO_SEED_LARGE_CATALOGUE: '1' });
      db.exec('COMMIT');
      expect(n(db, 'SELECT COUNT(*) AS n FROM sports')).toBe(54);
      expect(n(db, 'SELECT COUNT(*) AS n FROM competitions')).toBeGreaterThanOrEqual(2000);
      expect(n(db, 'SELECT COUNT(*) AS n FROM events')).toBeGreaterThanOrEqual(20_000);
      expect(n(db, 'SELECT COUNT(*) AS n FROM markets WHERE accessCode LIKE \'X%\'')).toBe(200_000);
      expect(n(db, 'SELECT COUNT(*) AS n FROM selections')).toBeGreaterThanOrEqual(400_000);
      // About 5 s on two cores: how long it takes is the catalogue benchmark's business, not this test's.
      seedCatalogue(db, { DEMO_SEED_LARGE_CATALOGUE: '1' });
      expect(n(db, 'SELECT COUNT(*) AS n FROM markets')).toBeLessThan(200_100);
    } finally {
      db.close();
    }
  }, 120_000);
});
