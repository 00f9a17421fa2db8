import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { settleMarket, unsettleMarket } from '../../settlement/settle';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { agentProfitLoss, traderProfitLoss } from './profit-loss';

const fx = openSettlementFixture();
afterAll(() => fx.close());
const markets = [fx.openMarket('matchOdds'), fx.openMarket('bookmaker')];
const agents = fx.db.prepare(`SELECT userName FROM accounts WHERE level IN ('agent', 'superAgent', 'admin')`).all().map((r) => String(r.userName));
const house = String(fx.db.prepare(`SELECT userName FROM accounts WHERE level = 'admin'`).get()?.userName);
const puntersPosted = (marketId: string) =>
  Number(
    fx.db
      .prepare(
        `SELECT COALESCE(SUM(p.amount), 0) AS t FROM ledger_postings p JOIN accounts a ON a._id = p.accountId JOIN settlements st ON p.refType = 'settlement' AND st.settlementId = p.refId
         WHERE a.level = 'punter' AND st.marketId = ? AND st.status = 'live'`,
      )
      .get(marketId)?.t,
  );

describe('agent P/L', () => {
  it('reconciles to zero per market, adds up to what the ledger posted to each agent, and agrees with the desk view, with random shares and bets, settled once or again', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: agents.length, maxLength: agents.length }),
        fc.array(fc.record({ market: fc.nat(1), punter: fc.nat(11), pick: fc.nat(1), back: fc.boolean(), odds: fc.integer({ min: 11, max: 50 }), stake: fc.integer({ min: 1, max: 300 }) }), { minLength: 1, maxLength: 25 }),
        fc.array(fc.nat(1), { minLength: 2, maxLength: 2 }),
        fc.boolean(),
        (shares, bets, winners, resettle) => {
          fx.db.exec('BEGIN');
          try {
            agents.forEach((userName, i) => fx.db.prepare(`UPDATE accounts SET share = ? WHERE userName = ? AND level <> 'admin'`).run(shares[i] ?? 0, userName));
            for (const b of bets) {
              const market = markets[b.market] ?? markets[0];
              fx.bet({ marketId: market?.marketId ?? '', outcomeId: market?.outcomes[b.pick] ?? '', accountId: fx.punters[b.punter] ?? '', side: b.back ? 'back' : 'lay', odds: b.odds / 10, stake: b.stake * 100 });
            }
            markets.forEach((market, i) => {
              fx.declare(market.marketId, { winnerIds: [market.outcomes[winners[i] ?? 0] ?? ''] });
              settleMarket(fx.db, { marketId: market.marketId, idempotencyKey: `pl-${i}`, actor: fx.carol });
            });
            // Settled again (version 2): the rolled-back version counts nowhere, in either view.
            if (resettle) {
              const bookmakerId = markets[1]?.marketId ?? '';
              unsettleMarket(fx.db, { marketId: bookmakerId, reason: 'property test', actor: fx.carol });
              settleMarket(fx.db, { marketId: bookmakerId, idempotencyKey: 'pl-again', actor: fx.carol });
            }
            for (const userName of agents) {
              const lines = agentProfitLoss(fx.db, { userName, by: 'market' });
              for (const line of lines) expect(line.reconciliation).toBe(0);
              const posted = Number(fx.db.prepare(`SELECT COALESCE(SUM(p.amount), 0) AS t FROM ledger_postings p JOIN accounts a ON a._id = p.accountId WHERE a.userName = ? AND p.refType = 'settlement'`).get(userName)?.t);
              expect(lines.reduce((sum, line) => sum + line.profitLoss, 0)).toBe(posted);
              const bySport = agentProfitLoss(fx.db, { userName, by: 'sport' }).reduce((sum, line) => sum + line.profitLoss, 0);
              expect(bySport).toBe(posted);
            }
            // The bookmaker desk's view of its market: the house side's P/L is what the punters lost, the house's
            // share is what the agent P/L of the house shows for it.
            const bookmaker = markets[1]?.marketId ?? '';
            const desk = traderProfitLoss(fx.db, 'bookmaker').find((row) => row.marketId === bookmaker);
            expect(desk?.houseProfitLoss).toBe(0 - puntersPosted(bookmaker));
            expect(desk?.houseShareProfitLoss).toBe(agentProfitLoss(fx.db, { userName: house, by: 'market' }).find((line) => line.key === bookmaker)?.profitLoss ?? 0);
          } finally {
            fx.db.exec('ROLLBACK');
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 60_000);

  it('counts days, and the From/To range, in the caller’s zone: 20:00 UTC is the next day in India', () => {
    fx.db.exec('BEGIN');
    try {
      const market = markets[0];
      fx.bet({ marketId: market?.marketId ?? '', outcomeId: market?.outcomes[0] ?? '', accountId: fx.punters[0] ?? '', side: 'back', odds: 2, stake: 100_00 });
      fx.declare(market?.marketId ?? '', { winnerIds: [market?.outcomes[1] ?? ''] });
      settleMarket(fx.db, { marketId: market?.marketId ?? '', idempotencyKey: 'pl-zone', actor: fx.carol });
      fx.db.prepare('UPDATE settlements SET settledAt = ? WHERE marketId = ?').run('2026-11-27T20:00:00.000Z', market?.marketId ?? '');
      const days = (tz_offset: number, range: { from?: string; to?: string } = {}) => agentProfitLoss(fx.db, { userName: house, by: 'day', tz_offset, ...range }).map((line) => line.key);
      expect(days(0)).toEqual(['2026-11-27']);
      expect(days(330)).toEqual(['2026-11-28']);
      expect(days(-300)).toEqual(['2026-11-27']);
      expect(days(330, { from: '2026-11-28', to: '2026-11-28' })).toEqual(['2026-11-28']);
      expect(days(0, { from: '2026-11-28', to: '2026-11-28' })).toEqual([]);
      expect(days(330, { from: '2026-11-27', to: '2026-11-27' })).toEqual([]);
    } finally {
      fx.db.exec('ROLLBACK');
    }
  });
});
