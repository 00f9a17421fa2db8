import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { moneyOf } from '../money/ledger';
import { reservedExposure } from '../money/exposure-store';
import { planSettlement } from './compute';
import { brokenInvariants } from './invariants';
import { enterResult } from './maker-checker';
import type { MarketResultRow } from './market-result';
import { resultMarket } from './result-input';
import { settleMarket } from './settle';
import { openSettlementFixture } from './settlement-fixture';

const fx = openSettlementFixture({ superAgents: 1, agentsPerSuperAgent: 1, puntersPerAgent: 4 });
afterAll(() => fx.close());
const { db, alice, carol } = fx;

const refusalOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${typeof error.body === 'string' ? error.body : JSON.stringify(error.body)}`;
    throw error;
  }
  throw new Error('expected a refusal');
};

/** A declared result of these winners, as settlement reads it (to plan every result a market can have). */
const declared = (marketId: string, winnerIds: readonly string[]): MarketResultRow =>
  ({ marketId, family: 'racing', status: 'declared', round: 1, value: { kind: 'winners', winnerIds }, label: '', voidFactor: 0, deduction: 0 }) as unknown as MarketResultRow;

/** Every set of 1 to `size` runners. */
const setsUpTo = (runners: readonly string[], size: number): string[][] => {
  const out: string[][] = [];
  const grow = (from: number, chosen: string[]) => {
    if (chosen.length > 0) out.push(chosen);
    if (chosen.length < size) for (let i = from; i < runners.length; i += 1) grow(i + 1, [...chosen, runners[i] ?? '']);
  };
  grow(0, []);
  return out;
};

describe('a racing Place market', () => {
  it('pays each placed runner in full (not a dead heat): a back of 400 at 3.15 on a placed horse wins 860', () => {
    const { marketId, outcomes } = fx.openRaceMarket('PLACE', 0);
    const [first = '', second = '', third = ''] = outcomes;
    const [p1 = '', p2 = '', p3 = ''] = fx.punters;
    expect(fx.bet({ marketId, outcomeId: first, accountId: p1, side: 'back', odds: 3.15, stake: 400_00 }).accepted).toBe(true);
    expect(fx.bet({ marketId, outcomeId: third, accountId: p2, side: 'back', odds: 4, stake: 100_00 }).accepted).toBe(true);
    expect(fx.bet({ marketId, outcomeId: second, accountId: p3, side: 'lay', odds: 2, stake: 50_00 }).accepted).toBe(true);
    const before = [p1, p2, p3].map((id) => moneyOf(db, id)?.balance ?? 0);

    fx.declare(marketId, { winnerIds: [first, second] });
    const result = db.prepare('SELECT label FROM market_results WHERE marketId = ?').get(marketId);
    expect(String(result?.label)).toMatch(/^Placed: /);
    const { settlement } = settleMarket(db, { marketId, idempotencyKey: 'place-1', actor: carol });
    expect(settlement).toMatchObject({ betCount: 3, punterWon: 860_00, punterLost: 150_00 });
    const after = [p1, p2, p3].map((id) => moneyOf(db, id)?.balance ?? 0);
    expect(after.map((balance, i) => balance - (before[i] ?? 0))).toEqual([860_00, -100_00, -50_00]);
    const deadHeats = db.prepare(`SELECT DISTINCT deadHeat FROM bets WHERE marketId = ?`).all(marketId).map((r) => r.deadHeat);
    expect(deadHeats).toEqual([1]);
  });

  it('takes 1 to its places as the result and refuses more, in words', () => {
    const { marketId, outcomes } = fx.openRaceMarket('PLACE', 1);
    expect(resultMarket(db, marketId).winners).toBe(2);
    expect(refusalOf(() => enterResult(db, { marketId, entered: { winnerIds: outcomes.slice(0, 3) }, voidFactor: 0 }, alice, 'enter'))).toBe(
      '422 This Place market pays 2 places: choose at most 2 placed runners, or mark the runners that dead-heated for the last place.',
    );
    expect(enterResult(db, { marketId, entered: { winnerIds: outcomes.slice(0, 1) }, voidFactor: 0 }, alice, 'enter').label).toBe(`Placed: ${String(db.prepare('SELECT name FROM selections WHERE _id = ?').get(outcomes[0] ?? '')?.name)}`);
  });

  it('reserves the worst set of placed runners: every result it can be settled on loses at most the reservation, and one loses all of it', () => {
    const { marketId, outcomes } = fx.openRaceMarket('PLACE', 2);
    const market = resultMarket(db, marketId);
    const results = setsUpTo(outcomes, market.winners);
    const bet = fc.record({ punter: fc.nat(fx.punters.length - 1), outcome: fc.nat(outcomes.length - 1), lays: fc.boolean(), odds: fc.integer({ min: 101, max: 2000 }), stake: fc.integer({ min: 1, max: 5_000 }) });
    fc.assert(
      fc.property(fc.array(bet, { minLength: 1, maxLength: 12 }), (bets) => {
        db.exec('BEGIN');
        try {
          for (const b of bets) {
            fx.bet({ marketId, outcomeId: outcomes[b.outcome] ?? '', accountId: fx.punters[b.punter] ?? '', side: b.lays ? 'lay' : 'back', odds: b.odds / 100, stake: b.stake * 100 });
          }
          expect(brokenInvariants(db)).toEqual([]);
          // Each punter's result under every result the entry would take (1 to 2 placed runners), settled by the settlement code.
          const worst = new Map<string, number>();
          for (const winners of results) {
            const pnl = new Map<string, number>();
            for (const line of planSettlement(db, market, declared(marketId, winners)).bets) pnl.set(line.accountId, (pnl.get(line.accountId) ?? 0) + line.pnl);
            for (const [accountId, amount] of pnl) worst.set(accountId, Math.min(worst.get(accountId) ?? 0, amount));
          }
          for (const [accountId, amount] of worst) expect(reservedExposure(db, accountId, marketId), accountId).toBe(0 - amount);
        } finally {
          db.exec('ROLLBACK');
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('a racing Win market', () => {
  it('still divides the stake between runners tied for first (a dead heat)', () => {
    const { marketId, outcomes } = fx.openRaceMarket('WIN');
    const [first = '', second = ''] = outcomes;
    const [p1 = ''] = fx.punters;
    fx.bet({ marketId, outcomeId: first, accountId: p1, side: 'back', odds: 3.15, stake: 400_00 });
    const before = moneyOf(db, p1)?.balance ?? 0;
    fx.declare(marketId, { winnerIds: [first, second] });
    expect(String(db.prepare('SELECT label FROM market_results WHERE marketId = ?').get(marketId)?.label)).toMatch(/^Dead heat: /);
    settleMarket(db, { marketId, idempotencyKey: 'win-dead-heat', actor: carol });
    // 200 wins at 3.15 (430), 200 loses: +230.
    expect((moneyOf(db, p1)?.balance ?? 0) - before).toBe(230_00);
  });
});
