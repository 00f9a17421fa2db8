import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runnerBook } from '@shared/money/exposure';
import { settlePunter } from '@shared/results';
import { exposureOf, houseBook, pricedRunnerBets, type OpenBet } from './book';
import type { MarketFacts } from './market-facts';

const RUNNERS = ['a', 'b', 'c', 'd', 'e'];
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute)).toISOString();

/**
 * A withdrawal drawn for a race: its minute, its deduction in pence, and the last bet struck before it
 * (`afterBets`: bets are numbered 1, 2, … in the order struck); null for one recorded before the exchange kept
 * that, read by its time.
 */
interface DrawnWithdrawal {
  readonly minute: number;
  readonly deduction: number;
  readonly afterBets: number | null;
}

/** A race's facts with these runners removed and these withdrawals. */
const raceFacts = (removed: readonly string[], withdrawals: readonly DrawnWithdrawal[], winners = 1): MarketFacts => ({
  marketId: 'race',
  family: 'racing',
  kind: 'runner',
  outcomes: RUNNERS.filter((id) => !removed.includes(id)).map((id) => ({ id, name: id.toUpperCase(), status: 'active' })),
  winners,
  removedIds: new Set(removed),
  withdrawals: withdrawals.map((w) => ({ at: at(w.minute), deduction: w.deduction, struckUpToSeq: w.afterBets })),
});

const bet = fc.record({
  outcomeId: fc.constantFrom(...RUNNERS),
  side: fc.constantFrom('back' as const, 'lay' as const),
  odds: fc.integer({ min: 101, max: 3000 }).map((n) => n / 100),
  stake: fc.integer({ min: 1, max: 10_000_000 }),
  minute: fc.integer({ min: 0, max: 30 }),
});
/** The bet struck `index`-th (from 0): the exchange numbers it index + 1. */
const toOpen = (b: { outcomeId: string; side: 'back' | 'lay'; odds: number; stake: number; minute: number }, index: number): OpenBet => ({
  outcomeId: b.outcomeId,
  side: b.side,
  odds: b.odds,
  rate: null,
  line: null,
  stake: b.stake,
  seq: index + 1,
  placedAt: at(b.minute),
});

/** A race drawn at random: its bets, up to 3 runners removed, and up to 3 withdrawals (some recorded before the order of bets was kept). */
const race = fc.record({
  bets: fc.array(bet, { maxLength: 25 }).map((drawn) => drawn.map(toOpen)),
  removed: fc.shuffledSubarray(RUNNERS, { maxLength: 3 }),
  withdrawals: fc.array(
    fc.record({ minute: fc.integer({ min: 0, max: 30 }), deduction: fc.integer({ min: 0, max: 90 }), afterBets: fc.option(fc.integer({ min: 0, max: 25 }), { nil: null }) }),
    { maxLength: 3 },
  ),
});
type Race = typeof race extends fc.Arbitrary<infer R> ? R : never;

/**
 * What settlement posts for these bets when `winner` wins alone: each bet less the withdrawals recorded after
 * it was struck (by number; by time for a withdrawal without one), at most 90p; a non-runner's void.
 */
const settledOn = ({ bets, removed, withdrawals }: Race, winner: string) => {
  const after = (w: DrawnWithdrawal, b: OpenBet) => (w.afterBets === null ? at(w.minute) > b.placedAt : b.seq <= w.afterBets);
  const deductionOf = (b: OpenBet) => Math.min(90, withdrawals.filter((w) => after(w, b)).reduce((sum, w) => sum + w.deduction, 0));
  return settlePunter(bets.map((b) => ({ bet: b, deduction: deductionOf(b) })), { kind: 'runner', winnerIds: [winner], deadHeat: null, removedIds: removed }, 0).pnl;
};

describe('a race’s book priced as settlement pays it', () => {
  it('makes, for each runner that can still win, exactly what settlement posts when it wins alone (non-runners’ bets void, Rule 4 per bet)', () => {
    fc.assert(
      fc.property(race, (drawn) => {
        const { bets } = drawn;
        const facts = raceFacts(drawn.removed, drawn.withdrawals);
        const book = runnerBook(facts.outcomes.map((o) => o.id), pricedRunnerBets(facts, bets));
        for (const { id } of facts.outcomes) expect(book.get(id) ?? 0, id).toBe(settledOn(drawn, id));
        const worst = Math.max(0, ...facts.outcomes.map((o) => -(book.get(o.id) ?? 0)));
        expect(exposureOf(facts, bets)).toBe(bets.length === 0 ? 0 : worst);
      }),
      { numRuns: 300 },
    );
  });

  it('reserves more when Rule 4 cuts a back on the worst runner: back A 10 @ 2, B and C 50 @ 2 is −90 on A, −95 when a 50p withdrawal came after them', () => {
    const bets = [
      { outcomeId: 'a', side: 'back' as const, odds: 2, stake: 10_00, minute: 1 },
      { outcomeId: 'b', side: 'back' as const, odds: 2, stake: 50_00, minute: 1 },
      { outcomeId: 'c', side: 'back' as const, odds: 2, stake: 50_00, minute: 1 },
    ].map(toOpen);
    // A field of A, B and C (D and E withdrawn): struck after the 50p withdrawal, the bets knew the field.
    expect(exposureOf(raceFacts(['d', 'e'], [{ minute: 0, deduction: 50, afterBets: 0 }]), bets)).toBe(90_00);
    // Struck before it, A's winnings of 10 lose 5.
    expect(exposureOf(raceFacts(['d', 'e'], [{ minute: 2, deduction: 50, afterBets: 3 }]), bets)).toBe(95_00);
    // Struck in the same minute as the withdrawal, before it: the order of bets says so, not the clock.
    expect(exposureOf(raceFacts(['d', 'e'], [{ minute: 1, deduction: 50, afterBets: 3 }]), bets)).toBe(95_00);
  });

  it('reserves more when a lay on the non-runner is void: lays of D and E at 2 risk nothing, without D the lay of E risks its liability', () => {
    const bets = [
      { outcomeId: 'd', side: 'lay' as const, odds: 2, stake: 100_00, minute: 1 },
      { outcomeId: 'e', side: 'lay' as const, odds: 2, stake: 100_00, minute: 1 },
    ].map(toOpen);
    expect(exposureOf(raceFacts([], []), bets)).toBe(0);
    expect(exposureOf(raceFacts(['d'], [{ minute: 2, deduction: 0, afterBets: 2 }]), bets)).toBe(100_00);
  });

  it('on a Place market counts a non-runner in no set of placed runners', () => {
    // A back of D and a lay of A at 3: A placed without D loses both stakes' worth (−100 − 200).
    const bets = [
      { outcomeId: 'd', side: 'back' as const, odds: 3, stake: 100_00, minute: 1 },
      { outcomeId: 'a', side: 'lay' as const, odds: 3, stake: 100_00, minute: 1 },
    ].map(toOpen);
    expect(exposureOf(raceFacts([], [], 2), bets)).toBe(300_00);
    // D withdrawn: its back is void, A placed costs the lay's 200.
    expect(exposureOf(raceFacts(['d'], [], 2), bets)).toBe(200_00);
    // A withdrawn: its lay is void, D unplaced loses its 100.
    expect(exposureOf(raceFacts(['a'], [], 2), bets)).toBe(100_00);
  });
});

describe('the house’s book of a race, as the risk screens show it', () => {
  it('has an outcome for each runner that can still win, none for a non-runner, each the opposite of what settlement posts when that runner wins', () => {
    fc.assert(
      fc.property(race, (drawn) => {
        const book = houseBook(raceFacts(drawn.removed, drawn.withdrawals), drawn.bets);
        if (book.kind !== 'runner') throw new Error('A race has a runner book.');
        expect(book.outcomes.map((o) => o.outcomeId)).toEqual(RUNNERS.filter((id) => !drawn.removed.includes(id)));
        for (const { outcomeId, pnl } of book.outcomes) expect(pnl, outcomeId).toBe(0 - settledOn(drawn, outcomeId));
        expect(book.worst).toBe(Math.max(0, ...book.outcomes.map((o) => -o.pnl)));
        expect(book.betCount).toBe(drawn.bets.length);
      }),
      { numRuns: 300 },
    );
  });

  it('owes nothing on a lay of a non-runner and 50p in the pound less on a back struck before a 50p withdrawal', () => {
    const bets = [
      { outcomeId: 'a', side: 'back' as const, odds: 3, stake: 100_00, minute: 1 },
      { outcomeId: 'e', side: 'lay' as const, odds: 2, stake: 100_00, minute: 1 },
    ].map(toOpen);
    // E runs: A winning costs the house the back's 200 and the lay's 100.
    expect(houseBook(raceFacts([], []), bets)).toMatchObject({ worst: 300_00, betCount: 2, stake: 200_00 });
    // E withdrawn at 50p: its lay is void and A's winnings of 200 lose 100, so A winning costs the house 100;
    // E is no outcome, and the void lay still counts among the bets and the stake.
    const book = houseBook(raceFacts(['e'], [{ minute: 2, deduction: 50, afterBets: 2 }]), bets);
    expect(book).toMatchObject({ kind: 'runner', worst: 100_00, betCount: 2, stake: 200_00 });
    if (book.kind !== 'runner') return;
    expect(book.outcomes.map((o) => [o.outcomeId, o.pnl])).toEqual([['a', -100_00], ['b', 100_00], ['c', 100_00], ['d', 100_00]]);
  });
});
