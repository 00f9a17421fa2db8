import { describe, expect, it } from 'vitest';
import { agentProfitLoss } from '../../src/demo-exchange/areas/risk/profit-loss';
import { accountStatement } from '../../src/demo-exchange/areas/risk/statement';
import { inTransaction } from '../../src/demo-exchange/db/database';
import { postBatch } from '../../src/demo-exchange/money/ledger';
import { DEMO_TREE } from '../../src/demo-exchange/money/seed';
import { reReserveMarket } from '../../src/demo-exchange/settlement/re-reserve';
import { settleMarket } from '../../src/demo-exchange/settlement/settle';
import { openSettlementFixture } from '../../src/demo-exchange/settlement/settlement-fixture';
import { median, ms, table } from './stats';

/**
 * Issue 12's figures, in the demo exchange's own code and database: 5,000 punters and 2 million bets in
 * the bets table (struck straight into SQLite), 30 markets settled over a month (one a day, every punter
 * on each), a punter with 10,000 postings. Measured: the first page of that punter's statement (goal
 * under 150 ms) and the house's P/L over the month for the whole tree (goal under 1 s), each against a
 * baseline in the same process on the same rows (the plainest read of the same postings). Figures, not a
 * timed test; only a gross regression (10× the goal) fails it.
 */
const BETS = 2_000_000;
const MARKETS = 30;
const POSTINGS = 10_000;
const RUNS = 7;

const timed = (fn: () => unknown): number => {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
};

describe('Risk benchmark (5,000 punters, 2 million bets)', () => {
  it('reads a 10,000-posting statement’s first page and a month of the whole tree’s P/L', () => {
    const fx = openSettlementFixture(DEMO_TREE);
    try {
      const { db } = fx;
      const markets = db
        .prepare(
          `SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.family IN ('matchOdds', 'bookmaker')
             AND (SELECT COUNT(*) FROM selections s WHERE s.marketId = m._id AND s.status = 'active') >= 2 ORDER BY m._id LIMIT ${MARKETS}`,
        )
        .all()
        .map((r) => String(r._id));
      const insert = db.prepare(
        `INSERT INTO bets (_id, seq, idempotencyKey, accountId, marketId, family, outcomeId, outcomeName, side, odds, stake, status, placedAt, decidedAt)
         VALUES (?, ?, ?, ?, ?, 'matchOdds', ?, 'Runner', ?, ?, ?, ?, ?, ?)`,
      );
      const month = Date.parse('2026-10-01T12:00:00.000Z');
      let seq = 1_000_000;
      // Every punter bets once on each of the month's markets; each market is settled on its own day.
      markets.forEach((marketId, day) => {
        db.prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(marketId);
        const outcomes = db.prepare(`SELECT _id FROM selections WHERE marketId = ? AND status = 'active' ORDER BY sequence`).all(marketId).map((r) => String(r._id));
        const at = new Date(month + day * 86_400_000).toISOString();
        inTransaction(db, () => {
          fx.punters.forEach((punter, i) => {
            seq += 1;
            insert.run(`m${day}-${i}`, seq, `m${day}-${i}`, punter, marketId, outcomes[i % outcomes.length] ?? '', i % 3 === 0 ? 'lay' : 'back', 1.5 + (i % 35) / 10, 100 + (i % 50) * 100, 'matched', at, at);
          });
          reReserveMarket(db, marketId);
        });
        fx.declare(marketId, { winnerIds: [outcomes[day % outcomes.length] ?? ''] });
        settleMarket(db, { marketId, idempotencyKey: `bench-${day}`, actor: fx.carol, now: new Date(at) });
      });
      // The rest of the 2 million: history on other markets, as the ledger's bets table would hold it.
      const at = new Date(month).toISOString();
      inTransaction(db, () => {
        for (let i = seq - 1_000_000; i < BETS; i += 1) {
          seq += 1;
          insert.run(`h-${i}`, seq, `h-${i}`, fx.punters[i % fx.punters.length] ?? '', `history-${i % 5_000}`, 'x', 'back', 2, 100, 'settled', at, at);
        }
      });
      // One punter with 10,000 postings (deposits and withdrawals against the house).
      const punter = fx.punters[7] ?? '';
      const userName = String(db.prepare('SELECT userName FROM accounts WHERE _id = ?').get(punter)?.userName);
      inTransaction(db, () => {
        for (let i = 0; i < POSTINGS; i += 1) {
          const amount = i % 2 === 0 ? 500_00 : -250_00;
          postBatch(db, { idempotencyKey: `p-${i}`, kind: 'deposit', by: 'bench', postings: [{ accountId: punter, amount, kind: 'deposit' }, { accountId: fx.houseId, amount: -amount, kind: 'deposit' }] });
        }
      });
      const bets = Number(db.prepare('SELECT COUNT(*) AS n FROM bets').get()?.n);
      const postings = Number(db.prepare('SELECT COUNT(*) AS n FROM ledger_postings WHERE accountId = ?').get(punter)?.n);

      const statementBase = timed(() => db.prepare('SELECT * FROM ledger_postings WHERE accountId = ? ORDER BY seq DESC LIMIT 50').all(punter));
      const statement = timed(() => accountStatement(db, userName, { start: 0, length: 50 }));
      const plBase = timed(() => db.prepare(`SELECT COUNT(*), SUM(amount) FROM ledger_postings WHERE refType = 'settlement'`).get());
      const byMarket = timed(() => agentProfitLoss(db, { userName: 'house', by: 'market', from: '2026-10-01', to: '2026-10-31' }));
      const byDay = timed(() => agentProfitLoss(db, { userName: 'house', by: 'day', from: '2026-10-01', to: '2026-10-31' }));
      const agent = String(db.prepare(`SELECT userName FROM accounts WHERE level = 'agent' ORDER BY userName LIMIT 1`).get()?.userName);
      const agentByDay = timed(() => agentProfitLoss(db, { userName: agent, by: 'day', from: '2026-10-01', to: '2026-10-31' }));
      const lines = agentProfitLoss(db, { userName: 'house', by: 'day', from: '2026-10-01', to: '2026-10-31' });

      console.log(
        table(`Risk reads over ${bets.toLocaleString('en-US')} bets, ${fx.punters.length.toLocaleString('en-US')} punters (median of ${RUNS})`, [
          [`baseline: the punter's latest 50 postings (${postings.toLocaleString('en-US')} in all)`, ms(statementBase)],
          ['statement first page (running balance, descriptions; goal < 150 ms)', ms(statement)],
          ['statement ÷ baseline', `${(statement / statementBase).toFixed(1)}×`],
          ['baseline: sum of every settlement posting', ms(plBase)],
          [`house P/L by market over a month (${MARKETS} settled markets; goal < 1 s)`, ms(byMarket)],
          ['house P/L by day over a month', ms(byDay)],
          [`agent ${agent} P/L by day over a month`, ms(agentByDay)],
          ['house P/L by market ÷ baseline', `${(byMarket / plBase).toFixed(1)}×`],
        ]),
      );
      expect(bets).toBe(BETS);
      expect(lines).toHaveLength(MARKETS);
      for (const line of lines) expect(line.reconciliation).toBe(0);
      expect(statement).toBeLessThan(1_500);
      expect(byMarket).toBeLessThan(10_000);
    } finally {
      fx.close();
    }
  }, 600_000);
});
