import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineBetResult, runnerBetResult } from '../money/exposure';
import { settleBet, type SettlementRule } from './settle-bet';

const NONE = { deduction: 0, voidFactor: 0 };
const win = (winnerIds: string[], deadHeat = false, removedIds: string[] = []): SettlementRule => ({ kind: 'runner', winnerIds, deadHeat, removedIds });
const back = (outcomeId: string, odds: number, stake: number) => ({ side: 'back' as const, outcomeId, odds, rate: null, line: null, stake });
const lay = (outcomeId: string, odds: number, stake: number) => ({ side: 'lay' as const, outcomeId, odds, rate: null, line: null, stake });

describe('one bet at settlement', () => {
  it('divides the stake in a dead heat: half wins at the odds, half loses', () => {
    // 100.00 at 5.0 on one of two tied runners: 50 wins 200, 50 loses: +150.00.
    expect(settleBet(back('a', 5, 100_00), win(['a', 'b'], true), NONE)).toEqual({ outcome: 'won', pnl: 150_00, deadHeat: 2, deduction: 0 });
    expect(settleBet(lay('a', 5, 100_00), win(['a', 'b'], true), NONE)).toMatchObject({ outcome: 'lost', pnl: -150_00, deadHeat: 2 });
    // A sportsbook's several winners each pay in full.
    expect(settleBet(back('b', 3, 10_00), win(['a', 'b']), NONE)).toMatchObject({ pnl: 20_00, deadHeat: 1 });
  });

  it('takes the Rule 4 deduction from a winner’s winnings only, and voids a bet on a withdrawn runner', () => {
    expect(settleBet(back('a', 3, 100_00), win(['a']), { deduction: 25, voidFactor: 0 })).toMatchObject({ pnl: 150_00, deduction: 25 });
    expect(settleBet(back('b', 3, 100_00), win(['a']), { deduction: 25, voidFactor: 0 })).toMatchObject({ pnl: -100_00, deduction: 0 });
    expect(settleBet(back('x', 3, 100_00), win(['a'], false, ['x']), { deduction: 25, voidFactor: 0 })).toEqual({ outcome: 'void', pnl: 0, deadHeat: 1, deduction: 0 });
  });

  it('settles exactly as the exposure books price the bet when nothing else applies (so a loss never exceeds the reservation)', () => {
    fc.assert(
      fc.property(fc.constantFrom('a', 'b', 'c'), fc.constantFrom('a', 'b', 'c'), fc.boolean(), fc.integer({ min: 101, max: 5000 }), fc.integer({ min: 1, max: 1_000_000 }), (outcome, winner, backs, odds100, stake) => {
        const bet = { side: backs ? ('back' as const) : ('lay' as const), outcomeId: outcome, odds: odds100 / 100, rate: null, line: null, stake };
        expect(settleBet(bet, win([winner]), NONE).pnl).toBe(runnerBetResult({ outcomeId: outcome, side: bet.side, odds: bet.odds, stake }, winner) + 0);
      }),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 50, max: 200 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 200 }), (yes, line, rate, stake, value) => {
        const side = yes ? ('yes' as const) : ('no' as const);
        expect(settleBet({ side, outcomeId: side, odds: null, rate, line, stake }, { kind: 'line', value }, NONE).pnl).toBe(lineBetResult({ side, line, rate, stake }, value) + 0);
      }),
    );
  });

  it('settles (1 − f) of the bet under a void factor f, rounded towards the house', () => {
    expect(settleBet(back('a', 2.5, 100_00), win(['a']), { deduction: 0, voidFactor: 0.5 })).toMatchObject({ pnl: 75_00 });
    expect(settleBet(back('b', 2.5, 100_01), win(['a']), { deduction: 0, voidFactor: 0.5 })).toMatchObject({ pnl: -50_01 });
  });
});
