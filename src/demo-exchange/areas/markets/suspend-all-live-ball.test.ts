import { afterAll, describe, expect, it } from 'vitest';
import { BALL_RUNNING_REOPEN } from '@shared/catalogue';
import { ApiError } from '../../http/api-error';
import { ballState, enterBall } from '../fancy/ball-by-ball';
import { openSettlementFixture } from '../../settlement/settlement-fixture';
import { setMarketStatus } from './markets';
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

describe('a fancy market resumed by hand (the desk’s Resume, Alt+S, Exchange Management)', () => {
  const fancy = fx.openMarket('fancy').marketId;
  const eventId = eventOf(fancy);

  it('while its event’s ball is live, goes back into ball running and into that ball: no bet mid-delivery, and the ball’s end opens it', () => {
    ball(eventId, 'bowl');
    setMarketStatus(db, fancy, 'suspended');
    expect(setMarketStatus(db, fancy, 'open')).toBe('suspended');
    expect(marketRow(fancy)).toMatchObject({ status: 'ballRunning' });
    expect(ballState(db, eventId).runningMarketIds).toContain(fancy);
    const refused = yesBet(fancy);
    expect(refused.accepted).toBe(false);
    expect(refused.bet.reason).toBe('marketNotOpen');

    expect(ball(eventId, 'deliver').changed).toContain(fancy);
    expect(marketRow(fancy)).toMatchObject({ status: 'open' });
    expect(yesBet(fancy).accepted).toBe(true);
  });

  it('held by a Suspend all during the ball, leaves the batch and still waits for the ball’s end (a dead ball too)', () => {
    ball(eventId, 'bowl');
    suspendAllMarkets(db, 'risk');
    setMarketStatus(db, fancy, 'open');
    expect(marketRow(fancy)).toMatchObject({ status: 'ballRunning', suspendBatchId: null });
    expect(yesBet(fancy).accepted).toBe(false);
    expect(ball(eventId, 'dead').changed).toContain(fancy);
    expect(marketRow(fancy)).toMatchObject({ status: 'open' });
  });

  it('with no ball live, opens at once', () => {
    setMarketStatus(db, fancy, 'suspended');
    setMarketStatus(db, fancy, 'open');
    expect(marketRow(fancy)).toMatchObject({ status: 'open' });
    expect(ballState(db, eventId).ballRunning).toBe(false);
  });

  it('is never reopened by hand while the ball runs: only the ball’s end does that', () => {
    ball(eventId, 'bowl');
    expect(marketRow(fancy)).toMatchObject({ status: 'ballRunning' });
    expect(() => setMarketStatus(db, fancy, 'open')).toThrow(new ApiError(409, BALL_RUNNING_REOPEN));
    expect(marketRow(fancy)).toMatchObject({ status: 'ballRunning' });
    ball(eventId, 'dead');
    expect(marketRow(fancy)).toMatchObject({ status: 'open' });
  });
});
