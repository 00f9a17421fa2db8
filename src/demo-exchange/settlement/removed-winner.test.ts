import { afterAll, describe, expect, it } from 'vitest';
import { openSettlementFixture } from './settlement-fixture';
import { previewSettlement, settleMarket } from './settle';

const fx = openSettlementFixture({ superAgents: 1, agentsPerSuperAgent: 1, puntersPerAgent: 2 });
afterAll(() => fx.close());
const { db } = fx;

/** Runs `test` on a fresh race market (rolled back after). */
const onARace = (code: 'WIN' | 'PLACE', test: (race: { marketId: string; outcomes: string[] }) => void) => {
  db.exec('BEGIN');
  try {
    test(fx.openRaceMarket(code));
  } finally {
    db.exec('ROLLBACK');
  }
};

/** A runner removed some other way than the racing desk (which refuses it once a result is in). */
const removeBehindTheDesk = (selectionId: string) => db.prepare(`UPDATE selections SET status = 'removed' WHERE _id = ?`).run(selectionId);
const nameOf = (selectionId: string) => String(db.prepare('SELECT name FROM selections WHERE _id = ?').get(selectionId)?.name);

/** A 409 refusal in these words. */
const refused = (message: string) => expect.objectContaining({ status: 409, message });

describe('a declared result naming a runner removed since', () => {
  it('is neither previewed nor settled: the result must be corrected first (a Win market’s winner)', () => {
    onARace('WIN', ({ marketId, outcomes: [a = '', b = ''] }) => {
      fx.bet({ marketId, outcomeId: a, side: 'back', odds: 3, stake: 10_00 });
      fx.bet({ marketId, outcomeId: b, side: 'back', odds: 3, stake: 10_00 });
      fx.declare(marketId, { winnerIds: [a] });
      removeBehindTheDesk(a);
      const words = `${nameOf(a)} was withdrawn after the result was entered: correct the result, then settle.`;
      expect(() => previewSettlement(db, marketId)).toThrow(refused(words));
      expect(() => settleMarket(db, { marketId, idempotencyKey: `removed-winner-${marketId}`, actor: fx.carol })).toThrow(refused(words));
      expect(String(db.prepare('SELECT status FROM markets WHERE _id = ?').get(marketId)?.status)).not.toBe('settled');
    });
  });

  it('is refused for a Place market’s runner tied in a dead heat, and settles once the runners it names still run', () => {
    onARace('PLACE', ({ marketId, outcomes: [a = '', b = '', c = '', d = ''] }) => {
      fx.declare(marketId, { winnerIds: [a, b, c], deadHeatIds: [b, c] });
      removeBehindTheDesk(c);
      expect(() => previewSettlement(db, marketId)).toThrow(refused(`${nameOf(c)} was withdrawn after the result was entered: correct the result, then settle.`));
      db.prepare(`UPDATE selections SET status = 'active' WHERE _id = ?`).run(c);
      removeBehindTheDesk(d);
      expect(previewSettlement(db, marketId).plan.bets).toEqual([]);
      expect(settleMarket(db, { marketId, idempotencyKey: `removed-loser-${marketId}`, actor: fx.carol }).settlement.version).toBe(1);
    });
  });
});
