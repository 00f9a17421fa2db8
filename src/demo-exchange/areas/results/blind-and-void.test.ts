import { afterAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/users';
import { enterResult } from '../../settlement/maker-checker';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { settleMarket } from '../../settlement/settle';
import { VIRTUAL_MODEL } from '../../settlement/virtual-results';
import { withdrawRunner } from '../racing/card';
import { checkingMarkets } from './checking';
import { betsInWindowView, marketBets, marketResultView } from './views';

const fx = openSettlementFixture({ superAgents: 1, agentsPerSuperAgent: 1, puntersPerAgent: 2 });
afterAll(() => fx.close());
const { db } = fx;

/** Runs `test` inside a transaction rolled back after. */
const rolledBack = (test: () => void) => {
  db.exec('BEGIN');
  try {
    test();
  } finally {
    db.exec('ROLLBACK');
  }
};

const staff = (actor: { id: string; userName: string }) => ({ _id: actor.id, userName: actor.userName, role: 'admin', permissions: {} }) as UserRow;

describe('the virtual model’s entry awaiting verification', () => {
  it('is blind like any other: the result list and the checking queue hide its value (its seed stays), until it is declared', () => {
    rolledBack(() => {
      const { marketId, outcomes: [winner = ''] } = fx.openRaceMarket('WIN');
      enterResult(db, { marketId, entered: { winnerIds: [winner] }, voidFactor: 0 }, VIRTUAL_MODEL, 'enter');
      expect(marketResultView(db, marketId, fx.alice.id)).toMatchObject({ status: 'pending', label: null, maker: { userName: 'virtual model' } });
      const queued = checkingMarkets(db, staff(fx.alice)).find((m) => m.marketId === marketId);
      expect(queued).toMatchObject({ label: null, entries: [{ userName: 'virtual model', label: 'Hidden until verified', voidFactor: 0 }] });
      enterResult(db, { marketId, entered: { winnerIds: [winner] }, voidFactor: 0 }, fx.alice, 'verify');
      expect(marketResultView(db, marketId, fx.bob.id)).toMatchObject({ status: 'declared', label: expect.any(String) });
      expect(marketResultView(db, marketId, fx.bob.id)?.label).not.toBeNull();
    });
  });
});

describe('the bets of a settled race', () => {
  it('show a bet on a non-runner as void whole (void factor 1, P/L 0), and the others with their settlement’s factor', () => {
    rolledBack(() => {
      const { marketId, outcomes: [a = '', b = ''] } = fx.openRaceMarket('WIN');
      fx.bet({ marketId, outcomeId: a, outcomeName: 'the winner', odds: 3, stake: 10_00 });
      fx.bet({ marketId, outcomeId: b, outcomeName: 'the non-runner', odds: 3, stake: 10_00 });
      withdrawRunner(db, marketId, b, 4, 'test');
      fx.declare(marketId, { winnerIds: [a] });
      settleMarket(db, { marketId, idempotencyKey: `non-runner-bets-${marketId}`, actor: fx.carol });
      const bets = marketBets(db, marketId);
      // The winner's 20.00 lose the non-runner's Rule 4 (at 4.0: 15p in the pound).
      expect(bets.find((bet) => bet.outcomeName === 'the non-runner')).toMatchObject({ status: 'settled', pnl: 0, voidFactor: 1 });
      expect(bets.find((bet) => bet.outcomeName === 'the winner')).toMatchObject({ status: 'settled', pnl: 17_00, deduction: 15, voidFactor: 0 });
    });
  });
});

describe('the open bets of a race with a withdrawal, before it settles', () => {
  it('say which are void as non-runners and the Rule 4 each other will carry, by the order of bets; settled, they say what settlement did', () => {
    rolledBack(() => {
      const { marketId, outcomes: [a = '', b = ''] } = fx.openRaceMarket('WIN');
      const before = fx.bet({ marketId, outcomeId: a, outcomeName: 'struck before', odds: 3, stake: 10_00 }).bet._id;
      fx.bet({ marketId, outcomeId: b, outcomeName: 'the non-runner', odds: 3, stake: 10_00 });
      // At 4.0 the withdrawal takes 15p in the pound from the bets struck before it.
      withdrawRunner(db, marketId, b, 4, 'test');
      fx.bet({ marketId, outcomeId: a, outcomeName: 'struck after', odds: 3, stake: 10_00 });
      const atSettlement = (bets: ReturnType<typeof marketBets>) => Object.fromEntries(bets.map((bet) => [bet.outcomeName, bet.atSettlement]));
      expect(atSettlement(marketBets(db, marketId))).toEqual({
        'struck before': { nonRunner: false, deduction: 15 },
        'the non-runner': { nonRunner: true, deduction: 0 },
        'struck after': { nonRunner: false, deduction: 0 },
      });
      // The pre-void list of a window says the same of the bets in it.
      const window = betsInWindowView(db, marketId, new Date(Date.now() - 60_000).toISOString(), new Date(Date.now() + 60_000).toISOString());
      expect(window.data.find((bet) => bet.betId === before)?.atSettlement).toEqual({ nonRunner: false, deduction: 15 });
      fx.declare(marketId, { winnerIds: [a] });
      settleMarket(db, { marketId, idempotencyKey: `at-settlement-${marketId}`, actor: fx.carol });
      const settled = marketBets(db, marketId);
      expect(settled.every((bet) => bet.atSettlement === undefined)).toBe(true);
      expect(settled.find((bet) => bet.outcomeName === 'struck before')).toMatchObject({ deduction: 15 });
    });
  });
});
