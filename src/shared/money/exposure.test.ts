import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineBetResult, lineBook, lineExposure, runnerBetResult, runnerBook, runnerExposure, type LineBet, type RunnerBet } from './exposure';
import { splitByShares } from './accounts';
import { afterDeduction } from './rule4';

const OUTCOMES = ['a', 'b', 'c', 'd'];
const runnerBet = fc.record({
  outcomeId: fc.constantFrom(...OUTCOMES),
  side: fc.constantFrom('back' as const, 'lay' as const),
  odds: fc.integer({ min: 101, max: 5000 }).map((n) => n / 100),
  stake: fc.integer({ min: 1, max: 10_000_000 }),
});
const lineBet = fc.record({
  side: fc.constantFrom('yes' as const, 'no' as const),
  line: fc.integer({ min: 0, max: 60 }),
  rate: fc.integer({ min: 1, max: 500 }),
  stake: fc.integer({ min: 1, max: 10_000_000 }),
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('runner markets: exposure is the worst case over every outcome', () => {
  it('matches a brute force over each winner', () => {
    fc.assert(
      fc.property(fc.array(runnerBet, { maxLength: 40 }), (bets: RunnerBet[]) => {
        const book = runnerBook(OUTCOMES, bets);
        for (const winner of OUTCOMES) expect(book.get(winner)).toBe(sum(bets.map((b) => runnerBetResult(b, winner))));
        const worst = Math.max(0, ...OUTCOMES.map((w) => -sum(bets.map((b) => runnerBetResult(b, w)))));
        expect(runnerExposure(OUTCOMES, bets)).toBe(worst);
      }),
    );
  });

  it('takes a bet’s Rule 4 deduction from its winnings (rounded down after the odds), never from a stake', () => {
    const back: RunnerBet = { outcomeId: 'a', side: 'back', odds: 2.5, stake: 333, deduction: 45 };
    expect(runnerBetResult(back, 'a')).toBe(afterDeduction(499, 45));
    expect(runnerBetResult(back, 'b')).toBe(-333);
    expect(runnerBetResult({ ...back, side: 'lay' }, 'a')).toBe(-afterDeduction(499, 45));
    expect(runnerBetResult({ ...back, side: 'lay' }, 'b')).toBe(333);
    fc.assert(
      fc.property(fc.array(fc.record({ bet: runnerBet, deduction: fc.integer({ min: 0, max: 90 }) }), { maxLength: 30 }), (drawn) => {
        const bets = drawn.map(({ bet, deduction }) => ({ ...bet, deduction }));
        const book = runnerBook(OUTCOMES, bets);
        for (const winner of OUTCOMES) expect(book.get(winner)).toBe(sum(bets.map((b) => runnerBetResult(b, winner))));
      }),
    );
  });

  it('a back and a lay of the same runner at the same odds cancel out', () => {
    expect(runnerExposure(OUTCOMES, [{ outcomeId: 'a', side: 'back', odds: 3, stake: 100 }, { outcomeId: 'a', side: 'lay', odds: 3, stake: 100 }])).toBe(0);
  });
});

describe('line markets (fancy): exposure is the worst case over every result position', () => {
  it('matches a brute force over every whole result from 0 (no run) to 61', () => {
    fc.assert(
      fc.property(fc.array(lineBet, { maxLength: 40 }), (bets: LineBet[]) => {
        const results = Array.from({ length: 62 }, (_, i) => i);
        const worst = Math.max(0, ...results.map((r) => -sum(bets.map((b) => lineBetResult(b, r)))));
        expect(lineExposure(bets)).toBe(worst);
        const positions = lineBook(bets);
        for (const r of results) {
          const position = positions.filter((p) => p.from <= r).at(-1);
          if (bets.length > 0) expect(position?.pnl).toBe(sum(bets.map((b) => lineBetResult(b, r))));
        }
      }),
    );
  });

  it('has no position below a line of 0: a YES there cannot lose, a NO there cannot win', () => {
    const yes: LineBet = { side: 'yes', line: 0, rate: 100, stake: 1000 };
    const no: LineBet = { side: 'no', line: 0, rate: 120, stake: 1000 };
    expect(lineBook([yes, no])).toEqual([{ from: 0, pnl: 1000 - 1200 }]);
    expect(lineExposure([yes])).toBe(0);
    expect(lineExposure([no])).toBe(1200);
    // A line above 0 keeps its "below" position: runs under it are possible.
    expect(lineBook([{ ...yes, line: 1 }])).toEqual([
      { from: Number.NEGATIVE_INFINITY, pnl: -1000 },
      { from: 1, pnl: 1000 },
    ]);
  });

  it('follows the desk convention: YES at L wins at L, NO at L loses at L', () => {
    expect(lineBetResult({ side: 'yes', line: 50, rate: 100, stake: 1000 }, 50)).toBe(1000);
    expect(lineBetResult({ side: 'yes', line: 50, rate: 100, stake: 1000 }, 49)).toBe(-1000);
    expect(lineBetResult({ side: 'no', line: 48, rate: 110, stake: 1000 }, 47)).toBe(1000);
    expect(lineBetResult({ side: 'no', line: 48, rate: 110, stake: 1000 }, 48)).toBe(-1100);
  });

  it('a YES 50 and a NO 52 from one punter risk nothing, though each alone risks its stake', () => {
    const bets: LineBet[] = [{ side: 'yes', line: 50, rate: 100, stake: 1000 }, { side: 'no', line: 52, rate: 100, stake: 1000 }];
    expect(lineExposure(bets)).toBe(0);
    expect(lineExposure([{ side: 'no', line: 48, rate: 100, stake: 1000 }, { side: 'yes', line: 50, rate: 100, stake: 1000 }])).toBe(2000);
  });
});

describe('agent shares', () => {
  it('split a punter result so that punter and parties sum to zero, whatever the shares', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 4 }), (result, shares) => {
        const chain = [...shares.map((share, i) => ({ accountId: `p${i}`, level: 'agent' as const, share })), { accountId: 'house', level: 'admin' as const, share: 0 }];
        const parts = splitByShares(result, chain);
        expect(result + sum(parts.map((p) => p.amount))).toBe(0);
        for (const part of parts) expect(Number.isInteger(part.amount)).toBe(true);
      }),
    );
  });
});
