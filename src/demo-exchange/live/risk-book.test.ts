import { describe, expect, it } from 'vitest';
import type { LiveMarket } from '@shared/contract/live';
import fc from 'fast-check';
import { toMajor, toMinor } from '@shared/money/amounts';
import { lineBetResult } from '@shared/money/exposure';
import { applyBet, createRiskBook, fancyRateOf, liabilityOf, liabilityValue } from './risk-book';

const market = { selections: [{ selectionId: 'a', name: 'A', status: 'active' }, { selectionId: 'b', name: 'B', status: 'active' }] } as LiveMarket;

describe('the house risk book', () => {
  it('loses stake × (odds − 1) on a backed selection that wins and keeps the stake otherwise', () => {
    const book = createRiskBook(market, 'ladder');
    applyBet(book, { outcomeId: 'a', side: 'back', odds: 3, stake: 100 });
    expect(Object.fromEntries(book.pnl)).toEqual({ a: -200, b: 100 });
    expect(liabilityOf(book)).toBe(200);
  });

  it('on a Place market (2 places) loses on its worst pair of placed runners, not on one winner', () => {
    const three = { selections: [...market.selections, { selectionId: 'c', name: 'C', status: 'active' }] } as LiveMarket;
    const book = createRiskBook(three, 'ladder', 2);
    applyBet(book, { outcomeId: 'a', side: 'back', odds: 3, stake: 100 });
    applyBet(book, { outcomeId: 'b', side: 'back', odds: 3, stake: 100 });
    // One winner: A or B costs 200 and keeps the other's 100; A and B both placed cost 400.
    expect(Object.fromEntries(book.pnl)).toEqual({ a: -100, b: -100, c: 200 });
    expect(liabilityOf(book)).toBe(400);
    expect(liabilityOf({ ...book, winners: 1 })).toBe(100);
  });

  it('offsets lay bets against back bets', () => {
    const book = createRiskBook(market, 'ladder');
    applyBet(book, { outcomeId: 'a', side: 'back', odds: 3, stake: 100 });
    applyBet(book, { outcomeId: 'a', side: 'lay', odds: 3, stake: 100 });
    expect(Object.fromEntries(book.pnl)).toEqual({ a: 0, b: 0 });
    expect(liabilityOf(book)).toBe(0);
    expect(book).toMatchObject({ betCount: 2, stake: 200 });
  });

  it('leaves a removed selection (a non-runner) out of the outcomes, and moves nothing for a bet on it, though it counts among the bets', () => {
    const three = { selections: [...market.selections, { selectionId: 'c', name: 'C', status: 'removed' }] } as LiveMarket;
    const book = createRiskBook(three, 'ladder');
    applyBet(book, { outcomeId: 'c', side: 'lay', odds: 2, stake: 100 });
    applyBet(book, { outcomeId: 'a', side: 'lay', odds: 2, stake: 100 });
    // The lay of C is void: it no longer pays the house 100 when A wins.
    expect(Object.fromEntries(book.pnl)).toEqual({ a: 100, b: -100 });
    expect(liabilityValue(book, three, 0).selections.map((s) => s.selectionId)).toEqual(['a', 'b']);
    expect(liabilityOf(book)).toBe(100);
    expect(book).toMatchObject({ betCount: 2, stake: 200 });
  });

  it('takes a bet’s Rule 4 deduction off its winnings as settlement does (rounded down twice); a bet without one is as struck', () => {
    const book = createRiskBook(market, 'ladder');
    // Back A 10.01 at 2.5 with 55p off: wins 15.01 (15.015 rounded down), less 55p in the pound: 6.75.
    applyBet(book, { outcomeId: 'a', side: 'back', odds: 2.5, stake: 10.01, deduction: 55 });
    // Lay B 10 at 3 with 30p off: the punter pays 20 less 6 when B wins, and wins 10 when A does.
    applyBet(book, { outcomeId: 'b', side: 'lay', odds: 3, stake: 10, deduction: 30 });
    expect(Object.fromEntries(book.pnl)).toEqual({ a: -16.75, b: 24.01 });
    // Back A 10 at 3, struck after the withdrawals: wins its whole 20.
    applyBet(book, { outcomeId: 'a', side: 'back', odds: 3, stake: 10 });
    expect(Object.fromEntries(book.pnl)).toEqual({ a: -36.75, b: 34.01 });
  });

  it('books a fancy line by its result ranges: a YES (back) and a NO (lay) at their lines and rates', () => {
    const book = createRiskBook(market, 'line');
    applyBet(book, { outcomeId: 'yes', side: 'back', odds: 2, stake: 100, line: 50 });
    applyBet(book, { outcomeId: 'no', side: 'lay', odds: 1.9, stake: 50, line: 48 });
    // Below 48 the YES loses 100 and the NO wins 50; from 48 both lose (100 and 45); from 50 the YES wins 100.
    expect(liabilityValue(book, market, 0).selections).toEqual([
      { selectionId: 'runs:47', name: 'Below 48', pnl: 50 },
      { selectionId: 'runs:48', name: '48 to 49', pnl: 145 },
      { selectionId: 'runs:50', name: '50 or more', pnl: -55 },
    ]);
    expect(liabilityOf(book)).toBe(55);
    expect(book).toMatchObject({ betCount: 2, stake: 150 });
  });

  it('has no range below a line of 0: a YES at 0 cannot lose', () => {
    const book = createRiskBook(market, 'line');
    applyBet(book, { outcomeId: 'yes', side: 'back', odds: 1.9, stake: 100, line: 0 });
    expect(liabilityValue(book, market, 0).selections).toEqual([{ selectionId: 'runs:0', name: '0 or more', pnl: -90 }]);
    expect(liabilityOf(book)).toBe(90);
  });

  it('says of a fancy line what the exchange reserves: the punters’ best case over every result (0 runs or more)', () => {
    const bet = fc.record({
      side: fc.constantFrom('back' as const, 'lay' as const),
      line: fc.integer({ min: 0, max: 60 }),
      odds: fc.integer({ min: 101, max: 400 }).map((n) => n / 100),
      stake: fc.integer({ min: 1, max: 100_000 }).map((n) => n / 100),
    });
    fc.assert(
      fc.property(fc.array(bet, { minLength: 1, maxLength: 30 }), (bets) => {
        const book = createRiskBook(market, 'line');
        for (const b of bets) applyBet(book, { outcomeId: b.side === 'back' ? 'yes' : 'no', ...b });
        const asExchange = bets.map((b) => ({ side: b.side === 'back' ? ('yes' as const) : ('no' as const), line: b.line, rate: fancyRateOf(b.odds), stake: toMinor(b.stake) }));
        const punters = Array.from({ length: 62 }, (_, result) => asExchange.reduce((sum, b) => sum + lineBetResult(b, result), 0));
        expect(liabilityOf(book)).toBe(toMajor(Math.max(0, ...punters)));
      }),
    );
  });
});
