import { afterEach, describe, expect, it } from 'vitest';
import { openMoneyFixture, type MoneyFixture } from '../money/money-fixture';
import { reserveExposure, reservedExposure } from '../money/exposure-store';
import { moneyOf } from '../money/ledger';
import { placeBet } from '../money/place-bet';
import { runMigrations } from '../db/migrations';

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
