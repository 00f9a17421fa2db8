import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { enterResult, holdResult, type Actor } from './maker-checker';
import { brokenInvariants } from './invariants';
import { settleMarket, unsettleMarket } from './settle';
import { openSettlementFixture } from './settlement-fixture';
import { preVoid, voidBets, voidMarket } from './voids';

/** Random steps over two markets (a runner and a line market): bets, entries, holds, settles (keys repeat), unsettles and voids. */
const step = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('bet' as const), market: fc.nat(1), punter: fc.nat(5), pick: fc.nat(2), side: fc.boolean(), price: fc.integer({ min: 11, max: 60 }), stake: fc.integer({ min: 1, max: 500 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('enter' as const), market: fc.nat(1), user: fc.nat(2), pick: fc.nat(2), factor: fc.constantFrom(0, 0, 0.5) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('declare' as const), market: fc.nat(1), user: fc.nat(2), pick: fc.nat(2), factor: fc.constantFrom(0, 0, 0.5) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('settle' as const), market: fc.nat(1), key: fc.nat(3), retry: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unsettle' as const), market: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('hold' as const), market: fc.nat(1), hold: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('void' as const), market: fc.nat(1), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('preVoid' as const), market: fc.nat(1), from: fc.nat(30), length: fc.nat(30) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), market: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'voidMarket' as const, market: 1 }) },
);

// One database for every run: each run happens inside a transaction that is rolled back after it.
const fx = openSettlementFixture();
afterAll(() => fx.close());
const markets = [fx.openMarket('matchOdds'), fx.openMarket('fancy')];
const users: Actor[] = [fx.alice, fx.bob, fx.carol];
/** What the runs did (not only refusals): asserted below so that the property cannot pass on refusals alone. */
const done = { settled: 0, replayed: 0, unsettled: 0, postVoids: 0, voids: 0 };

describe('results and settlement invariants', () => {
  it('hold after every step of random bets, results, settles, retries, rollbacks and voids', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 5, maxLength: 50 }), (steps) => {
        fx.db.exec('BEGIN');
        try {
          const start = Date.UTC(2026, 10, 26, 12, 0, 0);
          let clock = 0;
          for (const s of steps) {
            const market = markets[s.market] ?? markets[0];
            if (!market) continue;
            const { marketId, outcomes } = market;
            clock += 1;
            const now = new Date(start + clock * 1000);
            try {
              switch (s.kind) {
                case 'bet':
                  if (s.market === 0) fx.bet({ marketId, outcomeId: outcomes[s.pick % outcomes.length] ?? '', accountId: fx.punters[s.punter] ?? '', side: s.side ? 'back' : 'lay', odds: s.price / 10, stake: s.stake * 100, placedAt: now });
                  else fx.bet({ marketId, outcomeId: s.side ? 'yes' : 'no', outcomeName: 'line', accountId: fx.punters[s.punter] ?? '', side: s.side ? 'yes' : 'no', odds: null, rate: 80 + s.pick * 10, line: s.price, stake: s.stake * 100, placedAt: now });
                  break;
                case 'enter': {
                  const entered = s.market === 0 ? { winnerIds: [outcomes[s.pick % outcomes.length] ?? ''] } : { number: 20 + s.pick * 10 };
                  enterResult(fx.db, { marketId, entered, voidFactor: s.factor }, users[s.user] ?? fx.alice, 'enter', now);
                  break;
                }
                case 'declare': {
                  // Two different users enter the same result (the second declares it, unless a third entry differs).
                  const entered = s.market === 0 ? { winnerIds: [outcomes[s.pick % outcomes.length] ?? ''] } : { number: 20 + s.pick * 10 };
                  enterResult(fx.db, { marketId, entered, voidFactor: s.factor }, users[s.user] ?? fx.alice, 'enter', now);
                  enterResult(fx.db, { marketId, entered, voidFactor: s.factor }, users[(s.user + 1) % users.length] ?? fx.bob, 'enter', now);
                  break;
                }
                case 'settle': {
                  const settled = settleMarket(fx.db, { marketId, idempotencyKey: `key-${s.market}-${s.key}`, actor: fx.carol, now });
                  done[settled.replayed ? 'replayed' : 'settled'] += 1;
                  if (s.retry) {
                    // The same request again (a retry after a time-out): the first settlement, nothing posted twice.
                    const postings = Number(fx.db.prepare('SELECT COUNT(*) AS n FROM ledger_postings').get()?.n);
                    const again = settleMarket(fx.db, { marketId, idempotencyKey: `key-${s.market}-${s.key}`, actor: fx.carol, now });
                    expect(again).toMatchObject({ replayed: true, settlement: { settlementId: settled.settlement.settlementId } });
                    expect(Number(fx.db.prepare('SELECT COUNT(*) AS n FROM ledger_postings').get()?.n)).toBe(postings);
                    done.replayed += 1;
                  }
                  break;
                }
                case 'unsettle':
                  unsettleMarket(fx.db, { marketId, reason: 'property test', actor: fx.alice, now });
                  done.unsettled += 1;
                  break;
                case 'hold':
                  holdResult(fx.db, marketId, s.hold, 'property test', fx.bob, now);
                  break;
                case 'void': {
                  const ids = fx.db.prepare(`SELECT _id FROM bets WHERE marketId = ? AND status IN ('matched', 'settled') ORDER BY seq`).all(marketId).map((r) => String(r._id));
                  const id = ids[s.pick % Math.max(1, ids.length)];
                  if (id) done[voidBets(fx.db, marketId, [id], 'manual', 'property test', fx.bob, now).resettledVersion ? 'postVoids' : 'voids'] += 1;
                  break;
                }
                case 'preVoid':
                  preVoid(fx.db, marketId, new Date(start + s.from * 1000).toISOString(), new Date(start + (s.from + s.length + 1) * 1000).toISOString(), 'property test', fx.alice, now);
                  break;
                case 'reopen':
                  fx.db.prepare(`UPDATE markets SET status = 'open' WHERE _id = ? AND status = 'suspended'`).run(marketId);
                  break;
                case 'voidMarket':
                  voidMarket(fx.db, marketId, 'property test', fx.alice, now);
                  break;
              }
            } catch (error) {
              // Refusals (a result not declared, a market already settled …) are answers; anything else is a bug.
              if (!(error instanceof ApiError)) throw error;
            }
            expect(brokenInvariants(fx.db), `after ${JSON.stringify(s)}`).toEqual([]);
          }
        } finally {
          fx.db.exec('ROLLBACK');
        }
      }),
      { numRuns: 300 },
    );
    for (const [what, count] of Object.entries(done)) expect(count, what).toBeGreaterThan(0);
  }, 60_000);
});
