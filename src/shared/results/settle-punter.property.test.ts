import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runnerBetResult, runnerExposure, type RunnerBet } from '../money/exposure';
import { afterDeduction } from '../money/rule4';
import { settleBet, settlePunter, type PunterBet, type SettlementRule } from './settle-bet';

/**
 * A punter's book on a six-runner race settled on random dead heats (2 to 4 runners tied), void factors (a
 * whole percentage) and Rule 4 deductions, checked against whole-number arithmetic: the exact P/L of a dead
 * heat is the average of what each bet makes when each tied runner wins alone.
 */
const RUNNERS = ['a', 'b', 'c', 'd', 'e', 'f'];

const betArb = fc.record({
  outcomeId: fc.constantFrom(...RUNNERS),
  side: fc.constantFrom('back' as const, 'lay' as const),
  odds: fc.integer({ min: 101, max: 3000 }).map((hundredths) => hundredths / 100),
  stake: fc.integer({ min: 1, max: 200_000 }),
});
const bookArb = fc.array(betArb, { minLength: 1, maxLength: 10 });
const tiedArb = fc.shuffledSubarray(RUNNERS, { minLength: 2, maxLength: 4 });
/**
 * The tight case: the same bets on every tied runner (lays make them the punter's worst results, all equal),
 * so the dead heat's exact P/L is exactly the reservation and any rounding per bet would lose more.
 */
const mirroredArb = fc
  .tuple(tiedArb, fc.array(betArb, { minLength: 1, maxLength: 2 }), fc.array(betArb, { maxLength: 2 }))
  .map(([tied, template, others]) => ({ tied, book: [...tied.flatMap((outcomeId) => template.map((bet) => ({ ...bet, outcomeId }))), ...others] }));
const deadHeatArb = fc.oneof(
  fc.tuple(bookArb, tiedArb).map(([book, tied]) => ({ book, tied })),
  mirroredArb,
);
const voidPercentArb = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 99 }));
const deductionsArb = fc.array(fc.constantFrom(0, 5, 25, 55, 90), { minLength: 12, maxLength: 12 });

const deadHeat = (winnerIds: readonly string[]): SettlementRule => ({ kind: 'runner', winnerIds, deadHeat: true, removedIds: [] });
const asSettling = (bet: RunnerBet): PunterBet['bet'] => ({ ...bet, rate: null, line: null });
const withDeductions = (book: readonly RunnerBet[], deductions: readonly number[]): PunterBet[] => book.map((bet, i) => ({ bet: asSettling(bet), deduction: deductions[i] ?? 0 }));

/** What a bet makes when `winner` wins alone, Rule 4 taken from what its own runner's win pays (winnings, or a lay's liability). */
const alone = (bet: RunnerBet, winner: string, deduction: number): number => {
  const pnl = runnerBetResult(bet, winner);
  return bet.outcomeId === winner ? Math.sign(pnl) * afterDeduction(Math.abs(pnl), deduction) : pnl;
};

/** A bet's exact P/L as numerator / denominator (whole numbers): the average over the tied runners, less the void factor. */
const exactOf = (bet: RunnerBet, deduction: number, tied: readonly string[], voidPercent: number) => ({
  numerator: tied.reduce((sum, winner) => sum + alone(bet, winner, deduction), 0) * (100 - voidPercent),
  denominator: 100 * tied.length,
});

/** Whole-number floor division (safe integers: the quotient is rounded correctly, so its floor is exact). */
const floorDiv = (numerator: number, denominator: number): number => Math.floor(numerator / denominator) + 0;

describe('a punter’s bets settled together on a dead heat', () => {
  it('posts the punter’s exact P/L rounded towards the house once', () => {
    fc.assert(
      fc.property(deadHeatArb, voidPercentArb, deductionsArb, ({ book, tied }, voidPercent, deductions) => {
        const exact = book.map((bet, i) => exactOf(bet, deductions[i] ?? 0, tied, voidPercent));
        const total = exact.reduce((sum, e) => sum + e.numerator, 0);
        expect(settlePunter(withDeductions(book, deductions), deadHeat(tied), voidPercent / 100).pnl).toBe(floorDiv(total, 100 * tied.length));
      }),
      { numRuns: 500 },
    );
  });

  it('never loses more than the punter’s reservation (the worst single winner of the book), with or without a void factor', () => {
    fc.assert(
      fc.property(fc.oneof(deadHeatArb, fc.tuple(bookArb, fc.constantFrom(...RUNNERS)).map(([book, winner]) => ({ book, tied: [winner] }))), voidPercentArb, ({ book, tied }, voidPercent) => {
        const reserved = runnerExposure(RUNNERS, book);
        expect(settlePunter(withDeductions(book, []), deadHeat(tied), voidPercent / 100).pnl).toBeGreaterThanOrEqual(-reserved);
      }),
      { numRuns: 1000 },
    );
  });

  it('shows per bet its exact P/L rounded down or a paisa more, the paise on the largest dropped fractions (ties: the earlier bet), adding up to the posting', () => {
    fc.assert(
      fc.property(deadHeatArb, voidPercentArb, deductionsArb, ({ book, tied }, voidPercent, deductions) => {
        const settled = settlePunter(withDeductions(book, deductions), deadHeat(tied), voidPercent / 100);
        expect(settled.bets.reduce((sum, bet) => sum + bet.pnl, 0)).toBe(settled.pnl);
        const denominator = 100 * tied.length;
        const shares = book.map((bet, i) => {
          const { numerator } = exactOf(bet, deductions[i] ?? 0, tied, voidPercent);
          const floor = floorDiv(numerator, denominator);
          // The dropped fraction, in units of 1 / denominator: a whole number, so ranks compare exactly.
          return { floor, dropped: numerator - floor * denominator, extra: (settled.bets[i]?.pnl ?? 0) - floor };
        });
        expect(shares.every((s) => s.extra === 0 || s.extra === 1)).toBe(true);
        expect(shares.filter((s) => s.extra === 1).length).toBeLessThan(book.length);
        shares.forEach((given, i) => {
          if (given.extra !== 1) return;
          shares.forEach((other, j) => {
            if (other.extra === 0) expect(given.dropped > other.dropped || (given.dropped === other.dropped && i < j), `bet ${i} over bet ${j}`).toBe(true);
          });
        });
      }),
      { numRuns: 500 },
    );
  });

  it('settles the same bets the same way every time, and a punter’s one bet as settleBet does', () => {
    fc.assert(
      fc.property(deadHeatArb, voidPercentArb, deductionsArb, ({ book, tied }, voidPercent, deductions) => {
        const bets = withDeductions(book, deductions);
        expect(settlePunter(bets, deadHeat(tied), voidPercent / 100)).toEqual(settlePunter(bets, deadHeat(tied), voidPercent / 100));
        const [first] = bets;
        if (first) expect(settlePunter([first], deadHeat(tied), voidPercent / 100).bets).toEqual([settleBet(first.bet, deadHeat(tied), { deduction: first.deduction, voidFactor: voidPercent / 100 })]);
      }),
    );
  });

  it('settles a market without a dead heat or a void factor bet by bet, exactly as the exposure book prices each bet', () => {
    fc.assert(
      fc.property(bookArb, fc.constantFrom(...RUNNERS), deductionsArb, (book, winner, deductions) => {
        const settled = settlePunter(withDeductions(book, deductions), { kind: 'runner', winnerIds: [winner], deadHeat: false, removedIds: [] }, 0);
        const priced = book.map((bet, i) => alone(bet, winner, deductions[i] ?? 0) + 0);
        expect(settled.bets.map((bet) => bet.pnl)).toEqual(priced);
        expect(settled.pnl).toBe(priced.reduce((sum, pnl) => sum + pnl, 0));
      }),
    );
  });
});
