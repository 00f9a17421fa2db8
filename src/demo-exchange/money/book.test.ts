import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openSettlementFixture } from '../settlement/settlement-fixture';
import { runnerBetResult, runnerBook } from '@shared/money/exposure';
import { houseBook, marketBook, openBetsOnMarket, runnerExtremes } from './book';
import { marketFacts } from './market-facts';

const fx = openSettlementFixture({ superAgents: 1, agentsPerSuperAgent: 1, puntersPerAgent: 4 });
afterAll(() => fx.close());

describe('a fancy market’s book summed per line by the exchange', () => {
  it('is the book of its bets, bet by bet (each rate rounded down per bet), whatever the bets', () => {
    const lineBet = fc.record({
      side: fc.constantFrom('yes', 'no'),
      line: fc.integer({ min: 0, max: 400 }),
      // Whole and half points, as desks quote them.
      rate: fc.integer({ min: 2, max: 600 }).map((n) => n / 2),
      stake: fc.integer({ min: 1, max: 50_000_000 }),
    });
    let round = 0;
    fc.assert(
      fc.property(fc.array(lineBet, { maxLength: 60 }), (bets) => {
        round += 1;
        const { marketId } = fx.openMarket('fancy');
        const insert = fx.db.prepare(
          `INSERT INTO bets (_id, seq, idempotencyKey, accountId, marketId, family, outcomeId, outcomeName, side, rate, line, stake, status, placedAt, decidedAt)
           VALUES (?, ?, ?, ?, ?, 'fancy', ?, ?, ?, ?, ?, ?, 'matched', '2026-11-26T00:00:00.000Z', '2026-11-26T00:00:00.000Z')`,
        );
        bets.forEach((b, i) => insert.run(`book-${round}-${i}`, round * 1_000 + i + 1, `book-${round}-${i}`, fx.punters[i % fx.punters.length] ?? '', marketId, b.side, b.side, b.side, b.rate, b.line, b.stake));
        const facts = marketFacts(fx.db, marketId);
        if (!facts) throw new Error('the fixture opened a fancy market');
        expect(marketBook(fx.db, marketId)).toEqual(houseBook(facts, openBetsOnMarket(fx.db, marketId)));
      }),
      { numRuns: 60 },
    );
  });
});

/** Every set of 1 to `size` of these items (the results of a market paying `size` places). */
const subsetsUpTo = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  const grow = (from: number, chosen: T[]) => {
    if (chosen.length > 0) out.push(chosen);
    if (chosen.length === size) return;
    for (let i = from; i < items.length; i += 1) grow(i + 1, [...chosen, items[i] as T]);
  };
  grow(0, []);
  return out;
};

describe('a runner book over every result of its market', () => {
  it('has the lowest and highest P/L of any 1 to `winners` placed runners (brute force over every set)', () => {
    const bet = fc.record({ outcome: fc.nat(5), side: fc.constantFrom('back' as const, 'lay' as const), odds: fc.integer({ min: 101, max: 3000 }).map((n) => n / 100), stake: fc.integer({ min: 1, max: 10_000_000 }) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 4 }), fc.array(bet, { maxLength: 20 }), (runners, winners, bets) => {
        const outcomes = Array.from({ length: runners }, (_, i) => `r${i}`);
        const placed = bets.map((b) => ({ outcomeId: `r${b.outcome % runners}`, side: b.side, odds: b.odds, stake: b.stake }));
        const book = runnerBook(outcomes, placed);
        const noWinner = placed.reduce((sum, b) => sum + (b.side === 'back' ? -b.stake : b.stake), 0);
        // A set's P/L settled bet by bet: a bet on a placed runner wins in full, every other bet loses.
        const pnls = subsetsUpTo(outcomes, winners).map((set) => placed.reduce((sum, b) => sum + (set.includes(b.outcomeId) ? runnerBetResult(b, b.outcomeId) : b.side === 'back' ? -b.stake : b.stake), 0));
        expect(runnerExtremes(outcomes.map((o) => book.get(o) ?? 0), noWinner, winners)).toEqual({ lowest: Math.min(...pnls), highest: Math.max(...pnls) });
      }),
      { numRuns: 300 },
    );
  });
});
