import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { REFUSAL_REASONS } from '@shared/money/refusals';
import { scheduleVirtualRaces } from '../areas/desks/virtual-schedule';
import { setAccountStatus } from './accounts';
import { exposureOf, marketBook, openBetsOf } from './book';
import { ledgerSum, moneyOf, postBatch } from './ledger';
import { marketFacts } from './market-facts';
import { openMoneyFixture } from './money-fixture';
import { placeBet, type BetRequest } from './place-bet';

const fx = openMoneyFixture();
afterAll(() => fx.close());
const runner = fx.marketOf('matchOdds');
const line = fx.marketOf('fancy');
// The markets' own limits, so that the refusals below do not depend on which seeded market was found.
for (const marketId of [runner.marketId, line.marketId]) {
  fx.db
    .prepare(`INSERT INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt) VALUES (?, 'market', ?, 100, 100000, 1000000, 500000, '', '')`)
    .run(`limit-${marketId}`, marketId);
}
const bet = (over: Partial<BetRequest>): BetRequest => fx.betRequest({ marketId: runner.marketId, outcomeId: runner.outcomes[0] as string, ...over });

/** Every account: balance = ledger sum, exposure = its reservations, available ≥ 0, each reservation = its worst case. */
const assertInvariants = () => {
  for (const id of fx.punters) {
    const money = moneyOf(fx.db, id);
    expect(money?.balance).toBe(ledgerSum(fx.db, id));
    expect(money?.available).toBeGreaterThanOrEqual(0);
    const rows = fx.db.prepare('SELECT marketId, exposure FROM market_exposure WHERE accountId = ?').all(id);
    expect(money?.exposure).toBe(rows.reduce((sum, row) => sum + Number(row.exposure), 0));
    for (const row of rows) {
      const facts = marketFacts(fx.db, String(row.marketId));
      if (facts) expect(Number(row.exposure)).toBe(exposureOf(facts, openBetsOf(fx.db, id, facts.marketId)));
    }
  }
};

describe('placing a bet', () => {
  it('matches a bet within the limits and reserves its worst case', () => {
    const placed = placeBet(fx.db, bet({ side: 'lay', odds: 3, stake: 1000_00 }));
    expect(placed).toMatchObject({ accepted: true, replayed: false, exposure: 2000_00 });
    assertInvariants();
  });

  it('answers a repeated key with the first decision and changes nothing', () => {
    const request = bet({ stake: 200_00 });
    const first = placeBet(fx.db, request);
    const exposure = moneyOf(fx.db, request.accountId)?.exposure;
    const again = placeBet(fx.db, request);
    expect(again).toMatchObject({ replayed: true, accepted: true, bet: { _id: first.bet._id } });
    expect(moneyOf(fx.db, request.accountId)?.exposure).toBe(exposure);
  });

  it('refuses with the right reason, and records the refusal', () => {
    const punter = fx.punters[1] as string;
    const refused = (over: Partial<BetRequest>) => placeBet(fx.db, bet({ accountId: punter, ...over })).bet.reason;
    expect(refused({ stake: 1_00 })).toBe('belowMinStake');
    expect(refused({ stake: 200_000_00 })).toBe('aboveMaxStake');
    expect(refused({ side: 'yes' })).toBe('selectionNotActive');
    expect(refused({ outcomeId: 'nope' })).toBe('selectionNotActive');
    expect(refused({ marketId: 'nope' })).toBe('marketNotOpen');
    expect(refused({})).toBeNull();
    expect(placeBet(fx.db, bet({ accountId: punter }), { priceUnchanged: false }).bet.reason).toBe('priceChanged');
    // Leave the punter 1,000 available: a lay at 3 for 1,000 risks 2,000.
    const available = moneyOf(fx.db, punter)?.available ?? 0;
    postBatch(fx.db, { idempotencyKey: 'test:drain', kind: 'withdrawal', by: 'test', postings: [
      { accountId: punter, amount: -(available - 1000_00), kind: 'withdrawal' },
      { accountId: fx.houseId, amount: available - 1000_00, kind: 'withdrawal' },
    ] });
    expect(refused({ side: 'lay', odds: 3, stake: 1000_00 })).toBe('insufficientBalance');
    expect(refused({ side: 'lay', odds: 2, stake: 1000_00 })).toBeNull();
    setAccountStatus(fx.db, punter, 'bettingLocked', 'test');
    expect(refused({})).toBe('accountNotActive');
    setAccountStatus(fx.db, punter, 'active', null);
    fx.db.prepare(`UPDATE markets SET status = 'suspended' WHERE _id = ?`).run(runner.marketId);
    expect(refused({})).toBe('marketNotOpen');
    fx.db.prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(runner.marketId);
    const rows = fx.db.prepare(`SELECT reason FROM bets WHERE accountId = ? AND status = 'refused'`).all(punter);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    assertInvariants();
  });

  it('keeps every invariant over random bets on a runner and a fancy market', () => {
    const runnerBet = fc.record({
      kind: fc.constant('runner' as const),
      punter: fc.integer({ min: 0, max: fx.punters.length - 1 }),
      outcome: fc.integer({ min: 0, max: runner.outcomes.length - 1 }),
      side: fc.constantFrom('back' as const, 'lay' as const),
      odds: fc.integer({ min: 101, max: 3000 }).map((n) => n / 100),
      stake: fc.integer({ min: 50_00, max: 120_000_00 }),
    });
    const lineBet = fc.record({
      kind: fc.constant('line' as const),
      punter: fc.integer({ min: 0, max: fx.punters.length - 1 }),
      side: fc.constantFrom('yes' as const, 'no' as const),
      line: fc.integer({ min: 30, max: 60 }),
      rate: fc.integer({ min: 50, max: 200 }),
      stake: fc.integer({ min: 50_00, max: 120_000_00 }),
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(runnerBet, lineBet), { minLength: 1, maxLength: 25 }), (bets) => {
        for (const b of bets) {
          const accountId = fx.punters[b.punter] as string;
          const placed =
            b.kind === 'runner'
              ? placeBet(fx.db, bet({ accountId, outcomeId: runner.outcomes[b.outcome] as string, side: b.side, odds: b.odds, stake: b.stake }))
              : placeBet(fx.db, bet({ accountId, marketId: line.marketId, outcomeId: b.side, side: b.side, odds: null, rate: b.rate, line: b.line, stake: b.stake }));
          if (!placed.accepted) expect(REFUSAL_REASONS).toContain(placed.bet.reason);
        }
        assertInvariants();
      }),
      { numRuns: 30 },
    );
    const book = marketBook(fx.db, line.marketId);
    expect(book?.kind).toBe('line');
  });
});

/** A market opened with the runner market's limits, and its event's start. */
const openWithLimits = (marketId: string) => {
  fx.db.prepare(`UPDATE markets SET status = 'open' WHERE _id = ?`).run(marketId);
  fx.db
    .prepare(`INSERT OR REPLACE INTO bet_limits (betlimitId, level, targetId, minStake, maxStake, maxProfit, maxLiability, createdAt, updatedAt) VALUES (?, 'market', ?, 100, 100000, 1000000, 500000, '', '')`)
    .run(`limit-${marketId}`, marketId);
  const row = fx.db.prepare('SELECT e.openDate FROM markets m JOIN events e ON e._id = m.eventId WHERE m._id = ?').get(marketId);
  const outcomes = fx.db.prepare(`SELECT _id FROM selections WHERE marketId = ? AND status = 'active' ORDER BY sequence`).all(marketId).map((r) => String(r._id));
  return { marketId, outcomes, off: new Date(String(row?.openDate)) };
};

describe('bets at the off', () => {
  // A virtual race of the seeded model's schedule (at the next whole minute), not traded in play.
  scheduleVirtualRaces(fx.db, 1, 5);
  const virtualId = String(fx.db.prepare(`SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.family = 'virtual' ORDER BY m.rowid DESC LIMIT 1`).get()?._id);
  const race = openWithLimits(virtualId);
  const raceBet = (over: Partial<BetRequest>) => fx.betRequest({ marketId: race.marketId, outcomeId: race.outcomes[0] as string, ...over });
  const later = (ms: number) => new Date(race.off.getTime() + ms);

  it('refuses a bet on a virtual race from its off on, in words, even while its market is still open', () => {
    expect(placeBet(fx.db, raceBet({}), { now: later(-1) }).accepted).toBe(true);
    const atOff = placeBet(fx.db, raceBet({}), { now: later(0) });
    expect(atOff).toMatchObject({ accepted: false, bet: { reason: 'marketNotOpen' } });
    expect(atOff.bet.message).toMatch(/^The race is off \(\d\d:\d\d:00 UTC\): this market is not traded in play, so its bets closed at the off\.$/);
    expect(placeBet(fx.db, raceBet({}), { now: later(37_000) }).bet.reason).toBe('marketNotOpen');
    expect(String(fx.db.prepare('SELECT status FROM markets WHERE _id = ?').get(race.marketId)?.status)).toBe('open');
    assertInvariants();
  });

  it('closes a horse race at its off, and leaves an in-play event’s market open after its start', () => {
    const horses = openWithLimits(String(fx.db.prepare(`SELECT m._id FROM markets m JOIN market_types t ON t._id = m.marketTypeId WHERE t.code = 'WIN' ORDER BY m._id LIMIT 1`).get()?._id));
    const horseBet = fx.betRequest({ marketId: horses.marketId, outcomeId: horses.outcomes[0] as string });
    expect(placeBet(fx.db, horseBet, { now: new Date(horses.off.getTime() + 1_000) }).bet.reason).toBe('marketNotOpen');
    const started = fx.db.prepare('SELECT e.openDate, e.inPlayCapable FROM markets m JOIN events e ON e._id = m.eventId WHERE m._id = ?').get(runner.marketId);
    expect(Number(started?.inPlayCapable)).toBe(1);
    expect(placeBet(fx.db, bet({}), { now: new Date(new Date(String(started?.openDate)).getTime() + 3_600_000) }).bet.reason).toBeNull();
  });

  it('matches no bet on a virtual market at or after its off, whenever the bets come', () => {
    const attempt = fc.record({ at: fc.integer({ min: -5_000, max: 5_000 }), punter: fc.nat(fx.punters.length - 1), outcome: fc.nat(race.outcomes.length - 1), lays: fc.boolean(), stake: fc.integer({ min: 100_00, max: 2_000_00 }) });
    fc.assert(
      fc.property(fc.array(attempt, { minLength: 1, maxLength: 20 }), (attempts) => {
        for (const a of attempts) {
          const placed = placeBet(fx.db, raceBet({ accountId: fx.punters[a.punter] as string, outcomeId: race.outcomes[a.outcome] as string, side: a.lays ? 'lay' : 'back', stake: a.stake }), { now: later(a.at) });
          // Before the off the open market takes the bet (or refuses it for money); from the off on, never.
          if (a.at >= 0) expect(placed.bet.reason).toBe('marketNotOpen');
          else expect(placed.bet.reason).not.toBe('marketNotOpen');
        }
        const matchedLate = fx.db.prepare(`SELECT COUNT(*) AS n FROM bets WHERE marketId = ? AND status = 'matched' AND decidedAt >= ?`).get(race.marketId, race.off.toISOString());
        expect(Number(matchedLate?.n)).toBe(0);
        assertInvariants();
      }),
      { numRuns: 40 },
    );
  });
});
