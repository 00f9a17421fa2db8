// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveDelivery, LiveLiability } from '@shared/contract/live';
import { KeyedStore } from '../live/keyed-store';
import { alertsTitle } from '@renderer/components/alert-list';
import { MAX_ALERTS, useRiskView } from './use-risk-view';

afterEach(cleanup);

const market = (marketId: string, liability: number): LiveLiability =>
  ({ marketId, eventName: `Event ${marketId}`, marketName: 'Match Odds', liability, stake: 0, betCount: 1, selections: [] }) as unknown as LiveLiability;

describe('the risk monitor alerts', () => {
  it('keeps the largest liabilities among the markets that crossed, and counts every market above the threshold', () => {
    const store = new KeyedStore<LiveLiability>();
    // In the feed's order, smallest first: the first five in that order are the smallest.
    const liabilities = [350, 1_184, 7_687, 12_000, 20_500, 99_000, 450_700, 803_390];
    store.apply({ reset: true, health: 'live', values: liabilities.map((v, i) => market(`m${i}`, v)) } as unknown as LiveDelivery);
    const { result } = renderHook(() => useRiskView(store, 20, 0));
    expect(result.current.alerts).toHaveLength(MAX_ALERTS);
    expect(result.current.alerts.map((a) => a.marketId)).toEqual(['m7', 'm6', 'm5', 'm4', 'm3']);
    expect(result.current.alerts[0]?.text).toContain('Event m7 · Match Odds: liability');
    expect(result.current.above).toBe(liabilities.length);
    expect(alertsTitle('Liability alerts', result.current.alerts.length, result.current.above)).toBe('Liability alerts (5 of 8)');
    act(() => result.current.dismiss('m7'));
    expect(result.current.alerts.map((a) => a.marketId)).toEqual(['m6', 'm5', 'm4', 'm3']);
  });

  it('says the plain count when every market above the threshold has its alert', () => {
    expect(alertsTitle('Liability alerts', 3, 3)).toBe('Liability alerts (3)');
    expect(alertsTitle('Liability alerts', 2, 1)).toBe('Liability alerts (2)');
    expect(alertsTitle('Liability alerts', 5, 1_200)).toBe('Liability alerts (5 of 1,200)');
  });
});
