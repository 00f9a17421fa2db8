import { describe, expect, it } from 'vitest';
import type { ResultBet } from '@shared/contract/results';
import { betsTotalsOf } from './bets-totals';
import { moneyMovedText } from './money-moved';
import { resultBet } from './result-bet.testing';

let made = 0;
const bet = (punter: string, status: ResultBet['status'], pnl: number | null): ResultBet => resultBet(`b${(made += 1)}`, punter, status, pnl);

describe('the bets of a market added up', () => {
  it('nets each punter’s settled bets first, as their one posting does, then adds up the winners and the losers apart', () => {
    const totals = betsTotalsOf([
      bet('punter0001', 'settled', 45_00),
      bet('punter0001', 'settled', 100_00),
      bet('punter0002', 'settled', -100_00),
      // Won on one bet, lost more on the other: one loser of 30, as the settlement posts it.
      bet('punter0003', 'settled', 50_00),
      bet('punter0003', 'settled', -80_00),
      bet('punter0004', 'voided', null),
      bet('punter0005', 'matched', null),
      bet('punter0005', 'matched', null),
    ]);
    expect(totals).toEqual({ settled: { betCount: 5, punterCount: 3, punterWon: 145_00, punterLost: 130_00 }, open: { betCount: 2, punterCount: 1 }, voided: 1 });
  });

  it('counts a punter whose bets net to nothing among the punters, winning and losing nothing, as the settlement does', () => {
    expect(betsTotalsOf([bet('punter0001', 'settled', 50_00), bet('punter0001', 'settled', -50_00)]).settled).toEqual({ betCount: 2, punterCount: 1, punterWon: 0, punterLost: 0 });
  });
});

describe('the money of a settlement in words', () => {
  const money = { betCount: 5, punterCount: 3, punterWon: 145_00, punterLost: 130_00 };

  it('reads the same in the settle preview and under the bets it settled, tense apart, so each figure ties back', () => {
    expect(moneyMovedText(money, 'preview')).toBe('5 bets of 3 punters: punters win ₹145.00 and lose ₹130.00; the house and agents pay ₹15.00.');
    expect(moneyMovedText(money, 'settled')).toBe('5 bets of 3 punters settled: punters won ₹145.00 and lost ₹130.00; the house and agents paid ₹15.00.');
    expect(moneyMovedText({ ...money, betCount: 1, punterCount: 1, punterWon: 0 }, 'settled')).toBe('1 bet of 1 punter settled: punters won ₹0.00 and lost ₹130.00; the house and agents took ₹130.00.');
  });
});
