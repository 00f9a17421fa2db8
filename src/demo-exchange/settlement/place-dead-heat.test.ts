import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DEAD_HEAT_WORDS } from '@shared/results';
import { marketBets } from '../areas/results/views';
import { moneyOf } from '../money/ledger';
import { brokenInvariants } from './invariants';
import { enterResult } from './maker-checker';
import { checkResult, resultMarket, type EnteredResult } from './result-input';
import { settleMarket } from './settle';
import { rolledBack, settleWithinReservations } from './settlement-checks';
import { openSettlementFixture } from './settlement-fixture';

/**
 * A dead heat for the last paid place of a racing Place market (2 places): the runners placed outright are
 * paid in full, the tied runners share the places left, each bet on one settled on that share of its stake.
 */
const fx = openSettlementFixture({ superAgents: 1, agentsPerSuperAgent: 1, puntersPerAgent: 4 });
afterAll(() => fx.close());
const { db, alice, bob, carol } = fx;
const punters = fx.punters.map((id) => id ?? '');

const nameOf = (id: string) => String(db.prepare('SELECT name FROM selections WHERE _id = ?').get(id)?.name);
const balances = () => punters.map((id) => moneyOf(db, id)?.balance ?? 0);
const labelOf = (marketId: string) => String(db.prepare('SELECT label FROM market_results WHERE marketId = ?').get(marketId)?.label);
/** Each bet's dead heat as the void lists show it, by its punter (one bet each), in the order of `punters`. */
const deadHeatsShown = (marketId: string) => {
  const bets = marketBets(db, marketId);
  return punters.map((id) => {
    const userName = String(db.prepare('SELECT userName FROM accounts WHERE _id = ?').get(id)?.userName);
    const bet = bets.find((b) => b.punter === userName);
    return bet ? `÷${bet.deadHeat} of ${bet.deadHeatPlaces}` : 'no bet';
  });
};

/** The exchange's refusal (422) in these words. */
const refused = (message: string) => expect.objectContaining({ name: 'ApiError', status: 422, message });

describe('a dead heat for the last place of a Place market, settled', () => {
  it('pays the runner placed outright in full and bets on the two tied for 2nd on half their stake', () => {
    const { marketId, outcomes } = fx.openRaceMarket('PLACE', 0);
    const [a = '', b = '', c = '', d = ''] = outcomes;
    const [p1 = '', p2 = '', p3 = '', p4 = ''] = punters;
    expect(fx.bet({ marketId, outcomeId: a, accountId: p1, side: 'back', odds: 3, stake: 100_00 }).accepted).toBe(true);
    expect(fx.bet({ marketId, outcomeId: b, accountId: p2, side: 'back', odds: 3, stake: 100_00 }).accepted).toBe(true);
    expect(fx.bet({ marketId, outcomeId: c, accountId: p3, side: 'lay', odds: 3, stake: 100_00 }).accepted).toBe(true);
    expect(fx.bet({ marketId, outcomeId: d, accountId: p4, side: 'back', odds: 3, stake: 100_00 }).accepted).toBe(true);
    const before = balances();

    fx.declare(marketId, { winnerIds: [a, b, c], deadHeatIds: [b, c] });
    expect(labelOf(marketId)).toBe(`Placed: ${nameOf(a)}; dead heat for 2nd: ${nameOf(b)}, ${nameOf(c)}`);
    settleMarket(db, { marketId, idempotencyKey: 'place-dead-heat-2nd', actor: carol });

    // A: 100 at 3.0 wins 200. B: 50 wins 100, 50 loses: +50. The lay of C: −100 + 50 = −50. D unplaced: −100.
    expect(balances().map((balance, i) => balance - (before[i] ?? 0))).toEqual([200_00, 50_00, -50_00, -100_00]);
    // The runners tied, and the places they shared, per bet (A and D: no dead heat).
    expect(deadHeatsShown(marketId)).toEqual(['÷1 of 1', '÷2 of 1', '÷2 of 1', '÷1 of 1']);
    expect(brokenInvariants(db)).toEqual([]);
  });

  it('settles bets on three runners dead-heating for 1st of 2 places each on 2/3 of its stake', () => {
    const { marketId, outcomes } = fx.openRaceMarket('PLACE', 1);
    const [a = '', b = '', c = '', d = ''] = outcomes;
    const [p1 = '', p2 = '', p3 = ''] = punters;
    expect(fx.bet({ marketId, outcomeId: a, accountId: p1, side: 'back', odds: 4, stake: 300_00 }).accepted).toBe(true);
    expect(fx.bet({ marketId, outcomeId: b, accountId: p2, side: 'lay', odds: 4, stake: 300_00 }).accepted).toBe(true);
    expect(fx.bet({ marketId, outcomeId: d, accountId: p3, side: 'back', odds: 2, stake: 100_00 }).accepted).toBe(true);
    const before = balances();

    fx.declare(marketId, { winnerIds: [a, b, c], deadHeatIds: [a, b, c] });
    expect(labelOf(marketId)).toBe(`Dead heat for 1st, sharing 2 places: ${nameOf(a)}, ${nameOf(b)}, ${nameOf(c)}`);
    settleMarket(db, { marketId, idempotencyKey: 'place-dead-heat-1st', actor: carol });

    // A: 200 wins 600, 100 loses: +500. The lay of B: −600 + 100 = −500 (it reserved 900). D unplaced: −100.
    expect(balances().slice(0, 3).map((balance, i) => balance - (before[i] ?? 0))).toEqual([500_00, -500_00, -100_00]);
    expect(deadHeatsShown(marketId)).toEqual(['÷3 of 2', '÷3 of 2', '÷1 of 1', 'no bet']);
    expect(brokenInvariants(db)).toEqual([]);
  });
});

describe('entering a dead heat for the last place', () => {
  const { marketId, outcomes } = fx.openRaceMarket('PLACE', 2);
  const [a = '', b = '', c = '', d = ''] = outcomes;
  const check = (entered: EnteredResult) => checkResult(resultMarket(db, marketId), entered);

  it('refuses a tie that is not one, in words, and more placed runners than places without a tie', () => {
    expect(() => check({ winnerIds: [a, b, c] })).toThrow(refused(DEAD_HEAT_WORDS.tooManyPlaced(2)));
    expect(() => check({ winnerIds: [a, b, c], deadHeatIds: [c, d] })).toThrow(refused(DEAD_HEAT_WORDS.notAmongPlaced));
    expect(() => check({ winnerIds: [a, b, c], deadHeatIds: [c] })).toThrow(refused(DEAD_HEAT_WORDS.tooFewTied));
    expect(() => check({ winnerIds: [a, b, c, d], deadHeatIds: [c, d] })).toThrow(refused(DEAD_HEAT_WORDS.outrightFill(2, 2)));
    expect(() => check({ winnerIds: [a, b], deadHeatIds: [a, b] })).toThrow(refused(DEAD_HEAT_WORDS.noTieNeeded(2, 2)));
    const sportsbook = fx.openMarket('sportsbook');
    const [s1 = '', s2 = ''] = sportsbook.outcomes;
    expect(() => checkResult(resultMarket(db, sportsbook.marketId), { winnerIds: [s1, s2], deadHeatIds: [s1, s2] })).toThrow(refused(DEAD_HEAT_WORDS.notARace));
  });

  it('stores the tie with the placed runners, and the places it shares', () => {
    expect(check({ winnerIds: [b, a, c], deadHeatIds: [c, b, c] }).value).toEqual({ kind: 'winners', winnerIds: [a, b, c].sort(), deadHeat: { tiedIds: [b, c].sort(), places: 1 } });
    expect(check({ winnerIds: [a, b] })).toEqual({ value: { kind: 'winners', winnerIds: [a, b].sort() }, label: `Placed: ${nameOf(a)}, ${nameOf(b)}` });
  });

  it('keeps a Win market’s dead heat as its several winners, marked or not', () => {
    const win = fx.openRaceMarket('WIN', 2);
    const [w1 = '', w2 = '', w3 = ''] = win.outcomes;
    const market = resultMarket(db, win.marketId);
    const unmarked = checkResult(market, { winnerIds: [w1, w2] });
    expect(checkResult(market, { winnerIds: [w1, w2], deadHeatIds: [w2, w1] })).toEqual(unmarked);
    expect(unmarked.label).toBe(`Dead heat: ${nameOf(w1)}, ${nameOf(w2)}`);
    expect(() => checkResult(market, { winnerIds: [w1, w2, w3], deadHeatIds: [w2, w3] })).toThrow(refused(DEAD_HEAT_WORDS.outrightFill(1, 1)));
  });

  it('declares only when two users name the same tie: another tie for the same runners goes to the checking queue', () => {
    rolledBack(db, () => {
      expect(enterResult(db, { marketId, entered: { winnerIds: [a, b, c], deadHeatIds: [b, c] }, voidFactor: 0 }, alice, 'enter').effect).toBe('entered');
      expect(enterResult(db, { marketId, entered: { winnerIds: [a, b, c], deadHeatIds: [a, b, c] }, voidFactor: 0 }, bob, 'verify').effect).toBe('mismatch');
      const done = enterResult(db, { marketId, entered: { winnerIds: [c, b, a], deadHeatIds: [c, b] }, voidFactor: 0 }, carol, 'enter');
      expect(done.effect).toBe('declared');
      expect(done.after.value).toEqual({ kind: 'winners', winnerIds: [a, b, c].sort(), deadHeat: { tiedIds: [b, c].sort(), places: 1 } });
    });
  });
});

describe('a Place market’s dead heat over random books', () => {
  it('costs no punter more than their reservation (the worst set of placed runners), and their bets add up to their posting', () => {
    const { marketId, outcomes } = fx.openRaceMarket('PLACE', 2);
    const bet = fc.record({ punter: fc.nat(punters.length - 1), outcome: fc.nat(outcomes.length - 1), lays: fc.boolean(), odds: fc.integer({ min: 101, max: 1000 }), stake: fc.integer({ min: 1, max: 1_000_00 }) });
    // 2 places: one clear and 2 or 3 tied for 2nd, or 3 or 4 tied for 1st.
    const tie = fc.tuple(fc.integer({ min: 0, max: 1 }), fc.shuffledSubarray([...outcomes], { minLength: 3, maxLength: outcomes.length })).map(([outright, runners]) => ({ winnerIds: runners, deadHeatIds: runners.slice(outright) }));
    let runs = 0;
    fc.assert(
      // `mirrored`: the same bets on every tied runner (the tight case: lays on all of them are the punter's worst sets).
      fc.property(fc.array(bet, { maxLength: 8 }), fc.array(bet, { maxLength: 2 }), tie, fc.constantFrom(0, 0, 0.5, 0.33), (others, mirrored, entered, voidFactor) => {
        rolledBack(db, () => {
          const strike = (outcomeId: string, b: (typeof others)[number]) =>
            fx.bet({ marketId, outcomeId, accountId: punters[b.punter] ?? '', side: b.lays ? 'lay' : 'back', odds: b.odds / 100, stake: b.stake });
          for (const b of mirrored) for (const outcomeId of entered.deadHeatIds) strike(outcomeId, b);
          for (const b of others) strike(outcomes[b.outcome] ?? '', b);
          fx.declare(marketId, entered, voidFactor);
          settleWithinReservations(db, punters, { marketId, idempotencyKey: `place-dead-heat-${(runs += 1)}`, actor: carol });
        });
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
