import type { MarketFamily } from '@shared/catalogue';
import { openMoneyFixture, type MoneyFixture } from '../money/money-fixture';
import type { TreeSize } from '../money/seed';
import { placeBet, type BetRequest } from '../money/place-bet';
import { enterResult, type Actor } from './maker-checker';
import type { EnteredResult } from './result-input';

/** Test support for results: a money fixture, two staff users, markets with generous limits, bets and declared results. */
export interface SettlementFixture extends MoneyFixture {
  readonly alice: Actor;
  readonly bob: Actor;
  readonly carol: Actor;
  openMarket(family: MarketFamily): { marketId: string; outcomes: string[] };
  bet(over: Partial<BetRequest> & Pick<BetRequest, 'marketId' | 'outcomeId'>): ReturnType<typeof placeBet>;
  /** Alice enters, Bob verifies: the result is declared. */
  declare(marketId: string, entered: EnteredResult, voidFactor?: number): void;
}

export const openSettlementFixture = (tree?: TreeSize): SettlementFixture => {
  const fx = openMoneyFixture(tree);
  const alice = { id: 'staff-alice', userName: 'alice' };
  const bob = { id: 'staff-bob', userName: 'bob' };
  const carol = { id: 'staff-carol', userName: 'carol' };
  return {
    ...fx,
    alice,
    bob,
    carol,
    openMarket(family) {
      const market = fx.marketOf(family);
      fx.db
        .prepare(
          `INSERT OR REPLACE INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt) VALUES (?, 'market', ?, 1, 10000000, 100000000, 100000000, '', '')`,
        )
        .run(`limit-${market.marketId}`, market.marketId);
      return market;
    },
    bet(over) {
      return placeBet(fx.db, fx.betRequest(over));
    },
    declare(marketId, entered, voidFactor = 0) {
      enterResult(fx.db, { marketId, entered, voidFactor }, alice, 'enter');
      enterResult(fx.db, { marketId, entered, voidFactor }, bob, 'verify');
    },
  };
};
