import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { withdrawRunner } from '../areas/racing/card';
import { ApiError } from '../http/api-error';
import { previewSettlement } from './settle';
import { rolledBack, secondsClock, settleWithinReservations } from './settlement-checks';
import { openSettlementFixture } from './settlement-fixture';

const fx = openSettlementFixture({ superAgents: 1, agentsPerSuperAgent: 2, puntersPerAgent: 2 });
afterAll(() => fx.close());
const { db, carol } = fx;

/** A race's Win market: a dead heat divides the stake there. */
const race = fx.openRaceMarket('WIN');

/** One bet but its runner: who strikes it, back or lay, odds in hundredths, stake in paise. */
interface Terms {
  readonly punter: number;
  readonly lays: boolean;
  readonly odds: number;
  readonly stake: number;
}
const terms: fc.Arbitrary<Terms> = fc.record({ punter: fc.nat(fx.punters.length - 1), lays: fc.boolean(), odds: fc.integer({ min: 101, max: 1000 }), stake: fc.integer({ min: 1, max: 200_000 }) });
const run = fc.record({
  tied: fc.shuffledSubarray([...race.outcomes.keys()], { minLength: 2, maxLength: Math.min(4, race.outcomes.length - 1) }),
  // The same bets on every tied runner (the tight case: the dead heat costs exactly the reservation) and some others.
  mirrored: fc.array(terms, { maxLength: 3 }),
  others: fc.array(fc.record({ runner: fc.nat(race.outcomes.length - 1), terms }), { maxLength: 4 }),
  voidFactor: fc.constantFrom(0, 0, 0, 0.5, 0.25, 0.1, 0.33),
  // A non-runner withdrawn half-way (Rule 4 for the bets before it), at this price; null (mostly): none.
  withdrawnAt: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.integer({ min: 101, max: 800 }) }),
});

const done = { tightDeadHeats: 0, withdrawals: 0 };

describe('a dead heat on a racing Win market, settled', () => {
  it('costs no punter more than their reservation, their bets add up to their posting, every batch balances, the preview is what settles', () => {
    fc.assert(
      fc.property(run, ({ tied, mirrored, others, voidFactor, withdrawnAt }) => {
        rolledBack(db, () => {
          const { marketId, outcomes: runners } = race;
          const tiedIds = tied.map((i) => runners[i] ?? '');
          const clock = secondsClock();
          const at = clock.next;
          const place = (outcomeId: string, t: Terms) => {
            try {
              const placed = fx.bet({ marketId, outcomeId, accountId: fx.punters[t.punter] ?? '', side: t.lays ? 'lay' : 'back', odds: t.odds / 100, stake: t.stake, placedAt: at() });
              return placed.accepted ? 1 : 0;
            } catch (error) {
              if (error instanceof ApiError) return 0;
              throw error;
            }
          };
          const placedMirrored = mirrored.map((t) => tiedIds.reduce((n, id) => n + place(id, t), 0));
          const nonRunner = runners.find((id) => !tiedIds.includes(id));
          if (withdrawnAt !== null && nonRunner) {
            withdrawRunner(db, marketId, nonRunner, withdrawnAt / 100, 'property test', at());
            done.withdrawals += 1;
          }
          for (const other of others) place(runners[other.runner] ?? '', other.terms);
          if (placedMirrored.some((n) => n === tiedIds.length) && withdrawnAt === null) done.tightDeadHeats += 1;

          fx.declare(marketId, { winnerIds: tiedIds }, voidFactor);
          const preview = previewSettlement(db, marketId).plan;
          expect(previewSettlement(db, marketId).plan).toEqual(preview);
          // The withdrawal re-reserved every punter (bets on the non-runner void, Rule 4 on the bets before it): every race is bounded.
          const { settlement } = settleWithinReservations(db, fx.punters, { marketId, idempotencyKey: `dead-heat-${clock.ticks}`, actor: carol });

          const settledBets = db.prepare(`SELECT rowid, result FROM bets WHERE settlementId = ? ORDER BY seq`).all(settlement.settlementId);
          expect(settledBets.map((b) => ({ rowid: Number(b.rowid), pnl: Number(b.result) }))).toEqual(preview.bets.map((b) => ({ rowid: b.rowid, pnl: b.pnl })));
          const batchSum = Number(db.prepare('SELECT COALESCE(SUM(amount), 0) AS s FROM ledger_postings WHERE batchId = ?').get(settlement.batchId)?.s);
          expect(batchSum).toBe(0);
        });
      }),
      { numRuns: 200 },
    );
    for (const [what, count] of Object.entries(done)) expect(count, what).toBeGreaterThan(0);
  }, 60_000);
});
