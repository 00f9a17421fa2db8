// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveDelivery, LiveMarket, LivePrices } from '@shared/contract/live';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { KeyedStore } from '../live/keyed-store';
import classes from '../frame/monitors.module.css';
import { MARKET_GRID } from './market-grid';
import { MarketRow, type RowActions } from './market-row';
import { PAST_THE_OFF, statusToggle } from './status-toggle';

afterEach(cleanup);
beforeEach(stubMatchMedia);

const market = {
  marketId: 'm1',
  eventName: 'Alcaraz v Sinner',
  name: 'Match Odds',
  family: 'matchOdds',
  sportName: 'Tennis',
  status: 'open',
  inPlay: false,
  selections: [
    { selectionId: 'a', name: 'Carlos Alcaraz', status: 'active' },
    { selectionId: 'b', name: 'Jannik Sinner', status: 'active' },
  ],
} as unknown as LiveMarket;
const prices = {
  marketId: 'm1',
  ts: 1,
  matched: 9_994_000_000,
  book: {
    kind: 'ladder',
    runners: [
      { selectionId: 'a', back: [[990, 2]], lay: [[1000, 2]], lastTraded: null },
      { selectionId: 'b', back: [[1.01, 9]], lay: [[1.02, 9]], lastTraded: null },
    ],
  },
} as unknown as LivePrices;
const deliver = <V,>(values: V[]) => ({ values }) as unknown as LiveDelivery;

/** A row of `shown` with a store of its prices, delivered by the test; `setStatus` null: the user may not change statuses. */
const renderRow = (shown: LiveMarket, setStatus: RowActions['setStatus'] = null) => {
  const markets = new KeyedStore<LiveMarket>();
  const book = new KeyedStore<LivePrices>();
  markets.apply(deliver([shown]));
  render(
    <MantineProvider>
      <MarketRow id="m1" index={0} gridId="g" active={false} onSelect={() => undefined} markets={markets} prices={book} actions={{ setStatus, pending: new Set() }} />
    </MantineProvider>,
  );
  const show = (next: Partial<LivePrices>) => act(() => book.apply(deliver([{ ...prices, ...next }])));
  // The market as the feed says it next (a selection suspended on its desk).
  return Object.assign(show, { market: (next: Partial<LiveMarket>) => act(() => markets.apply(deliver([{ ...shown, ...next }]))) });
};
const NOT_QUOTED = 'Not quoted by the desk';

describe('a live market row', () => {
  it('shows a selection the desk has not quoted as "—", named and titled as not quoted, and its price once quoted', () => {
    const show = renderRow({ ...market, family: 'bookmaker' });
    const selectionCell = (n: number) => screen.getByRole('row').children[MARKET_GRID.headers.indexOf(`Selection ${n}`)];
    show({ book: { kind: 'rates', runners: [{ selectionId: 'a', back: 45, lay: 47 }] }, unquoted: ['b'] });
    expect(selectionCell(1)?.textContent).toBe('Carlos Alcaraz4547');
    expect(selectionCell(2)?.textContent).toBe('Jannik Sinner——');
    expect(screen.getAllByLabelText(NOT_QUOTED)).toHaveLength(2);
    expect(screen.getAllByTitle(NOT_QUOTED)).toHaveLength(2);

    // The market not quoted at all: no number anywhere.
    show({ book: null });
    expect(selectionCell(1)?.textContent).toBe('Carlos Alcaraz——');
    expect(screen.getAllByTitle(NOT_QUOTED)).toHaveLength(4);

    // Quoted since: the prices replace the dashes, and nothing says "not quoted" any more.
    show({ book: { kind: 'rates', runners: [{ selectionId: 'a', back: 45, lay: 47 }, { selectionId: 'b', back: 120, lay: 125 }] } });
    expect(selectionCell(2)?.textContent).toBe('Jannik Sinner120125');
    expect(screen.queryAllByTitle(NOT_QUOTED)).toEqual([]);
    expect(screen.queryAllByLabelText(NOT_QUOTED)).toEqual([]);
  });

  it('shows a fancy market its desk has not quoted as a line of "—" rather than runs', () => {
    renderRow({ ...market, family: 'fancy', selections: [] })({ book: null });
    expect(screen.getAllByLabelText(NOT_QUOTED).map((el) => el.textContent)).toEqual(['—', '—']);
  });

  it('has a cell per column, Action last (the grid pins it), and Matched as a right-aligned figure', () => {
    renderRow(market, () => undefined)({});
    // One element a column (a market with two selections leaves the third empty), laid out by the grid's columns.
    const cells = [...screen.getByRole('row').children];
    expect(cells).toHaveLength(MARKET_GRID.headers.length);
    expect(cells.at(-1)?.getAttribute('role')).toBe('gridcell');
    expect(cells.at(-1)?.textContent).toBe('Suspend');
    const matched = cells[MARKET_GRID.headers.indexOf('Matched')];
    expect(matched?.className.split(' ')).toContain(classes.number);
    expect(matched?.textContent).toBe('999.4Cr');
    expect(cells[MARKET_GRID.headers.indexOf('Selection 1')]?.textContent).toBe('Carlos Alcaraz990.001000.00');
  });

  it('shows a selection suspended on its desk as "Suspended" with no price, says it to a screen reader, and its prices once resumed', () => {
    const bookmaker = { ...market, family: 'bookmaker' } as LiveMarket;
    const show = renderRow(bookmaker);
    const mumbai = { selectionId: 'a', back: 210, lay: 215 };
    show({ book: { kind: 'rates', runners: [mumbai, { selectionId: 'b', back: 45, lay: 47 }] } });
    const selectionCell = (n: number) => screen.getByRole('row').children[MARKET_GRID.headers.indexOf(`Selection ${n}`)];
    expect(selectionCell(1)?.textContent).toBe('Carlos Alcaraz210215');

    const suspended = [{ ...market.selections[0], status: 'suspended' }, market.selections[1]] as LiveMarket['selections'];
    show.market({ ...bookmaker, selections: suspended });
    expect(selectionCell(1)?.textContent).toBe('Carlos AlcarazSuspended');
    expect(screen.getByRole('gridcell', { name: 'Carlos Alcaraz Suspended' })).toBeTruthy();
    expect(screen.getByTitle('Carlos Alcaraz (suspended): no bet is taken on it.')).toBeTruthy();
    expect(screen.queryByLabelText('Back 210')).toBeNull();
    // The other selection keeps its price, and its ticks still reach it.
    show({ book: { kind: 'rates', runners: [mumbai, { selectionId: 'b', back: 50, lay: 52 }] } });
    expect(selectionCell(2)?.textContent).toBe('Jannik Sinner5052');

    show.market(bookmaker);
    expect(selectionCell(1)?.textContent).toBe('Carlos Alcaraz210215');
    expect(screen.queryByText('Suspended')).toBeNull();
  });

  it('says how many selections the grid has no column for, and names them', () => {
    const goals = ['0 goals', '1 goal', '2 goals', '3 goals', '4 or more goals'];
    const selections = goals.map((name, i) => ({ selectionId: `g${i}`, name, status: i === 4 ? 'suspended' : 'active' })) as LiveMarket['selections'];
    renderRow({ ...market, family: 'sportsbook', selections })({ book: null });
    const third = screen.getByRole('row').children[MARKET_GRID.headers.indexOf('Selection 3')];
    const more = screen.getByLabelText('2 more selections: 3 goals, 4 or more goals (suspended)');
    expect(more.textContent).toBe('+2 more');
    expect(more.getAttribute('title')).toBe(more.getAttribute('aria-label'));
    expect(third?.contains(more)).toBe(true);
    // One cell a column still: the row's grid is unchanged.
    expect(screen.getByRole('row').children).toHaveLength(MARKET_GRID.headers.length);
  });

  it('says nothing more where every selection has its column', () => {
    renderRow(market)({});
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it('offers no Resume on a suspended market past its off that is not traded in play, and says why', () => {
    renderRow({ ...market, family: 'racing', status: 'suspended', closedAtOff: true }, () => undefined)({});
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTitle(PAST_THE_OFF).textContent).toBe('Off');
    cleanup();
    renderRow({ ...market, family: 'racing', status: 'suspended', closedAtOff: false }, () => undefined)({});
    expect(screen.getByRole('button', { name: 'Resume Alcaraz v Sinner Match Odds' })).toBeTruthy();
    expect(screen.queryByTitle(PAST_THE_OFF)).toBeNull();
  });

  it('lets the monitor’s keys suspend an open market and resume a suspended one, but not one past its off', () => {
    expect(statusToggle({ status: 'open' })).toBe('suspended');
    expect(statusToggle({ status: 'suspended' })).toBe('open');
    expect(statusToggle({ status: 'suspended', closedAtOff: true })).toBeUndefined();
    expect(statusToggle({ status: 'closed' })).toBeUndefined();
  });
});
