import { afterAll, describe, expect, it } from 'vitest';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { unsettledBets } from './bets';

const fx = openSettlementFixture();
afterAll(() => fx.close());

const { marketId, outcomes } = fx.openMarket('matchOdds');
const insert = fx.db.prepare(
  `INSERT INTO bets (_id, seq, idempotencyKey, accountId, marketId, family, outcomeId, outcomeName, side, odds, stake, status, placedAt, decidedAt)
   VALUES (?, ?, ?, ?, ?, 'matchOdds', ?, 'Runner', 'back', 2, 100, 'matched', ?, ?)`,
);
/** An open bet on the fixture's market under this id and number, asked for at `placedAt`. */
const openBet = (betId: string, seq: number, placedAt: string) => insert.run(betId, seq, betId, fx.punters[0] ?? '', marketId, outcomes[0] ?? '', placedAt, placedAt);
const listed = (family?: 'matchOdds') => unsettledBets(fx.db, { start: 0, length: 10, search: { value: '' }, family }).data.map((b) => b.betId);

describe('the trader’s unsettled bets', () => {
  it('lists the newest placed first, whatever its id and number say, and bets placed at the same moment by id', () => {
    // Asked for a second before the other but held by its delay: struck later, with the higher number and id.
    openBet('unsettled-z', 9_000_002, '2030-01-01T12:00:00.000Z');
    openBet('unsettled-a', 9_000_001, '2030-01-01T12:00:01.000Z');
    // Placed at the same moment: the higher id first, though its number is the lower.
    openBet('unsettled-n', 9_000_003, '2030-01-01T11:00:00.000Z');
    openBet('unsettled-p', 9_000_000, '2030-01-01T11:00:00.000Z');
    const order = ['unsettled-a', 'unsettled-z', 'unsettled-p', 'unsettled-n'];
    expect(listed().slice(0, 4)).toEqual(order);
    expect(listed('matchOdds').slice(0, 4)).toEqual(order);
  });
});
