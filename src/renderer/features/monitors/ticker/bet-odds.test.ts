import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineBetResult } from '@shared/money/exposure';
import { betOdds } from './bet-odds';

/** A fancy bet as the feed sends it: its rate as odds 1 + rate / 100 (two decimals), back for YES, lay for NO. */
const fancyBet = (side: 'back' | 'lay', rate: number) => ({ side, line: 54, odds: Math.round((1 + rate / 100) * 100) / 100 });

describe('the odds the bet ticker shows', () => {
  it('shows a fancy NO at 110 at 1.91 and a YES at 90 at 1.90, as the fancy desk’s Fair value does', () => {
    expect(betOdds(fancyBet('lay', 110))).toBe(1.91);
    expect(betOdds(fancyBet('back', 90))).toBe(1.9);
  });

  it('shows every fancy bet at what it pays per 1 risked, as settlement pays it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.constantFrom('back' as const, 'lay' as const), (rate, side) => {
        const stake = 100_000;
        const bet = { side: side === 'back' ? ('yes' as const) : ('no' as const), line: 54, rate, stake };
        const won = lineBetResult(bet, side === 'back' ? 54 : 53);
        const risked = -lineBetResult(bet, side === 'back' ? 53 : 54);
        // What 1 risked brings back when the bet wins, to the two decimals odds are shown in.
        expect(Math.abs(betOdds(fancyBet(side, rate)) - (1 + won / risked))).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('leaves runner bets’ odds as they are, back or lay', () => {
    expect(betOdds({ side: 'lay', line: null, odds: 2.1 })).toBe(2.1);
    expect(betOdds({ side: 'back', line: null, odds: 3.25 })).toBe(3.25);
  });
});
