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
  /** The `nth` (from 0, by id) seeded race's Win or Place market, opened with generous limits. */
  openRaceMarket(code: 'WIN' | 'PLACE', nth?: number): { marketId: string; outcomes: string[] };
  bet(over: Partial<BetRequest> & Pick<BetRequest, 'marketId' | 'outcomeId'>): ReturnType<typeof placeBet>;
  /** Alice enters, Bob verifies: the result is declared. */
  declare(marketId: string, entered: EnteredResult, voidFactor?: number): void;
}

export const openSettlementFixture = (tree?: TreeSize): SettlementFixture => {
  const fx = openMoneyFixture(tree);
  const alice = { id: 'staff-alice', userName: 'alice' };
  const bob = { id: 'staff-bob', userName: 'bob' };
  const carol = { id: 'staff-carol', userName: 'carol' };
  const withGenerousLimits = <M extends { marketId: string }>(market: M): M => {
    fx.db
      .prepare(
        `INSERT OR REPLACE INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt) VALUES (?, 'market', ?, 1, 10000000, 100000000, 100000000, '', '')`,
      )
      .run(`limit-${market.marketId}`, market.marketId);
    return market;
  };
  return {
    ...fx,
    alice,
    bob,
    carol,
    openMarket: (family) => withGenerousLimits(fx.marketOf(family)),
    openRaceMarket(code, nth = 0) {
      const row = fx.db.prepare(`SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.code = ? ORDER BY m._id LIMIT 1 OFFSET ?`).get(code, nth);
      if (!row) throw new Error(`The small catalogue has no ${code} market number ${nth}.`);
      const marketId = String(row._id);
      fx.db.prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(marketId);
      const outcomes = fx.db.prepare(`SELECT _id FROM selections WHERE marketId = ? AND status = 'active' ORDER BY sequence`).all(marketId).map((s) => String(s._id));
      return withGenerousLimits({ marketId, outcomes });
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
