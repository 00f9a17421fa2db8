import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { marketBook } from '../../money/book';
import { ledgerSum, moneyOf } from '../../money/ledger';
import { openMoneyFixture } from '../../money/money-fixture';
import { placeBet } from '../../money/place-bet';
import { setSelectionStatus } from '../markets/markets';

const fx = openMoneyFixture();
afterAll(() => fx.close());
const market = fx.marketOf('sportsbook');
fx.db
  .prepare(`INSERT INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt) VALUES ('sb-limit', 'market', ?, 100, 100000, 1000000, 500000, '', '')`)
  .run(market.marketId);
let key = 0;

/** A punter's result if `winner` wins, from the matched back bets, computed here on its own (minor units). */
const resultIf = (winner: string, bets: ReadonlyArray<{ outcomeId: string; odds: number; stake: number }>) =>
  bets.reduce((sum, b) => sum + (b.outcomeId === winner ? Math.floor(b.stake * (b.odds - 1) + 1e-9) : -b.stake), 0);

const matched = (accountId: string | null) =>
  fx.db
    .prepare(`SELECT outcomeId, odds, stake FROM bets WHERE marketId = ? AND status = 'matched' ${accountId ? 'AND accountId = ?' : ''}`)
    .all(...(accountId ? [market.marketId, accountId] : [market.marketId]))
    .map((row) => ({ outcomeId: String(row.outcomeId), odds: Number(row.odds), stake: Number(row.stake) }));

describe('sportsbook money', () => {
  it('reserves each punter’s worst case over the selections, never lets available balance go negative, and the house book is the mirror', () => {
    const step = fc.record({
      punter: fc.integer({ min: 0, max: fx.punters.length - 1 }),
      outcome: fc.integer({ min: 0, max: market.outcomes.length - 1 }),
      side: fc.constantFrom('back' as const, 'back' as const, 'lay' as const),
      odds: fc.integer({ min: 101, max: 5000 }).map((n) => n / 100),
      stake: fc.integer({ min: 50_00, max: 150_000_00 }),
      suspend: fc.option(fc.integer({ min: 0, max: market.outcomes.length - 1 }), { freq: 5 }),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), (steps) => {
        for (const s of steps) {
          const outcomeId = market.outcomes[s.outcome] as string;
          if (s.suspend !== null) {
            const id = market.outcomes[s.suspend] as string;
            const now = String(fx.db.prepare('SELECT status FROM selections WHERE _id = ?').get(id)?.status);
            setSelectionStatus(fx.db, market.marketId, id, now === 'active' ? 'suspended' : 'active');
          }
          const suspended = String(fx.db.prepare('SELECT status FROM selections WHERE _id = ?').get(outcomeId)?.status) !== 'active';
          // The desk quotes the odds asked first: a sportsbook strikes bets at its quote only.
          const placed = placeBet(
            fx.db,
            fx.betRequest({ idempotencyKey: `sb-prop:${(key += 1)}`, accountId: fx.punters[s.punter] as string, marketId: market.marketId, outcomeId, outcomeName: 'x', side: s.side, odds: s.odds, stake: s.stake }),
          );
          if (s.side === 'lay') expect(placed.bet.message).toBe('A sportsbook takes back bets only.');
          else if (suspended) expect(placed.bet.reason).toBe('selectionNotActive');
          else if (!placed.accepted) expect(['belowMinStake', 'aboveMaxStake', 'aboveMaxProfit', 'aboveMaxLiability', 'insufficientBalance']).toContain(placed.bet.reason);
        }
        for (const accountId of fx.punters) {
          const money = moneyOf(fx.db, accountId);
          expect(money?.available).toBeGreaterThanOrEqual(0);
          expect(money?.balance).toBe(ledgerSum(fx.db, accountId));
          const worst = Math.max(0, ...market.outcomes.map((o) => -resultIf(o, matched(accountId))));
          const reserved = Number(fx.db.prepare('SELECT exposure FROM market_exposure WHERE accountId = ? AND marketId = ?').get(accountId, market.marketId)?.exposure ?? 0);
          expect(reserved).toBe(worst);
        }
        const book = marketBook(fx.db, market.marketId);
        if (book?.kind !== 'runner') throw new Error('a sportsbook market has a runner book');
        for (const o of book.outcomes) expect(o.pnl).toBe(-resultIf(o.outcomeId, matched(null)) || 0);
        expect(book.worst).toBe(Math.max(0, ...book.outcomes.map((o) => -o.pnl)));
      }),
      { numRuns: 25 },
    );
  });
});
