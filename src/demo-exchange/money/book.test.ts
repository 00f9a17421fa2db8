import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openSettlementFixture } from '../settlement/settlement-fixture';
import { houseBook, marketBook, openBetsOnMarket } from './book';
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
