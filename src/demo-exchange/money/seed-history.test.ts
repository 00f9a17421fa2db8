import { afterAll, describe, expect, it } from 'vitest';
import { ledgerSum, moneyOf } from './ledger';
import { openMoneyFixture } from './money-fixture';
import { betHistoryCount, MAX_SEED_BET_HISTORY, seedBetHistory } from './seed-history';

const fx = openMoneyFixture({ superAgents: 1, agentsPerSuperAgent: 2, puntersPerAgent: 5 });
afterAll(() => fx.close());

describe('the bet history of a benchmark demo (DEMO_SEED_BET_HISTORY)', () => {
  it('reads a whole number, capped, and none when unset', () => {
    expect(betHistoryCount({})).toBe(0);
    expect(betHistoryCount({ DEMO_SEED_BET_HISTORY: ' 2000 ' })).toBe(2_000);
    expect(betHistoryCount({ DEMO_SEED_BET_HISTORY: '99000000' })).toBe(MAX_SEED_BET_HISTORY);
    expect(() => betHistoryCount({ DEMO_SEED_BET_HISTORY: '2e6' })).toThrow('DEMO_SEED_BET_HISTORY must be a whole number');
  });

  it('adds settled bets over every punter, numbered before live bets, and moves no money', () => {
    const before = fx.punters.map((id) => moneyOf(fx.db, id)?.balance);
    seedBetHistory(fx.db, 1_000);
    const rows = fx.db.prepare(`SELECT status, COUNT(*) AS n, MIN(seq) AS first, MAX(seq) AS last, COUNT(DISTINCT accountId) AS punters FROM bets GROUP BY status`).all();
    expect(rows).toEqual([{ status: 'settled', n: 1_000, first: 1, last: 1_000, punters: fx.punters.length }]);
    expect(fx.punters.map((id) => moneyOf(fx.db, id)?.balance)).toEqual(before);
    for (const id of fx.punters) expect(moneyOf(fx.db, id)?.balance).toBe(ledgerSum(fx.db, id));
  });
});
