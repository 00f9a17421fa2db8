// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveDelivery, LiveMarket, LivePrices } from '@shared/contract/live';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { KeyedStore } from '../live/keyed-store';
import classes from '../frame/monitors.module.css';
import { MARKET_GRID } from './market-grid';
import { MarketRow } from './market-row';

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

describe('a live market row', () => {
  it('has a cell per column, Action last (the grid pins it), and Matched as a right-aligned figure', () => {
    const markets = new KeyedStore<LiveMarket>();
    const book = new KeyedStore<LivePrices>();
    markets.apply(deliver([market]));
    render(
      <MantineProvider>
        <MarketRow id="m1" index={0} gridId="g" active={false} onSelect={() => undefined} markets={markets} prices={book} actions={{ setStatus: () => undefined, pending: new Set() }} />
      </MantineProvider>,
    );
    act(() => book.apply(deliver([prices])));
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
});
