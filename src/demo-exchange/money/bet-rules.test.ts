import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineBetResult } from '@shared/money/exposure';
import { betWinAndLoss, closesAtOff, limitRefusal, offRefusal } from './bet-rules';

const LIMIT = { minStake: 1, maxStake: 10_000, maxProfit: 500, maxLiability: 500 };

describe('betWinAndLoss', () => {
  it('of a line bet is its best and worst over every result that can happen (0 runs or more)', () => {
    const lineBet = fc.record({
      side: fc.constantFrom('yes' as const, 'no' as const),
      line: fc.integer({ min: 0, max: 60 }),
      rate: fc.integer({ min: 2, max: 600 }).map((n) => n / 2),
      stake: fc.integer({ min: 1, max: 10_000_00 }),
    });
    fc.assert(
      fc.property(lineBet, (bet) => {
        const results = Array.from({ length: 62 }, (_, result) => lineBetResult(bet, result));
        expect(betWinAndLoss(bet)).toEqual({ win: Math.max(0, ...results), loss: Math.max(0, -Math.min(...results)) });
      }),
    );
  });

  it('a YES at 0 cannot lose and a NO at 0 cannot win; at 1 both can', () => {
    expect(betWinAndLoss({ side: 'yes', line: 0, rate: 90, stake: 1000 })).toEqual({ win: 900, loss: 0 });
    expect(betWinAndLoss({ side: 'no', line: 0, rate: 110, stake: 1000 })).toEqual({ win: 0, loss: 1100 });
    expect(betWinAndLoss({ side: 'yes', line: 1, rate: 90, stake: 1000 })).toEqual({ win: 900, loss: 1000 });
    expect(betWinAndLoss({ side: 'no', line: 1, rate: 110, stake: 1000 })).toEqual({ win: 1000, loss: 1100 });
  });

  it('of a runner bet: a back risks its stake, a lay its liability', () => {
    expect(betWinAndLoss({ side: 'back', odds: 2.5, stake: 1000 })).toEqual({ win: 1500, loss: 1000 });
    expect(betWinAndLoss({ side: 'lay', odds: 2.5, stake: 1000 })).toEqual({ win: 1000, loss: 1500 });
  });
});

describe('limitRefusal', () => {
  it('does not refuse a YES at 0 for a liability it cannot have, and refuses a YES at 1 for it', () => {
    const stake = 520_00; // over the 500 maximum liability; wins 80 % of it (416), under the 500 maximum profit
    expect(limitRefusal({ side: 'yes', line: 0, rate: 80, stake }, LIMIT)).toBeUndefined();
    expect(limitRefusal({ side: 'yes', line: 1, rate: 80, stake }, LIMIT)?.reason).toBe('aboveMaxLiability');
  });

  it('does not refuse a NO at 0 for a profit it cannot make, and refuses a NO at 1 for it', () => {
    const stake = 400_00; // loses 110 % of it (440, under 500); would win 400, over a 300 maximum profit
    const limit = { ...LIMIT, maxProfit: 300 };
    expect(limitRefusal({ side: 'no', line: 0, rate: 110, stake }, limit)).toBeUndefined();
    expect(limitRefusal({ side: 'no', line: 1, rate: 110, stake }, limit)?.reason).toBe('aboveMaxProfit');
  });
});

describe('offRefusal', () => {
  const off = '2026-03-10T08:43:00.000Z';
  const at = (iso: string) => new Date(iso);

  it('closes a race’s bets at the off, virtual or horse, whatever its event says', () => {
    const virtual = { family: 'virtual' as const, openDate: off, inPlayCapable: false };
    expect(offRefusal(virtual, at('2026-03-10T08:42:59.999Z'))).toBeUndefined();
    expect(offRefusal(virtual, at(off))).toEqual({ reason: 'marketNotOpen', message: 'The race is off (08:43:00 UTC): this market is not traded in play, so its bets closed at the off.' });
    expect(offRefusal(virtual, at('2026-03-10T08:43:37.000Z'))?.reason).toBe('marketNotOpen');
    expect(offRefusal({ family: 'racing', openDate: off, inPlayCapable: true }, at('2026-03-10T08:43:01.000Z'))?.reason).toBe('marketNotOpen');
  });

  it('closes any market of an event not traded in play at its start, and leaves an in-play event’s markets to their status', () => {
    expect(offRefusal({ family: 'matchOdds', openDate: off, inPlayCapable: false }, at(off))?.message).toMatch(/^The event has started \(08:43:00 UTC\)/);
    expect(offRefusal({ family: 'matchOdds', openDate: off, inPlayCapable: true }, at('2026-03-10T10:00:00.000Z'))).toBeUndefined();
    expect(closesAtOff({ family: 'lottery', inPlayCapable: true })).toBe(false);
  });
});
