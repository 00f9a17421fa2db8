import { describe, expect, it } from 'vitest';
import { marketCount } from './market-count';
import { listMarkets } from './markets';
import { seededCatalogueForFile } from './seeded-catalogue';

const db = seededCatalogueForFile('market-count-');

const counted = () => Number(db.prepare('SELECT COUNT(*) AS n FROM markets').get()?.n);
const list = (value: string) => listMarkets(db, { start: 0, length: 10, search: { value } });

describe('the number of markets kept by triggers', () => {
  it('is the number of markets after the seed, and is every market list’s total', () => {
    expect(counted()).toBeGreaterThan(0);
    expect(marketCount(db)).toBe(counted());
    expect(list('').recordsTotal).toBe(counted());
    expect(list('match').recordsTotal).toBe(counted());
  });

  it('follows markets created, copied in bulk and deleted, one by one or a whole event at once', () => {
    const copy = (suffix: string) =>
      db.exec(`INSERT INTO markets (_id, sportId, competitionId, eventId, marketTypeId, name, status, inPlay, popular, popularSequence, sequence, accessCode, externalId, createdAt, updatedAt)
        SELECT _id || '${suffix}', sportId, competitionId, eventId, marketTypeId, name || '${suffix}', status, inPlay, popular, popularSequence, sequence, accessCode || '${suffix}', NULL, createdAt, updatedAt FROM markets`);
    copy('-a');
    expect(marketCount(db)).toBe(counted());
    db.exec(`DELETE FROM markets WHERE _id LIKE '%-a'`);
    expect(marketCount(db)).toBe(counted());
    const eventId = String(db.prepare('SELECT eventId FROM markets LIMIT 1').get()?.eventId);
    db.prepare('DELETE FROM markets WHERE eventId = ?').run(eventId); // as deleting an event does
    expect(Number(db.prepare('SELECT COUNT(*) AS n FROM markets WHERE eventId = ?').get(eventId)?.n)).toBe(0);
    expect(marketCount(db)).toBe(counted());
    expect(list('').recordsTotal).toBe(counted());
  });
});
