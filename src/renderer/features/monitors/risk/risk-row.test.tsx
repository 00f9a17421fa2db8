// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveDelivery, LiveLiability, LiveMarket } from '@shared/contract/live';
import { KeyedStore } from '../live/keyed-store';
import { RISK_GRID } from './risk-grid';
import { RiskRow } from './risk-row';
import { whyNotSuspendable } from './suspendable';

afterEach(cleanup);

const liability = { marketId: 'm1', eventName: 'Sabalenka v Swiatek', marketName: 'Set 1 Winner', liability: 80_000, stake: 4_000, betCount: 7, selections: [] } as unknown as LiveLiability;
const market = (status: LiveMarket['status']) => ({ marketId: 'm1', eventName: 'Sabalenka v Swiatek', name: 'Set 1 Winner', status }) as unknown as LiveMarket;
const deliver = <V,>(values: V[]) => ({ values }) as unknown as LiveDelivery;

describe("the risk monitor's market status", () => {
  it('shows each market in its status column, and a suspended market reads suspended', () => {
    expect(RISK_GRID.headers).toContain('Status');
    const store = new KeyedStore<LiveLiability>();
    const markets = new KeyedStore<LiveMarket>();
    store.apply(deliver([liability]));
    markets.apply(deliver([market('open')]));
    render(<RiskRow id="m1" index={0} gridId="g" active={false} onSelect={() => undefined} store={store} markets={markets} threshold={50_000} />);
    const tag = () => screen.getByRole('row').querySelector('[data-status]');
    expect(tag()?.textContent).toBe('Open');
    act(() => markets.apply(deliver([market('suspended')])));
    expect(tag()?.getAttribute('data-status')).toBe('suspended');
    expect(tag()?.textContent).toBe('Suspended');
  });

  it('says why S does not suspend a market that is not open, and nothing for an open one', () => {
    expect(whyNotSuspendable(market('open'))).toBeUndefined();
    expect(whyNotSuspendable(market('suspended'))).toBe('Sabalenka v Swiatek · Set 1 Winner is suspended: only an open market can be suspended.');
    expect(whyNotSuspendable(market('ballRunning'))).toContain('is ball running');
    expect(whyNotSuspendable(undefined)).toContain('not in the live catalogue yet');
  });
});
