import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { withdrawRunner } from '../areas/racing/card';
import { reservedExposure } from '../money/exposure-store';
import { brokenInvariants } from './invariants';
import { unsettleMarket } from './settle';
import { rolledBack, secondsClock, settleWithinReservations } from './settlement-checks';
import { openSettlementFixture } from './settlement-fixture';
import { voidBets } from './voids';

const fx = openSettlementFixture({ superAgents: 1, agentsPerSuperAgent: 2, puntersPerAgent: 2 });
afterAll(() => fx.close());
const { db, carol } = fx;

const races = { WIN: fx.openRaceMarket('WIN'), PLACE: fx.openRaceMarket('PLACE') };
const RUNNERS = races.WIN.outcomes.length;
/** Few punters, so each has a book on several runners: where a withdrawal can make the worst case worse. */
const PUNTERS = 2;
/** Withdrawals leave at least this many runners (a Place market pays 2). */
const RUNNERS_LEFT = 2;

const step = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('bet' as const), punter: fc.nat(PUNTERS - 1), runner: fc.nat(RUNNERS - 1), lays: fc.boolean(), odds: fc.integer({ min: 101, max: 1000 }), stake: fc.integer({ min: 100, max: 50_000 }) }) },
  // A lay of every runner (a book that risks little while the field runs): a withdrawal voids one of its lays.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('layField' as const), punter: fc.nat(PUNTERS - 1), odds: fc.array(fc.integer({ min: 101, max: 1000 }), { minLength: RUNNERS, maxLength: RUNNERS }), stake: fc.integer({ min: 100, max: 50_000 }) }) },
  // A non-runner at a price in hundredths: from 1.01 (90p) to 8.00 (nothing).
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), runner: fc.nat(RUNNERS - 1), price: fc.integer({ min: 101, max: 800 }) }) },
);
const run = fc.record({
  code: fc.constantFrom('WIN' as const, 'PLACE' as const),
  steps: fc.array(step, { minLength: 1, maxLength: 14 }),
  // Who wins among the runners left, in this order; two winners of a Win market are a dead heat.
  order: fc.shuffledSubarray([...Array(RUNNERS).keys()], { minLength: RUNNERS, maxLength: RUNNERS }),
  winners: fc.constantFrom(1, 1, 2),
  voidFactor: fc.constantFrom(0, 0, 0, 0.5, 0.25),
});

const seen = { deductions: 0, grownAtWithdrawal: 0, resettles: 0 };

describe('non-runners withdrawn between bets on a race, then settled', () => {
  it('keep every reservation the priced worst case, and no punter loses more than reserved (settle, unsettle, void, settle again)', () => {
    fc.assert(
      fc.property(run, ({ code, steps, order, winners, voidFactor }) => {
        rolledBack(db, () => {
          const { marketId, outcomes: runners } = races[code];
          const clock = secondsClock();
          const at = clock.next;
          const reservations = () => new Map(fx.punters.map((id) => [id, reservedExposure(db, id, marketId)]));
          const withdrawn = new Set<string>();
          let betsSoFar = 0;
          const place = (punter: number, outcomeId: string, lays: boolean, odds: number, stake: number) => {
            if (withdrawn.has(outcomeId)) return;
            if (fx.bet({ marketId, outcomeId, accountId: fx.punters[punter] ?? '', side: lays ? 'lay' : 'back', odds: odds / 100, stake, placedAt: at() }).accepted) betsSoFar += 1;
          };
          for (const s of steps) {
            if (s.kind === 'bet') place(s.punter, runners[s.runner] ?? '', s.lays, s.odds, s.stake);
            else if (s.kind === 'layField') runners.forEach((id, i) => place(s.punter, id, true, s.odds[i] ?? 200, s.stake));
            else if (!withdrawn.has(runners[s.runner] ?? '') && runners.length - withdrawn.size > RUNNERS_LEFT) {
              const runner = runners[s.runner] ?? '';
              const before = reservations();
              const { deduction } = withdrawRunner(db, marketId, runner, s.price / 100, 'property test', at());
              withdrawn.add(runner);
              if (deduction > 0 && betsSoFar > 0) seen.deductions += 1;
              if (fx.punters.some((id) => reservedExposure(db, id, marketId) > (before.get(id) ?? 0))) seen.grownAtWithdrawal += 1;
            }
            // 6: each stored reservation is the priced worst case of the punter's bets, after every step.
            expect(brokenInvariants(db)).toEqual([]);
          }

          const settleBounded = (key: string) => settleWithinReservations(db, fx.punters, { marketId, idempotencyKey: `${key}-${clock.ticks}`, actor: carol, now: at() });
          const left = order.map((i) => runners[i] ?? '').filter((id) => !withdrawn.has(id));
          fx.declare(marketId, { winnerIds: left.slice(0, winners) }, voidFactor);
          settleBounded('withdrawals');

          // Unsettled, the bets are reserved again with the same pricing; a void re-reserves its punter; settled again.
          unsettleMarket(db, { marketId, reason: 'property test', actor: carol, now: at() });
          expect(brokenInvariants(db)).toEqual([]);
          const firstBet = db.prepare(`SELECT _id FROM bets WHERE marketId = ? AND status = 'matched' ORDER BY seq LIMIT 1`).get(marketId);
          if (firstBet) {
            voidBets(db, marketId, [String(firstBet._id)], 'manual', 'property test', carol, at());
            expect(brokenInvariants(db)).toEqual([]);
          }
          settleBounded('withdrawals-again');
          seen.resettles += 1;
        });
      }),
      { numRuns: 150 },
    );
    for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0);
  }, 60_000);
});
