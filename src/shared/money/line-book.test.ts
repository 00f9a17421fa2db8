import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineBook, type LineBet } from './exposure';
import { lineFairValue } from './fair-value';
import { IncrementalLineBook } from './line-book';

const bet = fc.record({ side: fc.constantFrom<'yes' | 'no'>('yes', 'no'), line: fc.integer({ min: 0, max: 200 }), rate: fc.integer({ min: 1, max: 500 }), stake: fc.integer({ min: 1, max: 1_000_000 }) });
const houseWorst = (bets: readonly LineBet[]) => Math.max(0, ...lineBook(bets).map((p) => p.pnl));

describe('the incremental line book', () => {
  it('gives the same worst case as the whole book after every bet, in any order', () => {
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 60 }), (bets) => {
        const book = new IncrementalLineBook();
        bets.forEach((b, i) => {
          book.add(b);
          expect(book.worst()).toBe(houseWorst(bets.slice(0, i + 1)));
        });
        expect(new IncrementalLineBook([...bets].reverse()).worst()).toBe(houseWorst(bets));
      }),
    );
  });

  it('counts no result below a line of 0: a NO at 0 cannot win, so the house cannot lose on it', () => {
    expect(new IncrementalLineBook([{ side: 'no', line: 0, rate: 100, stake: 1000 }]).worst()).toBe(0);
    expect(new IncrementalLineBook([{ side: 'no', line: 1, rate: 100, stake: 1000 }]).worst()).toBe(1000);
  });

  it('never reports a negative worst case', () => {
    fc.assert(
      fc.property(fc.array(bet, { maxLength: 30 }), (bets) => {
        expect(new IncrementalLineBook(bets).worst()).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('the fair value of a line', () => {
  const quote = fc
    .record({ noLine: fc.integer({ min: 0, max: 900 }), gap: fc.integer({ min: 0, max: 20 }), noRate: fc.integer({ min: 1, max: 500 }), yesRate: fc.integer({ min: 1, max: 500 }) })
    .map(({ noLine, gap, noRate, yesRate }) => ({ noLine, yesLine: noLine + gap, noRate, yesRate }));

  it('stays within half the gap (at least half a run) of the mid-line', () => {
    fc.assert(
      fc.property(quote, (q) => {
        const mid = (q.noLine + q.yesLine) / 2;
        expect(Math.abs(lineFairValue(q) - mid)).toBeLessThanOrEqual(Math.max(1, q.yesLine - q.noLine) / 2 + 0.005);
      }),
    );
  });

  it('is the mid-line at even rates, and leans up as the YES side gets likelier (a lower YES rate)', () => {
    expect(lineFairValue({ noLine: 48, noRate: 100, yesLine: 50, yesRate: 100 })).toBe(49);
    fc.assert(
      fc.property(quote, fc.integer({ min: 1, max: 100 }), (q, less) => {
        expect(lineFairValue({ ...q, yesRate: Math.max(1, q.yesRate - less) })).toBeGreaterThanOrEqual(lineFairValue(q));
      }),
    );
  });
});
