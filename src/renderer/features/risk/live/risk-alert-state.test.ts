import fc from 'fast-check';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { RiskBreach } from '@shared/contract/risk';
import { afterLook, alertsOf, dismissed, MAX_ALERTS, riskAlertsAtom } from './risk-alert-state';

const punter = (n: number): RiskBreach => ({ scope: 'user', target: `punter${n}`, name: `punter${n}`, exposure: 12_480_00, threshold: 12_000_00, status: 'active' });
const start = alertsOf(createStore().get(riskAlertsAtom), 'risk1');

describe('the window’s risk alerts', () => {
  it('raise one alert per crossing; a look that finds the same things changes nothing', () => {
    const first = afterLook(start, [punter(1)], 1_000);
    expect(first.raised.map((a) => a.id)).toEqual(['user:punter1']);
    const again = afterLook(first.state, [punter(1)], 2_000);
    expect(again.raised).toEqual([]);
    expect(again.state).toBe(first.state);
    // Dismissed, it stays so while the punter stays above; fallen below and risen again, it is raised anew.
    const gone = dismissed(again.state, 'user:punter1');
    expect(afterLook(gone, [punter(1)], 3_000).state.alerts).toEqual([]);
    const below = afterLook(gone, [], 3_000).state;
    expect(afterLook(below, [punter(1)], 4_000).state.alerts.map((a) => [a.id, a.at])).toEqual([['user:punter1', 4_000]]);
  });

  it('take a cut answer (the exchange’s largest breaches only) as no news of those it left out', () => {
    const first = afterLook(start, [punter(1), punter(2)], 1_000, true).state;
    // punter2 dropped out of a cut list and came back: still the same crossing.
    const cut = afterLook(first, [punter(1)], 2_000, true);
    expect(cut.state).toBe(first);
    expect(afterLook(cut.state, [punter(2), punter(1)], 3_000, true).raised).toEqual([]);
    // A whole answer without it: fallen below; back again, it is raised anew.
    const whole = afterLook(cut.state, [punter(1)], 4_000).state;
    expect(afterLook(whole, [punter(2), punter(1)], 5_000, true).raised.map((a) => a.id)).toEqual(['user:punter2']);
  });

  it('raise each market or punter that never falls at most once, whatever the answers leave out when cut', () => {
    const looks = fc.array(fc.record({ shown: fc.uniqueArray(fc.nat(20), { maxLength: 21 }), cut: fc.boolean() }), { maxLength: 30 });
    fc.assert(
      fc.property(looks, (drawn) => {
        const raised = new Map<string, number>();
        const above = new Set<number>();
        drawn.reduce((state, { shown, cut }, at) => {
          // Never falling: a whole answer lists every one above so far, a cut one any of them.
          for (const n of shown) above.add(n);
          const look = afterLook(state, (cut ? shown : [...above]).map(punter), at, cut);
          for (const a of look.raised) raised.set(a.id, (raised.get(a.id) ?? 0) + 1);
          return look.state;
        }, start);
        expect([...raised.values()].every((times) => times === 1)).toBe(true);
      }),
    );
  });

  it('keep the newest few, and none of another user signed in to the window', () => {
    const many = afterLook(start, Array.from({ length: MAX_ALERTS + 2 }, (_, i) => punter(i)), 1_000).state;
    expect(many.alerts).toHaveLength(MAX_ALERTS);
    expect(alertsOf(many, 'risk1')).toBe(many);
    expect(alertsOf(many, 'risk2').alerts).toEqual([]);
    expect(alertsOf(many, 'risk2').above.size).toBe(0);
  });
});
