import { afterAll, describe, expect, it } from 'vitest';
import { ballState, enterBall } from '../fancy/ball-by-ball';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { restoreBatch, suspendAllMarkets } from './suspend-all';

const fx = openSettlementFixture();
afterAll(() => fx.close());
const { db } = fx;

const marketRow = (marketId: string) => db.prepare('SELECT status, suspendBatchId FROM markets WHERE _id = ?').get(marketId);
const eventOf = (marketId: string) => String(db.prepare('SELECT eventId FROM markets WHERE _id = ?').get(marketId)?.eventId);
const ball = (eventId: string, action: 'bowl' | 'deliver' | 'dead') => enterBall(db, { eventId, action, runs: 1, wicket: false, extra: 'none' }, 'scorer');
const yesBet = (marketId: string) => fx.bet({ marketId, outcomeId: 'yes', side: 'yes', odds: null, line: 50, rate: 100 });

describe('Restore of a Suspend all and the fancy ball', () => {
  const fancy = fx.openMarket('fancy').marketId;
  const match = fx.openMarket('matchOdds').marketId;
  const eventId = eventOf(fancy);

  it('pressed while the ball is still live, puts the ball’s market back into ball running, and the ball’s end reopens it', () => {
    ball(eventId, 'bowl');
    const { batchId } = suspendAllMarkets(db, 'risk');
    expect(marketRow(fancy)).toMatchObject({ status: 'suspended', suspendBatchId: batchId });

    const { restored } = restoreBatch(db, batchId, 'risk');
    expect(marketRow(fancy)).toMatchObject({ status: 'ballRunning', suspendBatchId: null });
    expect(marketRow(match)).toMatchObject({ status: 'open', suspendBatchId: null });
    expect(restored).toBeGreaterThanOrEqual(2);
    const refused = yesBet(fancy);
    expect(refused.accepted).toBe(false);
    expect(refused.bet.reason).toBe('marketNotOpen');

    expect(ball(eventId, 'deliver').changed).toContain(fancy);
    expect(marketRow(fancy)).toMatchObject({ status: 'open' });
  });

  it('pressed after the ball ended under the suspension, reopens the market as open', () => {
    ball(eventId, 'bowl');
    const { batchId } = suspendAllMarkets(db, 'risk');
    expect(ball(eventId, 'deliver').changed).toEqual([]);
    expect(marketRow(fancy)).toMatchObject({ status: 'suspended', suspendBatchId: batchId });

    restoreBatch(db, batchId, 'risk');
    expect(marketRow(fancy)).toMatchObject({ status: 'open', suspendBatchId: null });
    expect(ballState(db, eventId).ballRunning).toBe(false);
  });

  it('pressed during a ball bowled while the suspension held the market, puts it into that ball, whose end (a dead ball too) reopens it', () => {
    const { batchId } = suspendAllMarkets(db, 'risk');
    expect(ball(eventId, 'bowl').changed).not.toContain(fancy);

    restoreBatch(db, batchId, 'risk');
    expect(marketRow(fancy)).toMatchObject({ status: 'ballRunning', suspendBatchId: null });
    expect(ballState(db, eventId).runningMarketIds).toContain(fancy);
    expect(yesBet(fancy).accepted).toBe(false);

    expect(ball(eventId, 'dead').changed).toContain(fancy);
    expect(marketRow(fancy)).toMatchObject({ status: 'open' });
  });
});
