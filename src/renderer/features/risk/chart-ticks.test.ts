import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountTicks, timeTicks } from './chart-ticks';

/** A step is round: 1, 2, 2.5 or 5 times a power of ten. */
const isRound = (step: number) => {
  const fraction = step / 10 ** Math.floor(Math.log10(step) + 1e-9);
  return [1, 2, 2.5, 5].some((nice) => Math.abs(fraction - nice) < 1e-6);
};

/** Rupee amounts as the charts get them: whole paise, up to ±₹1,000 crore. */
const amounts = fc.array(fc.integer({ min: -1e12, max: 1e12 }).map((paise) => paise / 100), { minLength: 1, maxLength: 40 });

describe('the ticks of a rupee axis', () => {
  it('reads round values through zero for the P/L the tester saw', () => {
    expect(amountTicks([-2_641.3])).toEqual([-3_000, -2_000, -1_000, 0]);
    expect(amountTicks([-1_416.38])).toEqual([-1_500, -1_000, -500, 0]);
    expect(amountTicks([49_756, 20_220])).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000]);
    expect(amountTicks([0.4])).toEqual([0, 1]);
  });

  it('covers every amount and zero, evenly, on a round step of at least one rupee, with few ticks', () => {
    fc.assert(
      fc.property(amounts, (values) => {
        const ticks = amountTicks(values);
        const step = ticks[1]! - ticks[0]!;
        expect(ticks).toContain(0);
        expect(ticks[0]).toBeLessThanOrEqual(Math.min(...values));
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(...values));
        expect(step).toBeGreaterThanOrEqual(1);
        expect(isRound(step)).toBe(true);
        ticks.forEach((tick, i) => expect(Math.abs(tick - (ticks[0]! + i * step))).toBeLessThan(step * 1e-9));
        expect(ticks.length).toBeLessThanOrEqual(8);
      }),
    );
  });

  it('gives an axis of all zeros a height: 0 and 1', () => {
    expect(amountTicks([0, 0])).toEqual([0, 1]);
  });
});

const T0 = Date.UTC(2026, 10, 28, 14, 7, 0);

describe('the ticks of a time axis', () => {
  it('puts bets of 14:07:00, 14:07:01 and 14:07:12 on whole seconds, none twice', () => {
    const { ticks, precision } = timeTicks([T0, T0 + 1_000, T0 + 12_000, T0 + 12_000], 0);
    expect(ticks).toEqual([T0, T0 + 5_000, T0 + 10_000]);
    expect(precision).toBe('seconds');
  });

  it('cuts hours on the zone’s own whole hours (India: 15:00, not 14:30)', () => {
    const ist = 330;
    const { ticks, precision } = timeTicks([T0, T0 + 3 * 3_600_000], ist);
    expect(precision).toBe('minutes');
    // 14:07 UTC is 19:37 in India: the first tick is 20:00 there, 14:30 UTC.
    expect(ticks[0]).toBe(Date.UTC(2026, 10, 28, 14, 30));
  });

  it('keeps its ticks inside the times, ascending, at least a second apart, at most five', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: T0, max: T0 + 40 * 86_400_000 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: -720, max: 840 }), (times, offset) => {
        const { ticks, domain } = timeTicks(times, offset);
        expect(domain[0]).toBe(Math.min(...times));
        expect(domain[1]).toBeGreaterThanOrEqual(Math.max(...times));
        expect(ticks.length).toBeLessThanOrEqual(5);
        ticks.forEach((tick, i) => {
          expect(tick).toBeGreaterThanOrEqual(domain[0]);
          expect(tick).toBeLessThanOrEqual(domain[1]);
          if (i > 0) expect(tick - ticks[i - 1]!).toBeGreaterThanOrEqual(1_000);
        });
      }),
    );
  });
});
