import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { toMinor } from '@shared/money/amounts';
import { marketBookOf } from '../areas/risk/market-book';
import { withdrawRunner } from '../areas/racing/card';
import { openSettlementFixture } from '../settlement/settlement-fixture';
import { readLiveMarkets } from './market-set';
import { liabilityValue, storedRiskBook } from './risk-book';

const fx = openSettlementFixture();
afterAll(() => fx.close());
const { db } = fx;

const minute = (n: number) => new Date(Date.UTC(2026, 10, 26, 12, n));

/** A race's house position as the live feed starts it from the exchange (the time left out). */
const liveBookOf = (marketId: string) => {
  const [market] = readLiveMarkets(db, [marketId], 0);
  if (!market) throw new Error('No such market.');
  const { ts: _ts, ...value } = liabilityValue(storedRiskBook(db, market, 'ladder'), market, 0);
  return value;
};

const bet = fc.record({
  punter: fc.nat(5),
  runner: fc.nat(3),
  back: fc.boolean(),
  odds: fc.integer({ min: 101, max: 3000 }).map((n) => n / 100),
  // Whole rupees: the live book keeps major units, and a whole stake's winnings are whole paise.
  stake: fc.integer({ min: 1, max: 300 }).map((n) => n * 100),
  minute: fc.integer({ min: 0, max: 30 }),
});
const withdrawal = fc.record({ runner: fc.nat(3), price: fc.integer({ min: 101, max: 700 }).map((n) => n / 100), minute: fc.integer({ min: 0, max: 30 }), byHand: fc.boolean() });

describe('a race’s live risk book read from the exchange', () => {
  it('agrees with the Risk screen’s book whatever is withdrawn (Rule 4) or removed by hand: outcome by outcome, liability and bets', () => {
    fc.assert(
      fc.property(fc.array(bet, { minLength: 1, maxLength: 20 }), fc.array(withdrawal, { maxLength: 2 }), (bets, withdrawals) => {
        db.exec('BEGIN');
        try {
          const { marketId, outcomes } = fx.openRaceMarket('WIN');
          const events = [...bets.map((b) => ({ ...b, kind: 'bet' as const })), ...withdrawals.map((w) => ({ ...w, kind: 'withdrawal' as const }))].sort((x, y) => x.minute - y.minute);
          for (const event of events) {
            const outcomeId = outcomes[event.runner] ?? '';
            if (event.kind === 'bet') {
              // A bet on a runner already out is refused: the book reads matched bets only.
              fx.bet({ marketId, outcomeId, accountId: fx.punters[event.punter] ?? '', side: event.back ? 'back' : 'lay', odds: event.odds, stake: event.stake, placedAt: minute(event.minute) });
            } else if (db.prepare(`SELECT 1 FROM selections WHERE _id = ? AND status = 'removed'`).get(outcomeId) === undefined) {
              if (event.byHand) db.prepare(`UPDATE selections SET status = 'removed' WHERE _id = ?`).run(outcomeId);
              else withdrawRunner(db, marketId, outcomeId, event.price, 'test', minute(event.minute));
            }
          }
          const live = liveBookOf(marketId);
          const screen = marketBookOf(db, marketId);
          // (`|| 0`: either book may say −0, which JSON sends as 0.)
          expect(live.selections.map((s) => [s.selectionId, toMinor(s.pnl) || 0])).toEqual(screen.outcomes.map((o) => [o.outcomeId, o.housePnl || 0]));
          expect(toMinor(live.liability)).toBe(screen.liability);
          expect(live.betCount).toBe(screen.openBets);
          expect(toMinor(live.stake)).toBe(screen.stake);
        } finally {
          db.exec('ROLLBACK');
        }
      }),
      { numRuns: 40 },
    );
  });

  it('leaves a withdrawn runner out and takes its Rule 4 off the bets struck before it', () => {
    db.exec('BEGIN');
    try {
      const { marketId, outcomes } = fx.openRaceMarket('WIN');
      const [a = '', b = '', , d = ''] = outcomes;
      const [punter = '', other = ''] = fx.punters;
      fx.bet({ marketId, outcomeId: a, accountId: punter, side: 'back', odds: 3, stake: 100_00, placedAt: minute(1) });
      fx.bet({ marketId, outcomeId: d, accountId: punter, side: 'lay', odds: 2, stake: 100_00, placedAt: minute(1) });
      withdrawRunner(db, marketId, d, 1.6, 'test', minute(2));
      fx.bet({ marketId, outcomeId: b, accountId: other, side: 'back', odds: 3, stake: 10_00, placedAt: minute(3) });
      const live = liveBookOf(marketId);
      expect(live.selections.map((s) => s.selectionId)).toEqual(outcomes.filter((id) => id !== d));
      // A's winnings of 200 lose 50p in the pound; the lay of D is void; B's back, struck after, wins its 20.
      const pnl = (id: string) => live.selections.find((s) => s.selectionId === id)?.pnl;
      expect([pnl(a), pnl(b)]).toEqual([-100 + 10, 100 - 20]);
      expect(live).toMatchObject({ liability: 90, betCount: 3, stake: 210 });
    } finally {
      db.exec('ROLLBACK');
    }
  });
});
