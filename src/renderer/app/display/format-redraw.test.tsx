// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { contract, ok, type DisplayPreferences } from '@shared/contract';
import type { LiveBet, LiveDelivery, LiveLiability, LiveMarket } from '@shared/contract/live';
import { operationKey } from '@renderer/app/data/operations';
import { BetRow } from '@renderer/features/monitors/ticker/bet-row';
import { KeyedStore } from '@renderer/features/monitors/live/keyed-store';
import { RiskRow } from '@renderer/features/monitors/risk/risk-row';
import { formatNumber, setFormatSettings } from '@renderer/lib/format';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders, signedIn } from '@renderer/testing/render-with-providers';
import { DisplayPreferencesGate } from './display-preferences-gate';
import { redrawnOnFormatChange, restartedOnZoneChange } from './format-redraw';

const INDIAN_UTC: DisplayPreferences = { grouping: 'indian', timeZone: 'UTC', colorScheme: 'light' };

stubBridgeForEachTest(() => ({ preferences: { display: async () => ok(INDIAN_UTC) } }));
afterEach(() => setFormatSettings({ grouping: 'indian', timeZone: undefined }));

/**
 * `ui` under the gate, as a window has it; `choose` changes the user's preferences as the header clock (or
 * another window's) does, and waits until `shown` reads `expected`.
 */
const renderUnderGate = (ui: ReactNode) => {
  const { client } = renderWithProviders(<DisplayPreferencesGate>{ui}</DisplayPreferencesGate>, signedIn('admin', 'admin'));
  const choose = async (patch: Partial<DisplayPreferences>, shown: () => string | null, expected: string) => {
    act(() => client.setQueryData(operationKey(contract.preferences.display), { ...INDIAN_UTC, ...patch }));
    await waitFor(() => expect(shown()).toContain(expected));
  };
  return { choose };
};
const figure = () => screen.getByTestId('figure').textContent;
const row = () => screen.getByRole('row').textContent;

let mounts = 0;

/** A half-filled form beside a figure and a sort choice: what a window holds when another window changes the grouping. */
function Form() {
  const [name, setName] = useState('');
  const [sort, setSort] = useState('newest');
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <form>
      <label>
        User name
        <input value={name} onChange={(event) => setName(event.currentTarget.value)} />
      </label>
      <button type="button" onClick={() => setSort('largest')}>
        Sort by {sort}
      </button>
      <output data-testid="figure">{formatNumber(1_000_000)}</output>
    </form>
  );
}

describe('a change of grouping or zone', () => {
  it('redraws a form in the new grouping, keeping it mounted with its typed text and its state', async () => {
    mounts = 0;
    const { choose } = renderUnderGate(<Form />);
    const field = (await screen.findByLabelText('User name')) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'half typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sort by newest' }));
    expect(screen.getByTestId('figure').textContent).toBe('10,00,000');

    await choose({ grouping: 'international' }, figure, '1,000,000');
    expect(screen.getByLabelText('User name')).toBe(field);
    expect(field.value).toBe('half typed');
    expect(screen.getByRole('button', { name: 'Sort by largest' })).toBeTruthy();
    expect(mounts).toBe(1);

    await choose({ grouping: 'indian' }, figure, '10,00,000');
    expect(field.value).toBe('half typed');
    expect(mounts).toBe(1);
  });

  it('starts a form holding wall-clock times again on a zone change, not on a grouping change', async () => {
    mounts = 0;
    const TimedForm = restartedOnZoneChange(Form);
    const { choose } = renderUnderGate(<TimedForm />);
    fireEvent.change(await screen.findByLabelText('User name'), { target: { value: 'half typed' } });
    await choose({ grouping: 'international' }, figure, '1,000,000');
    expect((screen.getByLabelText('User name') as HTMLInputElement).value).toBe('half typed');
    expect(mounts).toBe(1);

    await choose({ timeZone: 'Asia/Kolkata' }, () => String(mounts), '2');
    expect((screen.getByLabelText('User name') as HTMLInputElement).value).toBe('');
  });

  it('redraws a route’s screen, an element made once that its parent passes on unchanged', async () => {
    const Screen = redrawnOnFormatChange(function Figure() {
      return <span data-testid="figure">{formatNumber(1_000_000)}</span>;
    });
    // As the router's Outlet: the screen's element is made once, outside what the gate draws again.
    const screenElement = <Screen />;
    function Shell() {
      return <main>{screenElement}</main>;
    }
    const { choose } = renderUnderGate(<Shell />);
    expect((await screen.findByTestId('figure')).textContent).toBe('10,00,000');
    await choose({ grouping: 'international' }, figure, '1,000,000');
  });
});

const deliver = <V,>(values: V[]) => ({ values }) as unknown as LiveDelivery;
const noop = () => undefined;

describe('a memoised monitor row, its props unchanged', () => {
  it('redraws its liability in the new grouping', async () => {
    const store = new KeyedStore<LiveLiability>();
    const markets = new KeyedStore<LiveMarket>();
    store.apply(deliver([{ marketId: 'm1', eventName: 'India v Australia', marketName: 'Match Odds', liability: 1_000_000, stake: 4_000, betCount: 7, selections: [] }]));
    markets.apply(deliver([{ marketId: 'm1', eventName: 'India v Australia', name: 'Match Odds', status: 'open' }]));
    function Rows() {
      return <RiskRow id="m1" index={0} gridId="g" active={false} onSelect={noop} store={store} markets={markets} threshold={50_000} />;
    }
    const { choose } = renderUnderGate(<Rows />);
    expect((await screen.findByRole('row')).textContent).toContain('10,00,000');
    await choose({ grouping: 'international' }, row, '₹1,000,000');
  });

  it('redraws its time in the new zone', async () => {
    const ts = Date.UTC(2026, 10, 27, 12, 0, 0);
    const bet = { seq: 1, ts, placedAt: ts, delaySeconds: 0, user: 'punter1', eventName: 'India v Australia', marketName: 'Match Odds', selectionName: 'India', side: 'back', odds: 2, stake: 100, status: 'matched', line: null } as unknown as LiveBet;
    function Rows() {
      return <BetRow bet={bet} precise={false} index={0} gridId="g" active={false} onSelect={noop} />;
    }
    const { choose } = renderUnderGate(<Rows />);
    expect((await screen.findByRole('row')).textContent).toContain('12:00:00');
    await choose({ timeZone: 'Asia/Kolkata' }, row, '5:30:00 PM');
  });
});
