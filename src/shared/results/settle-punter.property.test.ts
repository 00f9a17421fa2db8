import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runnerBetResult, runnerExposure, type RunnerBet } from '../money/exposure';
import { afterDeduction } from '../money/rule4';
import type { DeadHeat } from './dead-heat';
import { settleBet, settlePunter, type PunterBet, type SettlementRule } from './settle-bet';

/**
 * A punter's book on a six-runner race settled on random dead heats, void factors (a whole percentage) and
 * Rule 4 deductions, checked against whole-number arithmetic: a Win market's dead heat (2 to 4 runners tied
 * for first) and a Place market's dead heat for its last paid place(s) (2 or 3 places, some runners placed
 * outright, more runners tied than the places left). The exact P/L of a dead heat is the average of what
 * each bet makes over every set of placed runners the tie stands for: the runners placed outright and each
 * choice of the places left among the tied runners.
 */
const RUNNERS = ['a', 'b', 'c', 'd', 'e', 'f'];

const betArb = fc.record({
  outcomeId: fc.constantFrom(...RUNNERS),
  side: fc.constantFrom('back' as const, 'lay' as const),
  odds: fc.integer({ min: 101, max: 3000 }).map((hundredths) => hundredths / 100),
  stake: fc.integer({ min: 1, max: 200_000 }),
});
const bookArb = fc.array(betArb, { minLength: 1, maxLength: 10 });

/** Every choice of `size` of `items`. */
const choices = (items: readonly string[], size: number): string[][] => {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => choices(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
};

/** A result to settle on: its rule, the places the market pays, and the sets of placed runners it averages (one for a plain result). */
interface Result {
  readonly rule: SettlementRule;
  readonly places: number;
  readonly sets: ReadonlyArray<readonly string[]>;
  /** The runners tied (none without a dead heat): the tight case mirrors bets on them. */
  readonly tiedIds: readonly string[];
}

const runnerRule = (winnerIds: readonly string[], deadHeat: DeadHeat | null): SettlementRule => ({ kind: 'runner', winnerIds, deadHeat, removedIds: [] });

/** A Win market's dead heat: 2 to 4 runners tied for its one place. */
const winDeadHeatArb: fc.Arbitrary<Result> = fc.shuffledSubarray(RUNNERS, { minLength: 2, maxLength: 4 }).map((tiedIds) => ({
  rule: runnerRule(tiedIds, { tiedIds, places: 1 }),
  places: 1,
  sets: tiedIds.map((id) => [id]),
  tiedIds,
}));

/** A Place market's dead heat: `places` 2 or 3, fewer runners than that placed outright, more runners tied than the places left. */
const placeDeadHeatArb: fc.Arbitrary<Result> = fc
  .integer({ min: 2, max: 3 })
  .chain((places) => fc.tuple(fc.constant(places), fc.integer({ min: 0, max: places - 1 }), fc.shuffledSubarray(RUNNERS, { minLength: places + 1, maxLength: RUNNERS.length })))
  .map(([places, outrightCount, runners]) => {
    const outright = runners.slice(0, outrightCount);
    const tiedIds = runners.slice(outrightCount);
    return {
      rule: runnerRule(runners, { tiedIds, places: places - outrightCount }),
      places,
      sets: choices(tiedIds, places - outrightCount).map((shared) => [...outright, ...shared]),
      tiedIds,
    };
  });

const deadHeatResultArb = fc.oneof(winDeadHeatArb, placeDeadHeatArb);

/**
 * A book on a dead heat, or the tight case: the same bets on every tied runner (lays make them the punter's
 * worst results, all equal), so the dead heat's exact P/L is exactly the reservation and any rounding per bet
 * would lose more.
 */
const deadHeatArb = fc.oneof(
  fc.tuple(bookArb, deadHeatResultArb).map(([book, result]) => ({ book, result })),
  fc
    .tuple(deadHeatResultArb, fc.array(betArb, { minLength: 1, maxLength: 2 }), fc.array(betArb, { maxLength: 2 }))
    .map(([result, template, others]) => ({ result, book: [...result.tiedIds.flatMap((outcomeId) => template.map((bet) => ({ ...bet, outcomeId }))), ...others] })),
);
/** A result without a dead heat: one winner, or 1 to 3 runners of a Place market paying 3, each paid in full. */
const plainArb: fc.Arbitrary<Result> = fc
  .shuffledSubarray(RUNNERS, { minLength: 1, maxLength: 3 })
  .map((winnerIds) => ({ rule: runnerRule(winnerIds, null), places: winnerIds.length === 1 ? 1 : 3, sets: [winnerIds], tiedIds: [] }));
const voidPercentArb = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 99 }));
const deductionsArb = fc.array(fc.constantFrom(0, 5, 25, 55, 90), { minLength: 12, maxLength: 12 });

const asSettling = (bet: RunnerBet): PunterBet['bet'] => ({ ...bet, rate: null, line: null });
const withDeductions = (book: readonly RunnerBet[], deductions: readonly number[]): PunterBet[] => book.map((bet, i) => ({ bet: asSettling(bet), deduction: deductions[i] ?? 0 }));

/** What a bet makes when these runners are placed (each in full), Rule 4 taken from what its own runner's win pays (winnings, or a lay's liability). */
const whenPlaced = (bet: RunnerBet, placed: readonly string[], deduction: number): number => {
  const wins = placed.includes(bet.outcomeId);
  const pnl = runnerBetResult(bet, wins ? bet.outcomeId : '');
  return wins ? Math.sign(pnl) * afterDeduction(Math.abs(pnl), deduction) : pnl;
};

/** A bet's exact P/L as numerator / denominator (whole numbers): the average over the result's placed sets, less the void factor. */
const exactOf = (bet: RunnerBet, deduction: number, result: Result, voidPercent: number) => ({
  numerator: result.sets.reduce((sum, placed) => sum + whenPlaced(bet, placed, deduction), 0) * (100 - voidPercent),
  denominator: 100 * result.sets.length,
});

/** What the market reserves for a book: its worst single winner, or on a Place market its worst set of 1 to `places` placed runners. */
const reservationOf = (book: readonly RunnerBet[], places: number): number => {
  if (places === 1) return runnerExposure(RUNNERS, book);
  const sets = Array.from({ length: places }, (_, i) => choices(RUNNERS, i + 1)).flat();
  const worst = Math.min(0, ...sets.map((placed) => book.reduce((sum, bet) => sum + whenPlaced(bet, placed, 0), 0)));
  return worst === 0 ? 0 : -worst;
};

/** Whole-number floor division (safe integers: the quotient is rounded correctly, so its floor is exact). */
const floorDiv = (numerator: number, denominator: number): number => Math.floor(numerator / denominator) + 0;

describe('a punter’s bets settled together on a dead heat (a Win market’s, or a Place market’s for its last places)', () => {
  it('posts the punter’s exact P/L rounded towards the house once', () => {
    fc.assert(
      fc.property(deadHeatArb, voidPercentArb, deductionsArb, ({ book, result }, voidPercent, deductions) => {
        const exact = book.map((bet, i) => exactOf(bet, deductions[i] ?? 0, result, voidPercent));
        const total = exact.reduce((sum, e) => sum + e.numerator, 0);
        expect(settlePunter(withDeductions(book, deductions), result.rule, voidPercent / 100).pnl).toBe(floorDiv(total, 100 * result.sets.length));
      }),
      { numRuns: 500 },
    );
  });

  it('never loses more than the punter’s reservation (the worst single winner, or the worst set of placed runners), with or without a void factor', () => {
    const anyResultArb = fc.oneof(deadHeatArb, fc.tuple(bookArb, plainArb).map(([book, result]) => ({ book, result })));
    fc.assert(
      fc.property(anyResultArb, voidPercentArb, ({ book, result }, voidPercent) => {
        expect(settlePunter(withDeductions(book, []), result.rule, voidPercent / 100).pnl).toBeGreaterThanOrEqual(-reservationOf(book, result.places));
      }),
      { numRuns: 1000 },
    );
  });

  it('shows per bet its exact P/L rounded down or a paisa more, the paise on the largest dropped fractions (ties: the earlier bet), adding up to the posting', () => {
    fc.assert(
      fc.property(deadHeatArb, voidPercentArb, deductionsArb, ({ book, result }, voidPercent, deductions) => {
        const settled = settlePunter(withDeductions(book, deductions), result.rule, voidPercent / 100);
        expect(settled.bets.reduce((sum, bet) => sum + bet.pnl, 0)).toBe(settled.pnl);
        const shares = book.map((bet, i) => {
          const { numerator, denominator } = exactOf(bet, deductions[i] ?? 0, result, voidPercent);
          const floor = floorDiv(numerator, denominator);
          // The dropped fraction, in units of 1 / denominator (the same for every bet): a whole number, so ranks compare exactly.
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

  it('says per bet the runners tied and the places they shared', () => {
    fc.assert(
      fc.property(deadHeatArb, ({ book, result }) => {
        const tie = result.rule.kind === 'runner' ? result.rule.deadHeat : null;
        const settled = settlePunter(withDeductions(book, []), result.rule, 0);
        book.forEach((bet, i) => {
          const tied = tie?.tiedIds.includes(bet.outcomeId);
          expect(settled.bets[i]).toMatchObject(tied ? { deadHeat: tie?.tiedIds.length, deadHeatPlaces: tie?.places } : { deadHeat: 1, deadHeatPlaces: 1 });
        });
      }),
    );
  });

  it('settles the same bets the same way every time, and a punter’s one bet as settleBet does', () => {
    fc.assert(
      fc.property(deadHeatArb, voidPercentArb, deductionsArb, ({ book, result }, voidPercent, deductions) => {
        const bets = withDeductions(book, deductions);
        expect(settlePunter(bets, result.rule, voidPercent / 100)).toEqual(settlePunter(bets, result.rule, voidPercent / 100));
        const [first] = bets;
        if (first) expect(settlePunter([first], result.rule, voidPercent / 100).bets).toEqual([settleBet(first.bet, result.rule, { deduction: first.deduction, voidFactor: voidPercent / 100 })]);
      }),
    );
  });

  it('settles a market without a dead heat or a void factor bet by bet, exactly as the exposure book prices each bet (a Place market’s placed runners each in full)', () => {
    fc.assert(
      fc.property(bookArb, plainArb, deductionsArb, (book, result, deductions) => {
        const settled = settlePunter(withDeductions(book, deductions), result.rule, 0);
        const [placed = []] = result.sets;
        const priced = book.map((bet, i) => whenPlaced(bet, placed, deductions[i] ?? 0) + 0);
        expect(settled.bets.map((bet) => bet.pnl)).toEqual(priced);
        expect(settled.pnl).toBe(priced.reduce((sum, pnl) => sum + pnl, 0));
      }),
    );
  });
});
