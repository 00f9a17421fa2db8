import fc from 'fast-check';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ALERT_SCOPES, type AlertScope, type RiskBreach } from '@shared/contract/risk';
import { afterLook, alertIdOf, alertsOf, dismissed, MAX_ALERTS, riskAlertsAtom } from './risk-alert-state';

const punter = (n: number): RiskBreach => ({ scope: 'user', target: `punter${n}`, name: `punter${n}`, exposure: 12_480_00, threshold: 12_000_00, status: 'active' });
const market = (n: number): RiskBreach => ({ scope: 'market', target: `m${n}`, name: `Market ${n}`, exposure: 100_000, threshold: 50_000, status: 'open' });

/** A breach as a property test draws it: its scope and which one of that scope. */
interface Drawn {
  readonly scope: AlertScope;
  readonly n: number;
}
const breachOf = ({ scope, n }: Drawn): RiskBreach => (scope === 'user' ? punter(n) : market(n));
const breachKey = (d: Drawn): string => `${d.scope}${d.n}`;
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

  it('take a cut list (the exchange’s largest breaches of a scope only) as no news of those of that scope it left out', () => {
    const first = afterLook(start, [punter(1), punter(2)], 1_000, ['user']).state;
    // punter2 dropped out of a cut list and came back: still the same crossing.
    const cut = afterLook(first, [punter(1)], 2_000, ['user']);
    expect(cut.state).toBe(first);
    expect(afterLook(cut.state, [punter(2), punter(1)], 3_000, ['user']).raised).toEqual([]);
    // A whole answer without it: fallen below; back again, it is raised anew.
    const whole = afterLook(cut.state, [punter(1)], 4_000).state;
    expect(afterLook(whole, [punter(2), punter(1)], 5_000, ['user']).raised.map((a) => a.id)).toEqual(['user:punter2']);
  });

  it('take a whole scope’s list as all of it while the other scope’s is cut: one missing has fallen, back it is raised anew', () => {
    const first = afterLook(start, [market(1), punter(1), punter(2)], 1_000, ['market']).state;
    // The markets' list cut, the punters' whole: punter2 missing has fallen below, market1 missing has not.
    const fell = afterLook(first, [punter(1)], 2_000, ['market']).state;
    expect([...fell.above].sort()).toEqual(['market:m1', 'user:punter1']);
    expect(afterLook(fell, [market(1), punter(1), punter(2)], 3_000, ['market']).raised.map((a) => a.id)).toEqual(['user:punter2']);
  });

  /** A look's answer as drawn: the ids listed (scope and number) and the scopes whose list was cut. */
  const drawnLooks = fc.array(fc.record({ shown: fc.uniqueArray(fc.record({ scope: fc.constantFrom(...ALERT_SCOPES), n: fc.nat(20) }), { selector: breachKey, maxLength: 42 }), cut: fc.subarray([...ALERT_SCOPES]) }), { maxLength: 30 });

  it('raise each market or punter that never falls at most once, whatever a cut scope’s list leaves out', () => {
    fc.assert(
      fc.property(drawnLooks, (drawn) => {
        const raised = new Map<string, number>();
        const above = new Map<string, Drawn>();
        drawn.reduce((state, { shown, cut }, at) => {
          // Never falling: a whole scope's list names every one of it above so far, a cut one any of them.
          for (const d of shown) above.set(breachKey(d), d);
          const listed = [...shown.filter((d) => cut.includes(d.scope)), ...[...above.values()].filter((d) => !cut.includes(d.scope))];
          const look = afterLook(state, listed.map(breachOf), at, cut);
          for (const a of look.raised) raised.set(a.id, (raised.get(a.id) ?? 0) + 1);
          return look.state;
        }, start);
        expect([...raised.values()].every((times) => times === 1)).toBe(true);
      }),
    );
  });

  it('raise a market or punter again when a whole list of its scope left it out and it is back, whatever the other scope’s list', () => {
    fc.assert(
      fc.property(drawnLooks, (drawn) => {
        drawn.reduce(
          ({ state, last }, { shown, cut }, at) => {
            const look = afterLook(state, shown.map(breachOf), at, cut);
            const raised = new Set(look.raised.map((a) => a.id));
            for (const d of shown) {
              const id = alertIdOf(breachOf(d));
              // Listed at the last look: no new crossing. Left out of a whole list of its scope then: a new one.
              if (last?.shown.some((l) => breachKey(l) === breachKey(d))) expect(raised.has(id)).toBe(false);
              else if (last && !last.cut.includes(d.scope)) expect(raised.has(id)).toBe(true);
            }
            return { state: look.state, last: { shown, cut } };
          },
          { state: start, last: undefined as { shown: Drawn[]; cut: AlertScope[] } | undefined },
        );
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
