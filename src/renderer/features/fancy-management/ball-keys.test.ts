import { describe, expect, it } from 'vitest';
import { ballAction, EMPTY_BALL } from './ball-keys';

const key = (k: string, more: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...more });

describe('the scorer’s keys', () => {
  it('takes only B while no ball is live', () => {
    expect(ballAction(key('b'), false, EMPTY_BALL)).toEqual({ kind: 'bowl' });
    expect(ballAction(key('4'), false, EMPTY_BALL)).toBeUndefined();
    expect(ballAction(key('Enter'), false, EMPTY_BALL)).toBeUndefined();
  });

  it('builds the delivery while the ball is live: runs, wicket, wide or no-ball; Enter sends, Escape is a dead ball', () => {
    expect(ballAction(key('4'), true, EMPTY_BALL)).toEqual({ kind: 'draft', draft: { ...EMPTY_BALL, runs: 4 } });
    expect(ballAction(key('W'), true, EMPTY_BALL)).toEqual({ kind: 'draft', draft: { ...EMPTY_BALL, wicket: true } });
    expect(ballAction(key('d'), true, { ...EMPTY_BALL, extra: 'wide' })).toEqual({ kind: 'draft', draft: EMPTY_BALL });
    expect(ballAction(key('n'), true, EMPTY_BALL)).toEqual({ kind: 'draft', draft: { ...EMPTY_BALL, extra: 'noBall' } });
    expect(ballAction(key('8'), true, EMPTY_BALL)).toBeUndefined();
    expect(ballAction(key('Enter'), true, EMPTY_BALL)).toEqual({ kind: 'send' });
    expect(ballAction(key('Escape'), true, EMPTY_BALL)).toEqual({ kind: 'dead' });
    expect(ballAction(key('4', { altKey: true }), true, EMPTY_BALL)).toBeUndefined();
  });
});
