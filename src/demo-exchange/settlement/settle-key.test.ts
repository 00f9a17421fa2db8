import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { MESSAGES as HTTP_MESSAGES } from '../http/messages';
import { settleMarket } from './settle';
import { openSettlementFixture } from './settlement-fixture';
import { liveSettlement } from './settlements';

const fx = openSettlementFixture();
afterAll(() => fx.close());
const { db, carol } = fx;

const refusal = (fn: () => unknown): { status: number; message: unknown } => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.body };
    throw error;
  }
  throw new Error('expected a refusal');
};
const postingCount = () => Number(db.prepare('SELECT COUNT(*) AS n FROM ledger_postings').get()?.n);

/** A match odds market with one bet and a declared result (the market suspended by its first entry). */
const declaredMarket = (): string => {
  const { marketId, outcomes } = fx.openMarket('matchOdds');
  const [home = ''] = outcomes;
  expect(fx.bet({ marketId, outcomeId: home, accountId: fx.punters[0] ?? '', side: 'back', odds: 2, stake: 10_00 }).accepted).toBe(true);
  fx.declare(marketId, { winnerIds: [home] });
  return marketId;
};

describe('a settlement’s idempotency key', () => {
  it('replays only its own market: the same key on another market is refused (422) and settles nothing, as a reused key is', () => {
    const first = declaredMarket();
    const settled = settleMarket(db, { marketId: first, idempotencyKey: 'settle:carol:shared', actor: carol }).settlement;
    const other = declaredMarket();
    expect(other).not.toBe(first);
    const postings = postingCount();

    expect(refusal(() => settleMarket(db, { marketId: other, idempotencyKey: 'settle:carol:shared', actor: carol }))).toEqual({ status: 422, message: HTTP_MESSAGES.idempotencyKeyReused });
    expect(postingCount()).toBe(postings);
    expect(liveSettlement(db, other)).toBeUndefined();

    expect(settleMarket(db, { marketId: first, idempotencyKey: 'settle:carol:shared', actor: carol })).toEqual({ settlement: settled, replayed: true });
    expect(settleMarket(db, { marketId: other, idempotencyKey: 'settle:carol:other', actor: carol }).replayed).toBe(false);
  });
});
