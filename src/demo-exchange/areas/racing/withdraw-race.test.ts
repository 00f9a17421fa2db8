import { afterAll, describe, expect, it } from 'vitest';
import { enterResult } from '../../settlement/maker-checker';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { voidMarket } from '../../settlement/voids';
import { racingCard, withdrawRunner } from './card';

const fx = openSettlementFixture({ superAgents: 1, agentsPerSuperAgent: 1, puntersPerAgent: 2 });
afterAll(() => fx.close());
const { db } = fx;

const minute = (n: number) => new Date(Date.UTC(2026, 10, 26, 12, n, 0));

/** Runs `test` on a race (rolled back after): its Win and Place markets, opened, and the runner named alike in both. */
const onARace = (test: (race: { win: string; place: string; runner: (marketId: string, n: number) => string }) => void) => {
  db.exec('BEGIN');
  try {
    const win = fx.openRaceMarket('WIN').marketId;
    const eventId = String(db.prepare('SELECT eventId FROM markets WHERE _id = ?').get(win)?.eventId);
    const place = String(db.prepare(`SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE m.eventId = ? AND t.code = 'PLACE'`).get(eventId)?._id);
    db.prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(place);
    const runner = (marketId: string, n: number) => String(db.prepare('SELECT _id FROM selections WHERE marketId = ? ORDER BY sequence LIMIT 1 OFFSET ?').get(marketId, n)?._id);
    test({ win, place, runner });
  } finally {
    db.exec('ROLLBACK');
  }
};

const withdrawnIn = (marketId: string) => racingCard(db, marketId).runners.filter((r) => r.withdrawn).map((r) => r.name);

describe('a non-runner withdrawn from a race', () => {
  it('is withdrawn from every market of the race where it runs, each with its own withdrawal and Rule 4, in the race’s order', () => {
    onARace(({ win, place, runner }) => {
      const done = withdrawRunner(db, win, runner(win, 2), 2.5, 'test', minute(1));
      expect(done.markets.map((m) => [m.name, m.totalBefore, m.totalAfter])).toEqual([
        ['Win', 0, 30],
        ['Place', 0, 30],
      ]);
      expect(withdrawnIn(win)).toEqual(['Gaelic Warrior']);
      expect(withdrawnIn(place)).toEqual(['Gaelic Warrior']);
      expect(racingCard(db, place).runners[2]).toMatchObject({ status: 'removed', withdrawn: { price: 2.5, deduction: 30, by: 'test' } });
      // From the Place market the same: Win first, the runner already out of neither is withdrawn twice.
      const next = withdrawRunner(db, place, runner(place, 0), 1.1, 'test', minute(2));
      expect(next.markets.map((m) => [m.name, m.totalAfter])).toEqual([
        ['Win', 90],
        ['Place', 90],
      ]);
      expect(() => withdrawRunner(db, win, runner(win, 2), 3, 'test', minute(3))).toThrow(/already withdrawn/);
    });
  });

  it('leaves out a market where the runner is already out, and a voided market', () => {
    onARace(({ win, place, runner }) => {
      db.prepare(`UPDATE selections SET status = 'removed' WHERE _id = ?`).run(runner(place, 1));
      expect(withdrawRunner(db, win, runner(win, 1), 4, 'test', minute(1)).markets.map((m) => m.name)).toEqual(['Win']);
      voidMarket(db, place, 'test', fx.carol, minute(2));
      expect(withdrawRunner(db, win, runner(win, 3), 4, 'test', minute(3)).markets.map((m) => m.name)).toEqual(['Win']);
    });
  });

  it('is refused once a market of the race has a result, pending or declared, saying why and what to do; nothing changes', () => {
    onARace(({ win, place, runner }) => {
      enterResult(db, { marketId: place, entered: { winnerIds: [runner(place, 0), runner(place, 1)] }, voidFactor: 0 }, fx.alice, 'enter');
      const eventName = String(db.prepare('SELECT e.name FROM markets m JOIN events e ON e._id = m.eventId WHERE m._id = ?').get(win)?.name);
      expect(() => withdrawRunner(db, win, runner(win, 2), 2.5, 'test', minute(1))).toThrow(
        `${eventName} · Place has a result (Awaiting verification): runners are withdrawn before the off, not after the result. If Gaelic Warrior did not run, void the bets on it (Results: Bets and voids).`,
      );
      expect(withdrawnIn(win)).toEqual([]);
      expect(withdrawnIn(place)).toEqual([]);
      fx.declare(win, { winnerIds: [runner(win, 0)] });
      expect(() => withdrawRunner(db, win, runner(win, 0), 2.5, 'test', minute(2))).toThrow(/Win has a result \(Declared\)/);
    });
  });

  it('is refused while a market of the race is closed, naming it and saying what to do; nothing changes', () => {
    onARace(({ win, place, runner }) => {
      db.prepare(`UPDATE markets SET status = 'closed' WHERE _id = ?`).run(place);
      const refusal =
        'The Place market of this race is closed: its runners can no longer change, and a runner is withdrawn from every market of its race at once. If Gaelic Warrior did not run, void the bets on it (Results: Bets and voids).';
      expect(() => withdrawRunner(db, win, runner(win, 2), 2.5, 'test', minute(1))).toThrow(refusal);
      // From the closed market itself, the same words.
      expect(() => withdrawRunner(db, place, runner(place, 2), 2.5, 'test', minute(2))).toThrow(refusal);
      expect(withdrawnIn(win)).toEqual([]);
      expect(racingCard(db, win).runners[2]?.status).toBe('active');
      db.prepare(`UPDATE markets SET status = 'closed' WHERE _id = ?`).run(win);
      expect(() => withdrawRunner(db, place, runner(place, 1), 2.5, 'test', minute(3))).toThrow(/^The Win market of this race is closed: /);
    });
  });
});
