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

  it('charges a bet only the withdrawals after it was struck, added up to at most 90p', () => {
    const withdrawals = [
      { at: '2026-11-26T12:00:00.000Z', deduction: 40 },
      { at: '2026-11-26T12:05:00.000Z', deduction: 35 },
      { at: '2026-11-26T12:10:00.000Z', deduction: 30 },
    ];
    expect(deductionAt(withdrawals, '2026-11-26T11:59:59.999Z')).toBe(90);
    expect(deductionAt(withdrawals, '2026-11-26T12:00:00.000Z')).toBe(65);
    expect(deductionAt(withdrawals, '2026-11-26T12:07:00.000Z')).toBe(30);
    expect(deductionAt(withdrawals, '2026-11-26T12:10:00.000Z')).toBe(0);
    expect(deductionAt([], '2026-11-26T12:00:00.000Z')).toBe(0);
  });
});
