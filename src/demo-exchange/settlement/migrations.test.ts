import { afterEach, describe, expect, it } from 'vitest';
import { openMoneyFixture, type MoneyFixture } from '../money/money-fixture';
import { reserveExposure, reservedExposure } from '../money/exposure-store';
import { moneyOf } from '../money/ledger';
import { placeBet } from '../money/place-bet';
import { SETTLEMENT_MIGRATIONS } from './migrations';

let fx: MoneyFixture;
afterEach(() => fx.close());

const reReserveLineZero = SETTLEMENT_MIGRATIONS.find((m) => m.version === 1202);

describe('migration 1202: holds on markets with a line of 0', () => {
  it('reserves a YES at 0 again from its bets, releasing the stake it held, and leaves other holds alone', () => {
    fx = openMoneyFixture();
    const fancy = fx.marketOf('fancy');
    const runner = fx.marketOf('matchOdds');
    const [punter = ''] = fx.punters;
    const yesAtZero = placeBet(fx.db, fx.betRequest({ marketId: fancy.marketId, outcomeId: 'yes', side: 'yes', odds: null, rate: 90, line: 0, stake: 200_00 }));
    const back = placeBet(fx.db, fx.betRequest({ marketId: runner.marketId, outcomeId: runner.outcomes[0] ?? '' }));
    expect(yesAtZero.accepted && back.accepted).toBe(true);
    expect(reservedExposure(fx.db, punter, fancy.marketId)).toBe(0);
    // The hold as it was taken before the line fix: the YES's stake.
    reserveExposure(fx.db, punter, fancy.marketId, 200_00);
    const before = moneyOf(fx.db, punter);

    if (typeof reReserveLineZero?.up !== 'function') throw new Error('migration 1202 is not a function of the database');
    reReserveLineZero.up(fx.db);

    expect(reservedExposure(fx.db, punter, fancy.marketId)).toBe(0);
    expect(reservedExposure(fx.db, punter, runner.marketId)).toBe(100_00);
    const after = moneyOf(fx.db, punter);
    expect(after?.exposure).toBe((before?.exposure ?? 0) - 200_00);
    expect(after?.balance).toBe(before?.balance);
  });
});
