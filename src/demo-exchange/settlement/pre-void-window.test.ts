import { afterAll, describe, expect, it } from 'vitest';
import { preVoidExpectationOf } from '@shared/contract/results-schemas';
import { ApiError } from '../http/api-error';
import { BET_LIST_LIMIT, betsInWindowView } from '../areas/results/views';
import { openSettlementFixture } from './settlement-fixture';
import { betsInWindow, preVoid, voidBets, windowChangedSinceShown } from './voids';

const fx = openSettlementFixture();
afterAll(() => fx.close());
const { db, alice } = fx;
const [punter = ''] = fx.punters;

/** A market with a bet at each of these instants (milliseconds matter: the screen shows whole seconds). */
const marketWithBetsAt = (instants: readonly string[]) => {
  const { marketId, outcomes } = fx.openMarket('matchOdds');
  const strike = (at: string, accountId = punter) => fx.bet({ marketId, outcomeId: outcomes[0] ?? '', accountId, stake: 5_00, placedAt: new Date(at) }).bet._id;
  const ids = instants.map((at) => strike(at));
  return { marketId, ids, strike };
};
const statusOf = (betId: string) => String(db.prepare('SELECT status FROM bets WHERE _id = ?').get(betId)?.status);
/** How many bets of a window are voided (the fixture's markets are shared by the tests of a family). */
const voidedIn = (marketId: string, from: string, to: string) =>
  Number(db.prepare(`SELECT COUNT(*) AS n FROM bets WHERE marketId = ? AND status = 'voided' AND placedAt >= ? AND placedAt <= ?`).get(marketId, from, to)?.n);
/** The exchange's refusal of `run`, or a failure when it does not refuse. */
const refusalOf = (run: () => unknown): ApiError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Not refused.');
};

describe('a pre-void window, From and To to the second', () => {
  it('takes the whole To second, and the list and the void agree on it', () => {
    const { marketId, ids } = marketWithBetsAt(['2026-11-28T08:34:20.999Z', '2026-11-28T08:34:21.000Z', '2026-11-28T08:37:21.832Z', '2026-11-28T08:37:22.000Z']);
    const [before = '', first = '', lastSecond = '', after = ''] = ids;
    const from = '2026-11-28T08:34:21.000Z';
    const to = '2026-11-28T08:37:21.000Z';
    expect(betsInWindowView(db, marketId, from, to).data.map((bet) => bet.betId)).toEqual([first, lastSecond]);
    expect(betsInWindow(db, marketId, from, to)).toEqual([first, lastSecond]);
    expect(preVoid(db, marketId, from, to, 'Goal at 08:37:22', alice).voided).toBe(2);
    expect(ids.map(statusOf)).toEqual(['matched', 'voided', 'voided', 'matched']);
    expect([before, after].map(statusOf)).toEqual(['matched', 'matched']);
  });

  it('is one second when From = To, and refused only when To is before From', () => {
    const { marketId, ids } = marketWithBetsAt(['2026-11-28T08:37:20.500Z', '2026-11-28T08:37:21.832Z', '2026-11-28T08:37:22.001Z']);
    const second = '2026-11-28T08:37:21.000Z';
    expect(betsInWindowView(db, marketId, second, second).data.map((bet) => bet.betId)).toEqual([ids[1]]);
    expect(preVoid(db, marketId, second, second, 'Wicket at 08:37:22', alice).voided).toBe(1);
    expect(() => betsInWindow(db, marketId, second, '2026-11-28T08:37:20.000Z')).toThrow(ApiError);
  });
});

describe('a pre-void voids only the bets the user was shown', () => {
  it('counts every bet of a window holding more than the list shows, and voids them all', () => {
    const count = BET_LIST_LIMIT + 20;
    const start = Date.parse('2026-11-29T10:00:00.000Z');
    const instants = Array.from({ length: count }, (_, i) => new Date(start + i * 100).toISOString());
    const { marketId, strike } = marketWithBetsAt([]);
    const ids = instants.map((at, i) => strike(at, fx.punters[i % fx.punters.length]));
    const from = '2026-11-29T10:00:00.000Z';
    const to = '2026-11-29T10:01:00.000Z';
    const shown = betsInWindowView(db, marketId, from, to);
    expect(shown.data).toHaveLength(BET_LIST_LIMIT);
    expect(shown.data[0]?.betId).toBe(ids[0]);
    expect(shown.recordsTotal).toBe(count);
    const seqs = ids.map((id) => Number(db.prepare('SELECT seq FROM bets WHERE _id = ?').get(id)?.seq));
    expect(shown.maxSeq).toBe(Math.max(...seqs));
    expect(preVoid(db, marketId, from, to, 'Goal at 10:01:01', alice, new Date(), preVoidExpectationOf(shown)).voided).toBe(count);
    expect(voidedIn(marketId, from, to)).toBe(count);
  });

  it('refuses in words when a bet was struck into the window since the list was read, and voids nothing', () => {
    const { marketId, strike } = marketWithBetsAt(['2026-11-30T09:00:01.000Z', '2026-11-30T09:00:02.000Z']);
    const from = '2026-11-30T09:00:00.000Z';
    const to = '2026-11-30T09:05:00.000Z';
    const shown = preVoidExpectationOf(betsInWindowView(db, marketId, from, to));
    expect(shown.count).toBe(2);
    // A window up to now on an open market: a bet is struck into it while the dialog is open.
    strike('2026-11-30T09:04:00.000Z');
    const refused = refusalOf(() => preVoid(db, marketId, from, to, 'Goal at 09:05:01', alice, new Date(), shown));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ expected: { message: windowChangedSinceShown(3) } });
    expect(windowChangedSinceShown(3)).toBe('The bets in this window changed since you looked: it now holds 3 bets. Check them and pre-void again.');
    expect(voidedIn(marketId, from, to)).toBe(0);
    // Read again, the three are shown and voided.
    const again = preVoidExpectationOf(betsInWindowView(db, marketId, from, to));
    expect(preVoid(db, marketId, from, to, 'Goal at 09:05:01', alice, new Date(), again).voided).toBe(3);
  });

  it('refuses when as many bets are in the window but not the same ones (one voided elsewhere, one struck)', () => {
    const { marketId, ids, strike } = marketWithBetsAt(['2026-12-01T09:00:01.000Z', '2026-12-01T09:00:02.000Z']);
    const from = '2026-12-01T09:00:00.000Z';
    const to = '2026-12-01T09:05:00.000Z';
    const shown = preVoidExpectationOf(betsInWindowView(db, marketId, from, to));
    voidBets(db, marketId, [ids[0] ?? ''], 'manual', 'Palpable error', alice);
    expect(refusalOf(() => preVoid(db, marketId, from, to, 'Goal', alice, new Date(), shown)).body).toEqual({ expected: { message: windowChangedSinceShown(1) } });
    strike('2026-12-01T09:03:00.000Z');
    expect(betsInWindowView(db, marketId, from, to).recordsTotal).toBe(shown.count);
    expect(refusalOf(() => preVoid(db, marketId, from, to, 'Goal', alice, new Date(), shown)).status).toBe(409);
    expect(voidedIn(marketId, from, to)).toBe(1);
  });

  it('says an empty window holds no bets, and voids nothing there', () => {
    const { marketId } = marketWithBetsAt([]);
    const empty = betsInWindowView(db, marketId, '2026-12-02T09:00:00.000Z', '2026-12-02T09:05:00.000Z');
    expect(empty).toEqual({ data: [], recordsTotal: 0, maxSeq: 0 });
    expect(preVoid(db, marketId, '2026-12-02T09:00:00.000Z', '2026-12-02T09:05:00.000Z', 'Goal', alice, new Date(), preVoidExpectationOf(empty)).voided).toBe(0);
  });
});

describe('voiding many bets at once', () => {
  it('reads the chosen bets a slice at a time: more ids than SQLite binds to one statement get the exchange’s answer, not an SQL error', () => {
    const { marketId, ids } = marketWithBetsAt(['2026-11-28T10:00:00.000Z']);
    const unknown = Array.from({ length: 33_000 }, (_, i) => `no-such-bet-${i}`);
    const refusal = refusalOf(() => voidBets(db, marketId, [...ids, ...unknown], 'manual', 'Too many', alice));
    expect(refusal.status).toBe(409);
    expect(statusOf(ids[0] ?? '')).toBe('matched');
    expect(voidBets(db, marketId, ids, 'manual', 'Just the one', alice).voided).toBe(1);
  });
});
