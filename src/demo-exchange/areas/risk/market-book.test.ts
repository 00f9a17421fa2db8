import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { reservedExposure } from '../../money/exposure-store';
import { moneyOf } from '../../money/ledger';
import { settleMarket } from '../../settlement/settle';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { withdrawRunner } from '../racing/card';
import { alertState, saveThreshold } from './alerts';
import { marketBookOf } from './market-book';
import { riskMarkets } from './markets';

const fx = openSettlementFixture();
afterAll(() => fx.close());
const runner = fx.openMarket('matchOdds');
const line = fx.openMarket('fancy');
const place = fx.openRaceMarket('PLACE');
fx.db.prepare(`INSERT INTO users (_id, name, userName, passwordHash, role, createdAt, updatedAt) VALUES ('staff-rita', 'Rita', 'rita', '', 'RISK_USER', '', '')`).run();

/** The risk list's row of a market: its open bets, stake and house worst case must be the drill-down's. */
const listRowOf = (marketId: string) => riskMarkets(fx.db, { start: 0, length: 100, search: { value: '' } }).data.find((m) => m.marketId === marketId);
const expectListAsBook = (marketId: string) => {
  const book = marketBookOf(fx.db, marketId);
  const row = listRowOf(marketId);
  // The list has the markets where punters have something reserved (a lone YES at 0 risks nothing).
  if (!row) expect(fx.db.prepare('SELECT COALESCE(SUM(exposure), 0) AS x FROM market_exposure WHERE marketId = ?').get(marketId)?.x).toBe(0);
  else expect(row).toMatchObject({ openBets: book.openBets, stake: book.stake, houseWorstCase: book.liability });
};

const bets = fc.array(fc.record({ punter: fc.nat(5), pick: fc.nat(2), back: fc.boolean(), odds: fc.integer({ min: 11, max: 60 }), line: fc.oneof(fc.constant(0), fc.integer({ min: 40, max: 44 })), stake: fc.integer({ min: 1, max: 50 }) }), { minLength: 1, maxLength: 25 });

describe('a market’s book for the risk desk', () => {
  it('gives the house the opposite of what its punters win on each outcome, and its worst outcome as the liability', () => {
    fc.assert(
      fc.property(bets, (drawn) => {
        fx.db.exec('BEGIN');
        try {
          for (const b of drawn) {
            const accountId = fx.punters[b.punter] ?? '';
            const stake = b.stake * 100;
            fx.bet({ accountId, marketId: runner.marketId, outcomeId: runner.outcomes[b.pick % runner.outcomes.length] ?? '', side: b.back ? 'back' : 'lay', odds: b.odds / 10, stake });
            fx.bet({ accountId, marketId: line.marketId, outcomeId: 'line', side: b.back ? 'yes' : 'no', odds: null, rate: 90, line: b.line, stake });
            expect(fx.bet({ accountId, marketId: place.marketId, outcomeId: place.outcomes[b.pick % place.outcomes.length] ?? '', side: b.back ? 'back' : 'lay', odds: b.odds / 10, stake }).accepted).toBe(true);
          }
          for (const marketId of [runner.marketId, line.marketId, place.marketId]) {
            const book = marketBookOf(fx.db, marketId);
            expectListAsBook(marketId);
            expect(book.outcomes.length).toBeGreaterThan(0);
            for (const outcome of book.outcomes) expect(outcome.housePnl).toBe(-outcome.punters.reduce((sum, p) => sum + p.pnl, 0));
            // On a Place market the worst case is a set of placed runners: at least the worst single one.
            const worstSingle = Math.max(0, ...book.outcomes.map((o) => -o.housePnl));
            if (marketId === place.marketId) expect(book.liability).toBeGreaterThanOrEqual(worstSingle);
            else expect(book.liability).toBe(worstSingle);
            expect(book.history.at(-1)?.liability).toBe(book.liability);
          }
        } finally {
          fx.db.exec('ROLLBACK');
        }
      }),
      { numRuns: 30 },
    );
  });

  it('has no "Below 0" outcome on a line market: a result is 0 runs or more', () => {
    fx.db.exec('BEGIN');
    try {
      fx.bet({ accountId: fx.punters[0] ?? '', marketId: line.marketId, outcomeId: 'line', side: 'no', odds: null, rate: 100, line: 0, stake: 1000 });
      fx.bet({ accountId: fx.punters[1] ?? '', marketId: line.marketId, outcomeId: 'line', side: 'yes', odds: null, rate: 100, line: 5, stake: 1000 });
      const book = marketBookOf(fx.db, line.marketId);
      expect(book.outcomes.map((o) => o.name)).toEqual(['0 to 4', '5 or more']);
      // The NO at 0 loses whatever happens; the YES at 5 wins from 5 runs: the house loses at most 0.
      expect(book.liability).toBe(0);
    } finally {
      fx.db.exec('ROLLBACK');
    }
  });

  it('alerts on a market or punter above its own threshold, or the default one', () => {
    fx.bet({ accountId: fx.punters[0] ?? '', marketId: runner.marketId, outcomeId: runner.outcomes[0] ?? '', side: 'lay', odds: 3, stake: 100_00 });
    expect(alertState(fx.db, 'staff-rita').breaches).toEqual([]);
    const exposure = 200_00;
    saveThreshold(fx.db, 'staff-rita', { scope: 'market', target: '*', amount: exposure - 1 });
    expect(alertState(fx.db, 'staff-rita').breaches).toEqual([expect.objectContaining({ scope: 'market', target: runner.marketId, exposure, threshold: exposure - 1 })]);
    const other = fx.openMarket('bookmaker');
    fx.bet({ accountId: fx.punters[1] ?? '', marketId: other.marketId, outcomeId: other.outcomes[0] ?? '', side: 'back', odds: 2, stake: 10_00 });
    expect(alertState(fx.db, 'staff-rita').breaches.map((b) => b.target)).toEqual([runner.marketId]);
    saveThreshold(fx.db, 'staff-rita', { scope: 'market', target: runner.marketId, amount: exposure });
    expect(alertState(fx.db, 'staff-rita').breaches).toEqual([]);
    const punter = String(fx.db.prepare('SELECT userName FROM accounts WHERE _id = ?').get(fx.punters[0] ?? '')?.userName);
    saveThreshold(fx.db, 'staff-rita', { scope: 'user', target: punter, amount: 100 });
    expect(alertState(fx.db, 'staff-rita').breaches).toEqual([expect.objectContaining({ scope: 'user', target: punter, exposure })]);
  });
});

describe('a race’s book for the risk desk once a runner is withdrawn', () => {
  const minute = (n: number) => new Date(Date.UTC(2026, 10, 26, 12, n));
  const [layer = '', backer = '', late = ''] = fx.punters;
  const userNameOf = (accountId: string) => String(fx.db.prepare('SELECT userName FROM accounts WHERE _id = ?').get(accountId)?.userName);

  it('leaves the non-runner out, voids its bets and takes Rule 4 off the bets before it: each punter’s worst outcome is their reservation, and settlement pays what the house book says', () => {
    fx.db.exec('BEGIN');
    try {
      const { marketId, outcomes } = fx.openRaceMarket('WIN');
      const [a = '', b = '', c = '', d = ''] = outcomes;
      const bet = (accountId: string, outcomeId: string, side: 'back' | 'lay', stake: number, at: number) =>
        expect(fx.bet({ marketId, outcomeId, accountId, side, odds: 2, stake, placedAt: minute(at) }).accepted).toBe(true);
      bet(layer, c, 'lay', 100_00, 1);
      bet(layer, d, 'lay', 100_00, 1);
      for (const [outcomeId, stake] of [[a, 10_00], [b, 50_00], [c, 50_00]] as const) bet(backer, outcomeId, 'back', stake, 1);
      withdrawRunner(fx.db, marketId, d, 1.6, 'test', minute(2));
      // Struck after the withdrawal: paid in full.
      bet(late, a, 'back', 10_00, 3);

      const book = marketBookOf(fx.db, marketId);
      expect(book.outcomes.map((o) => o.outcomeId)).toEqual(outcomes.filter((id) => id !== d));
      expect(book.openBets).toBe(6);
      // A: the layer +100, the backer −95 (A's 10 lose 5), the late back +10. B: +100, −35, −10. C: the lay of
      // C pays 50 (100 less 50p), −35, −10.
      const housePnl = (id: string) => book.outcomes.find((o) => o.outcomeId === id)?.housePnl;
      expect([housePnl(a), housePnl(b), housePnl(c)]).toEqual([-15_00, -55_00, 95_00]);
      expect(book.liability).toBe(55_00);
      // The risk list prices a market with a non-runner bet by bet, as the drill-down does.
      expectListAsBook(marketId);
      for (const accountId of [layer, backer, late]) {
        const pnls = book.outcomes.map((o) => o.punters.find((p) => p.userName === userNameOf(accountId))?.pnl ?? 0);
        expect(reservedExposure(fx.db, accountId, marketId), userNameOf(accountId)).toBe(Math.max(0, ...pnls.map((pnl) => -pnl)));
      }

      const before = fx.punters.map((id) => moneyOf(fx.db, id)?.balance ?? 0);
      fx.declare(marketId, { winnerIds: [b] });
      settleMarket(fx.db, { marketId, idempotencyKey: `risk-book-withdrawn-${marketId}`, actor: fx.carol });
      const punterMoves = fx.punters.reduce((sum, id, i) => sum + (moneyOf(fx.db, id)?.balance ?? 0) - (before[i] ?? 0), 0);
      expect(-punterMoves).toBe(housePnl(b));
    } finally {
      fx.db.exec('ROLLBACK');
    }
  });
});
