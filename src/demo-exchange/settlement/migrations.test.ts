import { afterEach, describe, expect, it } from 'vitest';
import { openMoneyFixture, type MoneyFixture } from '../money/money-fixture';
import { reserveExposure, reservedExposure } from '../money/exposure-store';
import { moneyOf } from '../money/ledger';
import { placeBet } from '../money/place-bet';
import { runMigrations } from '../db/migrations';
import { exposureOf, openBetsOf } from '../money/book';
import { marketFacts } from '../money/market-facts';
import { brokenInvariants } from './invariants';
import { openSettlementFixture } from './settlement-fixture';
import { withdrawRunner } from '../areas/racing/card';

let fx: MoneyFixture;
afterEach(() => fx.close());

/**
 * Runs migration `version` again, as a database that has yet to run it would (only it runs), and returns
 * the account's money before and after.
 */
const rerunMigration = (db: MoneyFixture['db'], version: number, accountId: string) => {
  db.prepare('DELETE FROM schema_migrations WHERE version = ?').run(version);
  const before = moneyOf(db, accountId);
  expect(runMigrations(db)).toEqual([version]);
  return { before, after: moneyOf(db, accountId) };
};

/** A re-reservation moves the account's exposure, never its balance. */
const expectOnlyExposureMoved = ({ before, after }: ReturnType<typeof rerunMigration>, by: number) => {
  expect(after?.exposure).toBe((before?.exposure ?? 0) + by);
  expect(after?.balance).toBe(before?.balance);
};

describe('migration 1202: holds on markets with a line of 0', () => {
  it('reserves a YES at 0 again from its bets, releasing the stake it held, and leaves every other hold as it was', () => {
    fx = openMoneyFixture();
    const fancy = fx.marketOf('fancy');
    const runner = fx.marketOf('matchOdds');
    const [punter = '', other = ''] = fx.punters;
    const line = (accountId: string, at: number) => fx.betRequest({ accountId, marketId: fancy.marketId, outcomeId: 'yes', side: 'yes', odds: null, rate: 90, line: at, stake: 200_00 });
    expect(placeBet(fx.db, line(punter, 0)).accepted).toBe(true);
    expect(placeBet(fx.db, line(other, 1)).accepted).toBe(true);
    expect(placeBet(fx.db, fx.betRequest({ marketId: runner.marketId, outcomeId: runner.outcomes[0] ?? '' })).accepted).toBe(true);
    expect(reservedExposure(fx.db, punter, fancy.marketId)).toBe(0);
    expect(reservedExposure(fx.db, other, fancy.marketId)).toBe(200_00);
    // The hold as it was taken before the line fix: the YES's stake.
    reserveExposure(fx.db, punter, fancy.marketId, 200_00);
    const money = rerunMigration(fx.db, 1202, punter);

    expect(reservedExposure(fx.db, punter, fancy.marketId)).toBe(0);
    expect(reservedExposure(fx.db, other, fancy.marketId)).toBe(200_00);
    expect(reservedExposure(fx.db, punter, runner.marketId)).toBe(100_00);
    expectOnlyExposureMoved(money, -200_00);
  });
});

describe('migration 1203: holds on Place markets', () => {
  it('reserves a punter laying two placed runners for both placing (300, not the one-winner 100), and leaves other markets’ holds as they were', () => {
    const sfx = openSettlementFixture();
    fx = sfx;
    const place = sfx.openRaceMarket('PLACE');
    const win = sfx.openRaceMarket('WIN');
    const [first = '', second = ''] = place.outcomes;
    const [layer = '', backer = ''] = sfx.punters;
    expect(sfx.bet({ marketId: place.marketId, outcomeId: first, accountId: layer, side: 'lay', odds: 2, stake: 100_00 }).accepted).toBe(true);
    expect(sfx.bet({ marketId: place.marketId, outcomeId: second, accountId: layer, side: 'lay', odds: 3, stake: 100_00 }).accepted).toBe(true);
    expect(sfx.bet({ marketId: place.marketId, outcomeId: first, accountId: backer, side: 'back', odds: 2, stake: 100_00 }).accepted).toBe(true);
    expect(sfx.bet({ marketId: win.marketId, outcomeId: win.outcomes[0] ?? '', accountId: layer, side: 'lay', odds: 2, stake: 100_00 }).accepted).toBe(true);
    expect(reservedExposure(sfx.db, layer, place.marketId)).toBe(300_00);

    // The holds as they were taken before Place markets paid each placed runner: the worst single winner
    // (the second wins: −200 + 100). A Win hold is left off to show it is not touched.
    const facts = marketFacts(sfx.db, place.marketId);
    if (!facts) throw new Error('no facts');
    const oneWinner = { ...facts, winners: 1 };
    for (const accountId of [layer, backer]) reserveExposure(sfx.db, accountId, place.marketId, exposureOf(oneWinner, openBetsOf(sfx.db, accountId, place.marketId)));
    reserveExposure(sfx.db, layer, win.marketId, 1_00);
    expect(reservedExposure(sfx.db, layer, place.marketId)).toBe(100_00);
    const money = rerunMigration(sfx.db, 1203, layer);

    expect(reservedExposure(sfx.db, layer, place.marketId)).toBe(300_00);
    expect(reservedExposure(sfx.db, backer, place.marketId)).toBe(100_00);
    expect(reservedExposure(sfx.db, layer, win.marketId)).toBe(1_00);
    expectOnlyExposureMoved(money, 200_00);
    reserveExposure(sfx.db, layer, win.marketId, 100_00);
    expect(brokenInvariants(sfx.db)).toEqual([]);
  });
});

describe('migration 1204: holds on markets with a non-runner', () => {
  const minute = (n: number) => new Date(Date.UTC(2026, 10, 26, 12, n));
  /** The ledger as a whole: no re-reservation may post a line. */
  const ledger = (db: MoneyFixture['db']) => db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS total FROM ledger_postings').get();

  it('reserves again the bets of a withdrawn runner and of one removed by hand (void) and the Rule 4 of the bets before a withdrawal; other holds stay; a second run changes nothing', () => {
    const sfx = openSettlementFixture();
    fx = sfx;
    const { db } = sfx;
    const race = sfx.openRaceMarket('WIN');
    const byHand = sfx.openRaceMarket('WIN', 1);
    const other = sfx.openMarket('bookmaker');
    const [a = '', b = '', c = '', d = ''] = race.outcomes;
    const [layer = '', backer = ''] = sfx.punters;
    const accept = (over: Parameters<typeof sfx.bet>[0]) => expect(sfx.bet({ odds: 2, placedAt: minute(1), ...over }).accepted).toBe(true);
    // On the race: lays of C and D cover each other; backs of A 10, B 50 and C 50 lose 90 at worst.
    for (const outcomeId of [c, d]) accept({ marketId: race.marketId, outcomeId, accountId: layer, side: 'lay', stake: 100_00 });
    for (const [outcomeId, stake] of [[a, 10_00], [b, 50_00], [c, 50_00]] as const) accept({ marketId: race.marketId, outcomeId, accountId: backer, side: 'back', stake });
    // On another race: lays of its third and fourth runners cover each other.
    const [, , third = '', fourth = ''] = byHand.outcomes;
    for (const outcomeId of [third, fourth]) accept({ marketId: byHand.marketId, outcomeId, accountId: layer, side: 'lay', stake: 100_00 });
    accept({ marketId: other.marketId, outcomeId: other.outcomes[0] ?? '', accountId: layer, side: 'back', stake: 10_00 });

    // D withdrawn at 1.60 (50p) after the bets; the other race's fourth runner removed by hand (no Rule 4).
    // The holds as they were taken before reservations priced non-runners: bets on them counted as losers, no
    // Rule 4. The bookmaker hold is set wrong on purpose, to show a market without a non-runner is not touched.
    withdrawRunner(db, race.marketId, d, 1.6, 'test', minute(2));
    db.prepare(`UPDATE selections SET status = 'removed' WHERE _id = ?`).run(fourth);
    for (const { marketId } of [race, byHand]) {
      const facts = marketFacts(db, marketId);
      if (!facts) throw new Error('no facts');
      const unpriced = { ...facts, removedIds: new Set<string>(), withdrawals: [] };
      for (const accountId of [layer, backer]) reserveExposure(db, accountId, marketId, exposureOf(unpriced, openBetsOf(db, accountId, marketId)));
    }
    reserveExposure(db, layer, other.marketId, 1_00);
    expect([reservedExposure(db, layer, race.marketId), reservedExposure(db, backer, race.marketId), reservedExposure(db, layer, byHand.marketId)]).toEqual([0, 90_00, 0]);
    const ledgerBefore = ledger(db);
    const backerBefore = moneyOf(db, backer);
    const money = rerunMigration(db, 1204, layer);

    // The lay of the third runner now risks its 100, the lay of C its 100 less the 50p of Rule 4; A winning
    // costs the backer 95 (the 10 A wins lose 5).
    expect([reservedExposure(db, layer, race.marketId), reservedExposure(db, backer, race.marketId), reservedExposure(db, layer, byHand.marketId)]).toEqual([50_00, 95_00, 100_00]);
    expect(reservedExposure(db, layer, other.marketId)).toBe(1_00);
    expectOnlyExposureMoved(money, 150_00);
    expectOnlyExposureMoved({ before: backerBefore, after: moneyOf(db, backer) }, 5_00);
    expect(ledger(db)).toEqual(ledgerBefore);

    // Run again: nothing moves.
    expectOnlyExposureMoved(rerunMigration(db, 1204, layer), 0);
    expect(reservedExposure(db, backer, race.marketId)).toBe(95_00);
    expect(ledger(db)).toEqual(ledgerBefore);
    reserveExposure(db, layer, other.marketId, 10_00);
    expect(brokenInvariants(db)).toEqual([]);
  });
});
