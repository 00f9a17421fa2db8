import { afterAll, describe, expect, it } from 'vitest';
import { checkingMarkets } from '../areas/results/checking';
import type { UserRow } from '../db/users';
import { enterResult } from './maker-checker';
import { marketResultOf } from './market-result';
import { openSettlementFixture } from './settlement-fixture';
import { drawWinner, generateVirtualResults, suspendAtTheOff, virtualSeed } from './virtual-results';

const fx = openSettlementFixture();
afterAll(() => fx.close());
const { db } = fx;

/** A virtual market type and a market of it on a seeded event starting at `openDate`, with four runners. */
const virtualMarket = (openDate: string): { marketId: string; runners: string[] } => {
  const event = db.prepare('SELECT _id, competitionId, sportId FROM events LIMIT 1').get() ?? {};
  db.prepare(`UPDATE events SET openDate = ? WHERE _id = ?`).run(openDate, String(event._id));
  const at = new Date().toISOString();
  db.prepare(`INSERT OR IGNORE INTO market_types (_id, code, name, family, createdAt, updatedAt) VALUES ('vt', 'VIRTUAL_WIN', 'Virtual Win', 'virtual', ?, ?)`).run(at, at);
  const marketId = `vm-${openDate}`;
  db.prepare(`INSERT INTO markets (_id, sportId, competitionId, eventId, marketTypeId, name, status, accessCode, createdAt, updatedAt) VALUES (?, ?, ?, ?, 'vt', ?, 'open', ?, ?, ?)`).run(
    marketId,
    String(event.sportId),
    String(event.competitionId),
    String(event._id),
    `Virtual race ${openDate}`,
    `code-${openDate}`,
    at,
    at,
  );
  const runners = [1, 2, 3, 4].map((n) => `${marketId}-r${n}`);
  runners.forEach((id, i) => db.prepare(`INSERT INTO selections (_id, marketId, name, status, sequence) VALUES (?, ?, ?, 'active', ?)`).run(id, marketId, `Runner ${i + 1}`, i + 1));
  return { marketId, runners };
};

describe('virtual results', () => {
  it('draws a due market’s winner from its seed, enters it as the model’s result, once; staff verify it', () => {
    const { marketId, runners } = virtualMarket('2026-01-01T10:00:00.000Z');
    expect(generateVirtualResults(db, new Date('2026-01-01T09:59:00.000Z'))).toBe(0);
    expect(generateVirtualResults(db, new Date('2026-01-01T10:00:30.000Z'))).toBe(1);
    const seed = virtualSeed(marketId);
    const winner = drawWinner(seed, runners);
    expect(winner).toBe(drawWinner(seed, runners));
    expect(db.prepare('SELECT seed, winnerId FROM virtual_results WHERE marketId = ?').get(marketId)).toEqual({ seed, winnerId: winner });
    expect(marketResultOf(db, marketId)).toMatchObject({ status: 'pending', makerName: 'virtual model' });
    expect(String(db.prepare('SELECT status FROM markets WHERE _id = ?').get(marketId)?.status)).toBe('suspended');
    expect(generateVirtualResults(db, new Date('2026-01-01T10:05:00.000Z'))).toBe(0);
    // The model's entry is verified blind like a person's: the checking queue hides its value until it is declared.
    const admin = { _id: fx.alice.id, userName: fx.alice.userName, role: 'admin', permissions: {} } as UserRow;
    const queued = checkingMarkets(db, admin).find((m) => m.marketId === marketId);
    expect(queued?.entries).toEqual([expect.objectContaining({ userName: 'virtual model', label: 'Hidden until verified' })]);
    enterResult(db, { marketId, entered: { winnerIds: [winner ?? ''] }, voidFactor: 0 }, fx.alice, 'verify');
    expect(marketResultOf(db, marketId)).toMatchObject({ status: 'declared', makerName: 'virtual model', checkerName: 'alice' });
  });
});

describe('markets at the off', () => {
  const statusOf = (marketId: string) => String(db.prepare('SELECT status FROM markets WHERE _id = ?').get(marketId)?.status);

  it('suspends a virtual race’s market at its scheduled time, not when the results job runs, and only once', () => {
    const { marketId } = virtualMarket('2026-02-01T08:43:00.000Z');
    expect(suspendAtTheOff(db, new Date('2026-02-01T08:42:59.999Z'), new Date('2026-02-01T08:42:59.000Z'))).toEqual([]);
    expect(statusOf(marketId)).toBe('open');
    expect(suspendAtTheOff(db, new Date('2026-02-01T08:43:00.000Z'), new Date('2026-02-01T08:42:59.999Z'))).toEqual([marketId]);
    expect(statusOf(marketId)).toBe('suspended');
    expect(suspendAtTheOff(db, new Date('2026-02-01T08:43:00.025Z'), new Date('2026-02-01T08:43:00.000Z'))).toEqual([]);
  });

  it('looks at every event started so far on its first look, and leaves an in-play event’s other markets alone', () => {
    const { marketId } = virtualMarket('2026-02-02T08:00:00.000Z');
    const inPlay = String(db.prepare(`SELECT m._id FROM markets m JOIN events e ON e._id = m.eventId JOIN market_types t ON t._id = m.marketTypeId WHERE m.eventId = (SELECT eventId FROM markets WHERE _id = ?) AND t.family = 'matchOdds' AND e.inPlayCapable = 1 LIMIT 1`).get(marketId)?._id);
    expect(inPlay).toMatch(/^[0-9a-f]{24}$/);
    db.prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(inPlay);
    expect(suspendAtTheOff(db, new Date('2026-02-02T09:00:00.000Z'))).toEqual([marketId]);
    expect(statusOf(inPlay)).toBe('open');
  });
});
