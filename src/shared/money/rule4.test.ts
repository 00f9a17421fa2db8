import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterDeduction, deductionAt, rule4Deduction, RULE4_CAP, totalDeduction } from './rule4';

describe('Rule 4 deductions', () => {
  it('takes more from the shorter price, and nothing from a long one', () => {
    expect(rule4Deduction(1.1)).toBe(90);
    expect(rule4Deduction(2)).toBe(40);
    expect(rule4Deduction(3)).toBe(20);
    expect(rule4Deduction(10)).toBe(0);
  });

  it('is monotone in the price and never above the cap, whatever the withdrawals', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 50, noNaN: true }), fc.double({ min: 1.01, max: 50, noNaN: true }), (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(rule4Deduction(short)).toBeGreaterThanOrEqual(rule4Deduction(long));
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1.01, max: 50, noNaN: true }), { maxLength: 8 }), (prices) => {
        const total = totalDeduction(prices.map(rule4Deduction));
        expect(total).toBeLessThanOrEqual(RULE4_CAP);
        expect(total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('reduces winnings by the pence per pound', () => {
    expect(afterDeduction(10_000, 25)).toBe(7_500);
    expect(afterDeduction(999, 90)).toBe(99);
  });

  it('charges a bet the withdrawals recorded after it was struck, by the exchange’s order of bets, added up to at most 90p', () => {
    // Recorded when the exchange’s last bet was number 10, 20 and 30.
    const withdrawals = [
      { at: '2026-11-26T12:00:00.000Z', deduction: 40, struckUpToSeq: 10 },
      { at: '2026-11-26T12:05:00.000Z', deduction: 35, struckUpToSeq: 20 },
      { at: '2026-11-26T12:10:00.000Z', deduction: 30, struckUpToSeq: 30 },
    ];
    const bet = (seq: number, placedAt = '2026-11-26T11:00:00.000Z') => ({ seq, placedAt });
    expect(deductionAt(withdrawals, bet(10))).toBe(90);
    expect(deductionAt(withdrawals, bet(11))).toBe(65);
    expect(deductionAt(withdrawals, bet(25))).toBe(30);
    expect(deductionAt(withdrawals, bet(31))).toBe(0);
    expect(deductionAt([], bet(1))).toBe(0);
  });

  it('deducts a bet struck in the same millisecond as a withdrawal but before it: back 100 at 3.0, then a 90p withdrawal, wins 20', () => {
    const same = '2026-11-26T12:00:00.000Z';
    const deduction = deductionAt([{ at: same, deduction: 90, struckUpToSeq: 7 }], { seq: 7, placedAt: same });
    expect(deduction).toBe(90);
    expect(afterDeduction(200_00, deduction)).toBe(20_00);
  });

  it('does not deduct a bet asked for before a withdrawal but struck after it (its bet delay ran over the withdrawal)', () => {
    const withdrawal = { at: '2026-11-26T12:00:02.000Z', deduction: 40, struckUpToSeq: 7 };
    expect(deductionAt([withdrawal], { seq: 8, placedAt: '2026-11-26T12:00:00.000Z' })).toBe(0);
  });

  it('reads a withdrawal recorded before the order was kept (no struckUpToSeq) by the time the bet was asked for', () => {
    const withdrawals = [{ at: '2026-11-26T12:00:00.000Z', deduction: 40, struckUpToSeq: null }];
    expect(deductionAt(withdrawals, { seq: 99, placedAt: '2026-11-26T11:59:59.999Z' })).toBe(40);
    expect(deductionAt(withdrawals, { seq: 1, placedAt: '2026-11-26T12:00:00.000Z' })).toBe(0);
  });
});
