import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { seedCatalogue } from './seed';
import { LARGE_CATALOGUE, type CatalogueScale } from './seed-large';

const dir = mkdtempSync(join(tmpdir(), 'large-catalogue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const n = (db: ReturnType<typeof openDatabase>, sql: string) => Number(db.prepare(sql).get()?.n);

/** The same code at a scale a unit test seeds in a moment; the full one is the catalogue benchmark's (tests/bench). */
const SMALL: CatalogueScale = { sports: 3, competitionsPerSport: 4, eventsPerCompetition: 5, marketsPerEvent: 10 };

describe('the large catalogue (DEMO_SEED_LARGE_CATALOGUE=1)', () => {
  it('is 50 sports, 2,000 competitions, 20,000 events and 200,000 markets at full scale', () => {
    const { sports, competitionsPerSport, eventsPerCompetition, marketsPerEvent } = LARGE_CATALOGUE;
    expect([sports, sports * competitionsPerSport, sports * competitionsPerSport * eventsPerCompetition]).toEqual([50, 2_000, 20_000]);
    expect(sports * competitionsPerSport * eventsPerCompetition * marketsPerEvent).toBe(200_000);
  });

  it('seeds every level on top of the small catalogue, each market with its two runners, once', () => {
    const db = openDatabase(dir);
    try {
      const count = () => ({
        competitions: n(db, 'SELECT COUNT(*) AS n FROM competitions'),
        events: n(db, 'SELECT COUNT(*) AS n FROM events'),
        markets: n(db, 'SELECT COUNT(*) AS n FROM markets'),
        selections: n(db, 'SELECT COUNT(*) AS n FROM selections'),
      });
      db.exec('BEGIN');
      seedCatalogue(db, {});
      const small = count();
      seedCatalogue(db, { DEMO_SEED_LARGE_CATALOGUE: '1' }, new Date(), SMALL);
      db.exec('COMMIT');
      const competitions = SMALL.sports * SMALL.competitionsPerSport;
      const events = competitions * SMALL.eventsPerCompetition;
      const markets = events * SMALL.marketsPerEvent;
      expect(count()).toEqual({ competitions: small.competitions + competitions, events: small.events + events, markets: small.markets + markets, selections: small.selections + 2 * markets });
      expect(n(db, "SELECT COUNT(*) AS n FROM markets WHERE accessCode LIKE 'X%'")).toBe(markets);
      expect(n(db, "SELECT COUNT(*) AS n FROM sports WHERE name IN ('American Football', 'Athletics', 'Australian Rules')")).toBe(3);
      // Per event: Match Odds, Bookmaker, then Over/Under 0.5 to 7.5; every tenth market suspended.
      expect(n(db, "SELECT COUNT(*) AS n FROM markets WHERE name = 'Over/Under 7.5' AND accessCode LIKE 'X%'")).toBe(events);
      expect(n(db, "SELECT COUNT(*) AS n FROM markets WHERE status = 'suspended' AND accessCode LIKE 'X%'")).toBe(markets / 10);

      seedCatalogue(db, { DEMO_SEED_LARGE_CATALOGUE: '1' }, new Date(), SMALL);
      expect(count().markets).toBe(small.markets + markets);
    } finally {
      db.close();
    }
  });
});
