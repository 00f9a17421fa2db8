import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/demo-exchange/db/database';
import { DEMO_TREE } from '../../src/demo-exchange/money/seed';
import { brokenInvariants } from '../../src/demo-exchange/settlement/invariants';
import { settleMarket, unsettleMarket } from '../../src/demo-exchange/settlement/settle';
import { openSettlementFixture } from '../../src/demo-exchange/settlement/settlement-fixture';
import { reReserveMarket } from '../../src/demo-exchange/settlement/re-reserve';
import { ms, table } from './stats';

/**
 * Issue 11's figure: settle, unsettle and resettle a market of 100,000 bets across 5,000 punters, each one
 * transaction, in the demo exchange's own code and database. The baseline, in the same process and on
 * the same rows, is the cheapest write a settlement could be: one UPDATE marking every bet settled.
 * Figures, not a timed test; only a gross regression (10× the 3 s goal) fails it.
 */
const BETS = 100_000;
const GOAL_MS = 3_000;
const GROSS_MS = 30_000;

const timed = <T>(fn: () => T): { value: T; ms: number } => {
  const start = performance.now();
  const value = fn();
  return { value, ms: performance.now() - start };
};

describe('Settlement benchmark (100,000 bets, 5,000 punters)', () => {
  it('settles, unsettles and resettles in one transaction each', () => {
    const fx = openSettlementFixture(DEMO_TREE);
    try {
      const { marketId, outcomes } = fx.openMarket('matchOdds');
      const { db } = fx;
      // 20 bets per punter, struck straight into the table (placing them one by one is not what is measured).
      inTransaction(db, () => {
        const insert = db.prepare(
          `INSERT INTO bets (_id, seq, idempotencyKey, accountId, marketId, family, outcomeId, outcomeName, side, odds, stake, status, placedAt, decidedAt)
           VALUES (?, ?, ?, ?, ?, 'matchOdds', ?, 'Runner', ?, ?, ?, 'matched', ?, ?)`,
        );
        const at = new Date().toISOString();
        for (let i = 0; i < BETS; i += 1) {
          const punter = fx.punters[i % fx.punters.length] ?? '';
          insert.run(`bench-${i}`, 1_000_000 + i, `bench-${i}`, punter, marketId, outcomes[i % outcomes.length] ?? '', i % 3 === 0 ? 'lay' : 'back', 1.5 + (i % 35) / 10, 100 + (i % 50) * 100, at, at);
        }
        reReserveMarket(db, marketId);
      });
      fx.declare(marketId, { winnerIds: [outcomes[0] ?? ''] });

      const base = (() => {
        const start = performance.now();
        try {
          inTransaction(db, () => {
            db.prepare(`UPDATE bets SET status = 'settled' WHERE marketId = ?`).run(marketId);
            throw new Error('rolled back');
          });
        } catch {
          // the baseline is rolled back on purpose
        }
        return performance.now() - start;
      })();

      const settle = timed(() => settleMarket(db, { marketId, idempotencyKey: 'bench-1', actor: fx.carol }));
      const unsettle = timed(() => unsettleMarket(db, { marketId, reason: 'benchmark', actor: fx.alice }));
      const resettle = timed(() => settleMarket(db, { marketId, idempotencyKey: 'bench-2', actor: fx.carol }));
      const postings = Number(db.prepare('SELECT COUNT(*) AS n FROM ledger_postings WHERE batchId = ?').get(settle.value.settlement.batchId)?.n);

      console.log(
        table(`Settlement of ${BETS.toLocaleString('en-US')} bets across ${fx.punters.length.toLocaleString('en-US')} punters (goal: each under ${GOAL_MS} ms)`, [
          ['baseline: one UPDATE of every bet', ms(base)],
          ['settle (version 1)', ms(settle.ms)],
          ['unsettle (compensating postings, exposure re-reserved)', ms(unsettle.ms)],
          ['resettle (version 2)', ms(resettle.ms)],
          ['settle ÷ baseline', `${(settle.ms / base).toFixed(1)}×`],
          ['ledger postings of one settlement', postings.toLocaleString('en-US')],
        ]),
      );
      expect(settle.value.settlement.betCount).toBe(BETS);
      expect(resettle.value.settlement.version).toBe(2);
      expect(brokenInvariants(db)).toEqual([]);
      for (const figure of [settle.ms, unsettle.ms, resettle.ms]) expect(figure).toBeLessThan(GROSS_MS);
    } finally {
      fx.close();
    }
  });
});
