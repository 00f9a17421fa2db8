import { describe, expect, it } from 'vitest';
import { marketAvailability, selectionAvailability } from './availability';
import { allowedMarketTransitions, BALL_RUNNING_REOPEN, MARKET_STATUSES, marketTransitionError, selectionTransitionError } from './market-status';

describe('market status transitions', () => {
  it.each([
    ['open', 'suspended'],
    ['suspended', 'open'],
    ['open', 'closed'],
    ['suspended', 'closed'],
  ] as const)('allows %s → %s', (from, to) => {
    expect(marketTransitionError(from, to)).toBeNull();
  });

  it('lets a trader suspend or close a ball-running market, never reopen it: only the ball’s end does that', () => {
    expect(allowedMarketTransitions('ballRunning')).toEqual(['suspended', 'closed']);
    expect(marketTransitionError('ballRunning', 'open')).toBe(BALL_RUNNING_REOPEN);
  });

  it('treats setting the same status as a harmless no-op', () => {
    for (const status of MARKET_STATUSES) expect(marketTransitionError(status, status)).toBeNull();
  });

  it.each(['closed', 'settled', 'voided'] as const)('refuses every change out of %s, which is terminal', (from) => {
    expect(allowedMarketTransitions(from)).toEqual([]);
    for (const to of MARKET_STATUSES.filter((s) => s !== from)) {
      expect(marketTransitionError(from, to)).toBe(`The market is ${from}: its status can no longer change.`);
    }
  });

  it.each(['settled', 'voided'] as const)('refuses to make an open market %s by hand: that is what results do', (to) => {
    expect(marketTransitionError('open', to)).toBe(`A market is ${to} through results, not by hand.`);
  });
});

describe('selection status transitions', () => {
  it('allows suspending, reactivating and removing a runner of a live market', () => {
    expect(selectionTransitionError('open', 'active', 'suspended')).toBeNull();
    expect(selectionTransitionError('suspended', 'suspended', 'active')).toBeNull();
    expect(selectionTransitionError('open', 'active', 'removed')).toBeNull();
  });

  it('refuses bringing back a removed runner and picking winners by hand', () => {
    expect(selectionTransitionError('open', 'removed', 'active')).toBe('A selection cannot go from removed to active.');
    expect(selectionTransitionError('open', 'active', 'winner')).toBe('Winners and losers are set through results, not by hand.');
  });

  it('refuses any change on a closed market', () => {
    expect(selectionTransitionError('closed', 'active', 'suspended')).toBe('The market is closed: its selections can no longer change.');
  });
});

describe('whether a market can take a bet now', () => {
  const live = { status: 'open', sportActive: true, competitionActive: true, eventActive: true } as const;

  it('takes bets when open and everything above it is switched on', () => {
    expect(marketAvailability(live)).toEqual({ ok: true });
  });

  it.each([
    [{ ...live, status: 'suspended' as const }, 'The market is suspended.'],
    [{ ...live, status: 'closed' as const }, 'The market is closed.'],
    [{ ...live, sportActive: false }, 'The sport is switched off.'],
    [{ ...live, competitionActive: false }, 'The competition is switched off.'],
    [{ ...live, eventActive: false }, 'The event is switched off.'],
  ])('takes no bet when %j', (market, reason) => {
    expect(marketAvailability(market)).toEqual({ ok: false, reason });
  });

  it('needs the selection to be active too', () => {
    expect(selectionAvailability(live, 'active')).toEqual({ ok: true });
    expect(selectionAvailability(live, 'removed')).toEqual({ ok: false, reason: 'The selection is removed.' });
  });
});
