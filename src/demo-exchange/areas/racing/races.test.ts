import { afterAll, describe, expect, it } from 'vitest';
import { openMoneyFixture } from '../../money/money-fixture';
import { createRace, createRaceMarket } from './create';
import { listRaces } from './races';

const fx = openMoneyFixture({ superAgents: 1, agentsPerSuperAgent: 1, puntersPerAgent: 1 });
afterAll(() => fx.close());
const { db } = fx;

const RACES = 60;
const page = (start: number, length: number, search = '') => listRaces(db, { start, length, search: { value: search } });
const racingMarketIds = () =>
  db
    .prepare(`SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.family = 'racing'`)
    .all()
    .map((r) => String(r._id));

// 60 races of a Win and a Place market each, on top of the seeded ones: over 100 racing markets. Created latest
// off time first, so the order of creation (and of ids) is the reverse of the races' order.
const created = Array.from({ length: RACES }, (_, i) => {
  const n = RACES - 1 - i;
  const race = createRace(db, { course: 'Kempton', name: `Kempton race ${String(n).padStart(2, '0')}`, offTime: new Date(Date.UTC(2020, 0, 1, 12, n)).toISOString() });
  const win = createRaceMarket(db, { eventId: race.eventId, type: 'WIN', runners: ['Alpha', 'Beta'] }).marketId;
  const place = createRaceMarket(db, { eventId: race.eventId, type: 'PLACE', runners: ['Alpha', 'Beta'] }).marketId;
  return { ...race, win, place };
});

describe('the racing desk’s list of races', () => {
  it('pages by races, not markets: over 100 racing markets, every race comes whole, by off time, each market once', () => {
    expect(racingMarketIds().length).toBeGreaterThan(100);
    const first = page(0, 100);
    expect(first.recordsTotal).toBeGreaterThanOrEqual(RACES);
    // The earliest race, created last, comes first with both its markets, Win before Place.
    const earliest = created.at(-1);
    expect(first.data[0]).toEqual({
      eventId: earliest?.eventId,
      eventName: 'Kempton race 00',
      course: 'Kempton',
      openDate: earliest?.openDate,
      markets: [
        { marketId: earliest?.win, name: 'Win', status: 'suspended' },
        { marketId: earliest?.place, name: 'Place', status: 'suspended' },
      ],
    });
    // Pages of 7 races: every racing market exactly once, no race split, off times in order.
    const races = Array.from({ length: Math.ceil(first.recordsTotal / 7) }, (_, i) => page(i * 7, 7).data).flat();
    expect(races).toHaveLength(first.recordsTotal);
    expect(races.flatMap((r) => r.markets.map((m) => m.marketId)).sort()).toEqual(racingMarketIds().sort());
    expect(races.map((r) => r.openDate)).toEqual(races.map((r) => r.openDate).sort());
    for (const race of created) expect(races.find((r) => r.eventId === race.eventId)?.markets.map((m) => m.marketId)).toEqual([race.win, race.place]);
  });

  it('finds races by name or course, counting races', () => {
    const found = page(0, 5, 'kempton 07');
    expect(found.data.map((r) => r.eventName)).toEqual(['Kempton race 07']);
    expect(page(0, 5, 'Kempton')).toMatchObject({ recordsFiltered: RACES });
  });
});
