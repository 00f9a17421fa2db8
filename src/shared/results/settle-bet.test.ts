import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineBetResult, runnerBetResult, runnerExposure } from '../money/exposure';
import { settleBet, settlePunter, type SettlementRule, type SettlingBet } from './settle-bet';

const NONE = { deduction: 0, voidFactor: 0 };
const win = (winnerIds: string[], removedIds: string[] = []): SettlementRule => ({ kind: 'runner', winnerIds, deadHeat: null, removedIds });
/** A Win market's dead heat: every winner tied for its one place. */
const deadHeat = (winnerIds: string[]): SettlementRule => ({ kind: 'runner', winnerIds, deadHeat: { tiedIds: winnerIds, places: 1 }, removedIds: [] });
/** A Place market's result: `outright` placed in full, `tiedIds` sharing `places` places. */
const placed = (outright: string[], tiedIds: string[], places: number): SettlementRule => ({ kind: 'runner', winnerIds: [...outright, ...tiedIds], deadHeat: { tiedIds, places }, removedIds: [] });
const back = (outcomeId: string, odds: number, stake: number) => ({ side: 'back' as const, outcomeId, odds, rate: null, line: null, stake });
const lay = (outcomeId: string, odds: number, stake: number) => ({ side: 'lay' as const, outcomeId, odds, rate: null, line: null, stake });

describe('one bet at settlement', () => {
  it('divides the stake in a dead heat: half wins at the odds, half loses', () => {
    // 100.00 at 5.0 on one of two tied runners: 50 wins 200, 50 loses: +150.00.
    expect(settleBet(back('a', 5, 100_00), deadHeat(['a', 'b']), NONE)).toEqual({ outcome: 'won', pnl: 150_00, deadHeat: 2, deadHeatPlaces: 1, deduction: 0 });
    expect(settleBet(lay('a', 5, 100_00), deadHeat(['a', 'b']), NONE)).toMatchObject({ outcome: 'lost', pnl: -150_00, deadHeat: 2 });
    // A sportsbook's several winners each pay in full.
    expect(settleBet(back('b', 3, 10_00), win(['a', 'b']), NONE)).toMatchObject({ pnl: 20_00, deadHeat: 1, deadHeatPlaces: 1 });
  });

  it('settles a Place market’s dead heat for the last place on the places shared over the runners tied', () => {
    // 2 places, A clear first, B and C tied for second: A in full; B and C on half their stake.
    const twoForSecond = placed(['a'], ['b', 'c'], 1);
    expect(settleBet(back('a', 3, 100_00), twoForSecond, NONE)).toEqual({ outcome: 'won', pnl: 200_00, deadHeat: 1, deadHeatPlaces: 1, deduction: 0 });
    expect(settleBet(back('b', 3, 100_00), twoForSecond, NONE)).toEqual({ outcome: 'won', pnl: 50_00, deadHeat: 2, deadHeatPlaces: 1, deduction: 0 });
    expect(settleBet(lay('c', 3, 100_00), twoForSecond, NONE)).toMatchObject({ outcome: 'lost', pnl: -50_00, deadHeat: 2 });
    expect(settleBet(back('d', 3, 100_00), twoForSecond, NONE)).toMatchObject({ outcome: 'lost', pnl: -100_00, deadHeat: 1 });
    // 2 places, three tied for first: each on 2/3 of its stake (300 at 4.0: 200 wins 600, 100 loses: +500).
    const threeForFirst = placed([], ['a', 'b', 'c'], 2);
    expect(settleBet(back('b', 4, 300_00), threeForFirst, NONE)).toEqual({ outcome: 'won', pnl: 500_00, deadHeat: 3, deadHeatPlaces: 2, deduction: 0 });
    expect(settleBet(lay('c', 4, 300_00), threeForFirst, NONE)).toMatchObject({ outcome: 'lost', pnl: -500_00, deadHeat: 3, deadHeatPlaces: 2 });
    // Rule 4 comes off the winning part only: 25p of 600 is 150, so 450 − 100.
    expect(settleBet(back('a', 4, 300_00), threeForFirst, { deduction: 25, voidFactor: 0 })).toMatchObject({ pnl: 350_00, deduction: 25 });
  });

  it('takes the Rule 4 deduction from a winner’s winnings only, and voids a bet on a withdrawn runner', () => {
    expect(settleBet(back('a', 3, 100_00), win(['a']), { deduction: 25, voidFactor: 0 })).toMatchObject({ pnl: 150_00, deduction: 25 });
    expect(settleBet(back('b', 3, 100_00), win(['a']), { deduction: 25, voidFactor: 0 })).toMatchObject({ pnl: -100_00, deduction: 0 });
    expect(settleBet(back('x', 3, 100_00), win(['a'], ['x']), { deduction: 25, voidFactor: 0 })).toEqual({ outcome: 'void', pnl: 0, deadHeat: 1, deadHeatPlaces: 1, deduction: 0 });
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

describe('one punter’s bets at settlement', () => {
  const together = (bets: readonly SettlingBet[]) => bets.map((bet) => ({ bet, deduction: 0 }));

  it('rounds a dead heat once per punter, so lays on both tied runners lose no more than was reserved', () => {
    // Lays of 2.01 at 1.5 on A and on B, a back of 10.00 on C: the worst single winner (A or B) loses 8.99.
    const bets = [lay('a', 1.5, 2_01), lay('b', 1.5, 2_01), back('c', 2, 10_00)];
    expect(runnerExposure(['a', 'b', 'c'], bets)).toBe(8_99);
    // Each lay makes exactly 0.505, the average of −1.00 (its runner wins) and +2.01 (the other one wins):
    // rounded bet by bet the punter would lose 9.00, a paisa more than was reserved.
    const settled = settlePunter(together(bets), deadHeat(['a', 'b']), 0);
    expect(settled.pnl).toBe(-8_99);
    // The bets show 0.50 each rounded down, and the paisa the sum keeps goes to the first of the equal fractions.
    expect(settled.bets.map((b) => b.pnl)).toEqual([51, 50, -10_00]);
  });

  it('rounds a void factor once per punter: two halves of a paisa make one', () => {
    const settled = settlePunter(together([back('a', 2, 1_01), back('a', 2, 1_01)]), win(['a']), 0.5);
    expect(settled.pnl).toBe(1_01);
    expect(settled.bets.map((b) => b.pnl)).toEqual([51, 50]);
  });

  it('settles bets without a dead heat or a void factor each as it is priced, the posting their sum', () => {
    const settled = settlePunter(together([back('a', 2.37, 3_33), lay('b', 4.1, 7_77), back('c', 1.5, 1_01)]), win(['a']), 0);
    // 3.33 at 2.37 wins 4.5621, rounded down to 4.56 as the exposure book prices it.
    expect(settled).toMatchObject({ pnl: 4_56 + 7_77 - 1_01, bets: [{ pnl: 4_56 }, { pnl: 7_77 }, { pnl: -1_01 }] });
  });
});
