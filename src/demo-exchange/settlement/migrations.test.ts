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

let fx: MoneyFixture;
afterEach(() => fx.close());

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
    // The hold as it was taken before the line fix: the YES's stake. The database has yet to run 1202.
    reserveExposure(fx.db, punter, fancy.marketId, 200_00);
    fx.db.prepare('DELETE FROM schema_migrations WHERE version = 1202').run();
    const before = moneyOf(fx.db, punter);

    expect(runMigrations(fx.db)).toEqual([1202]);

    expect(reservedExposure(fx.db, punter, fancy.marketId)).toBe(0);
    expect(reservedExposure(fx.db, other, fancy.marketId)).toBe(200_00);
    expect(reservedExposure(fx.db, punter, runner.marketId)).toBe(100_00);
    const after = moneyOf(fx.db, punter);
    expect(after?.exposure).toBe((before?.exposure ?? 0) - 200_00);
    expect(after?.balance).toBe(before?.balance);
  });
});

describe('migration 1203: holds on Place markets', () => {
  /** The first seeded race market of this type, opened with generous limits. */
  const raceMarket = (db: MoneyFixture['db'], code: 'WIN' | 'PLACE') => {
    const marketId = String(db.prepare(`SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.code = ? ORDER BY m._id LIMIT 1`).get(code)?._id);
    db.prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(marketId);
    db.prepare(
      `INSERT OR REPLACE INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt) VALUES (?, 'market', ?, 1, 10000000, 100000000, 100000000, '', '')`,
    ).run(`limit-${marketId}`, marketId);
    const outcomes = db.prepare(`SELECT _id FROM selections WHERE marketId = ? AND status = 'active' ORDER BY sequence`).all(marketId).map((row) => String(row._id));
    return { marketId, outcomes };
  };

  it('reserves a punter laying two placed runners for both placing (300, not the one-winner 100), and leaves other markets’ holds as they were', () => {
    const sfx = openSettlementFixture();
    fx = sfx;
    const place = raceMarket(sfx.db, 'PLACE');
    const win = raceMarket(sfx.db, 'WIN');
    const [first = '', second = ''] = place.outcomes;
    const [layer = '', backer = ''] = sfx.punters;
    expect(sfx.bet({ marketId: place.marketId, outcomeId: first, accountId: layer, side: 'lay', odds: 2, stake: 100_00 }).accepted).toBe(true);
    expect(sfx.bet({ marketId: place.marketId, outcomeId: second, accountId: layer, side: 'lay', odds: 3, stake: 100_00 }).accepted).toBe(true);
    expect(sfx.bet({ marketId: place.marketId, outcomeId: first, accountId: backer, side: 'back', odds: 2, stake: 100_00 }).accepted).toBe(true);
    expect(sfx.bet({ marketId: win.marketId, outcomeId: win.outcomes[0] ?? '', accountId: layer, side: 'lay', odds: 2, stake: 100_00 }).accepted).toBe(true);
    expect(reservedExposure(sfx.db, layer, place.marketId)).toBe(300_00);

    // The holds as they were taken before Place markets paid each placed runner: the worst single winner
    // (the second wins: −200 + 100). The database has yet to run 1203. A Win hold is left off to show it is not touched.
    const facts = marketFacts(sfx.db, place.marketId);
    if (!facts) throw new Error('no facts');
    const oneWinner = { ...facts, winners: 1 };
    for (const accountId of [layer, backer]) reserveExposure(sfx.db, accountId, place.marketId, exposureOf(oneWinner, openBetsOf(sfx.db, accountId, place.marketId)));
    reserveExposure(sfx.db, layer, win.marketId, 1_00);
    expect(reservedExposure(sfx.db, layer, place.marketId)).toBe(100_00);
    sfx.db.prepare('DELETE FROM schema_migrations WHERE version = 1203').run();
    const before = moneyOf(sfx.db, layer);

    expect(runMigrations(sfx.db)).toEqual([1203]);

    expect(reservedExposure(sfx.db, layer, place.marketId)).toBe(300_00);
    expect(reservedExposure(sfx.db, backer, place.marketId)).toBe(100_00);
    expect(reservedExposure(sfx.db, layer, win.marketId)).toBe(1_00);
    const after = moneyOf(sfx.db, layer);
    expect(after?.exposure).toBe((before?.exposure ?? 0) + 200_00);
    expect(after?.balance).toBe(before?.balance);
    reserveExposure(sfx.db, layer, win.marketId, 100_00);
    expect(brokenInvariants(sfx.db)).toEqual([]);
  });
});
