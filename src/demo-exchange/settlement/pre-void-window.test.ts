import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { betsInWindowView } from '../areas/results/views';
import { openSettlementFixture } from './settlement-fixture';
import { betsInWindow, preVoid } from './voids';

const fx = openSettlementFixture();
afterAll(() => fx.close());
const { db, alice } = fx;
const [punter = ''] = fx.punters;

/** A market with a bet at each of these instants (milliseconds matter: the screen shows whole seconds). */
const marketWithBetsAt = (instants: readonly string[]) => {
  const { marketId, outcomes } = fx.openMarket('matchOdds');
  const ids = instants.map((at) => fx.bet({ marketId, outcomeId: outcomes[0] ?? '', accountId: punter, stake: 5_00, placedAt: new Date(at) }).bet._id);
  return { marketId, ids };
};
const statusOf = (betId: string) => String(db.prepare('SELECT status FROM bets WHERE _id = ?').get(betId)?.status);

describe('a pre-void window, From and To to the second', () => {
  it('takes the whole To second, and the list and the void agree on it', () => {
    const { marketId, ids } = marketWithBetsAt(['2026-11-28T08:34:20.999Z', '2026-11-28T08:34:21.000Z', '2026-11-28T08:37:21.832Z', '2026-11-28T08:37:22.000Z']);
    const [before = '', first = '', lastSecond = '', after = ''] = ids;
    const from = '2026-11-28T08:34:21.000Z';
    const to = '2026-11-28T08:37:21.000Z';
    expect(betsInWindowView(db, marketId, from, to).map((bet) => bet.betId)).toEqual([first, lastSecond]);
    expect(betsInWindow(db, marketId, from, to)).toEqual([first, lastSecond]);
    expect(preVoid(db, marketId, from, to, 'Goal at 08:37:22', alice).voided).toBe(2);
    expect(ids.map(statusOf)).toEqual(['matched', 'voided', 'voided', 'matched']);
    expect([before, after].map(statusOf)).toEqual(['matched', 'matched']);
  });

  it('is one second when From = To, and refused only when To is before From', () => {
    const { marketId, ids } = marketWithBetsAt(['2026-11-28T08:37:20.500Z', '2026-11-28T08:37:21.832Z', '2026-11-28T08:37:22.001Z']);
    const second = '2026-11-28T08:37:21.000Z';
    expect(betsInWindowView(db, marketId, second, second).map((bet) => bet.betId)).toEqual([ids[1]]);
    expect(preVoid(db, marketId, second, second, 'Wicket at 08:37:22', alice).voided).toBe(1);
    expect(() => betsInWindow(db, marketId, second, '2026-11-28T08:37:20.000Z')).toThrow(ApiError);
  });
});
