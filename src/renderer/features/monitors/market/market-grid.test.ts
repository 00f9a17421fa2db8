import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ODDS, MIN_ODDS, moveTicks } from '@shared/money/odds-ticks';
import { setFormatSettings } from '@renderer/lib/format/settings';
import { formatOdds, formatSize } from '../frame/format';
import { leastWidth, tracksOf } from '../frame/grid-template';
import { layOut } from '../frame/test-grid-layout';
import { MARKET_GRID } from './market-grid';

afterEach(() => setFormatSettings({ grouping: 'indian' }));

/**
 * Advance widths (em) of DejaVu Sans, the widest of the usual sans fonts (Linux falls back to it), for the
 * characters the figures use; digits are tabular. Checked in Chromium: "990.00" and "1000.00" as a back and
 * lay pair take 115.3 px at 13 px, "999.9Cr" 57.6 px.
 */
const EM: Readonly<Record<string, number>> = { '.': 0.318, ',': 0.318, C: 0.698, r: 0.411, K: 0.656, L: 0.557, M: 0.863, B: 0.686, T: 0.611 };
/** The comfortable density's row text (the wider of the two: compact is 12.5 px). */
const ROW_FONT_PX = 13;
/** A figure's flash box: 3 px a side (monitors.module.css .flash). */
const figure = (text: string) => [...text].reduce((sum, ch) => sum + (/\d/.test(ch) ? 0.636 : (EM[ch] ?? 1)) * ROW_FONT_PX, 0) + 6;
/** Back and lay side by side, 4 px apart (.price). */
const pair = (back: string, lay: string) => figure(back) + 4 + figure(lay);
/** Measured in Chromium (DejaVu Sans Bold): "Suspend" as a compact-xs button ("Resume" is narrower), "Suspended" as a small badge. */
const SUSPEND_BUTTON = 74.2;
const SUSPENDED_BADGE = 88.8;

const column = (name: string) => MARKET_GRID.headers.indexOf(name);
const minOf = (name: string) => tracksOf(MARKET_GRID.columns)[column(name)]?.min ?? 0;

/** Every price of the exchange ladder, 1.01 … 1000. */
const ladder = (() => {
  const prices = [MIN_ODDS];
  while ((prices[prices.length - 1] ?? MAX_ODDS) < MAX_ODDS) prices.push(moveTicks(prices[prices.length - 1] ?? MAX_ODDS, 1));
  return prices;
})();

/**
 * The columns' room in the monitors hub's pane, a 1,280 px window at the hub's compact density: the side
 * navigation (230) and the page's padding (2 × 12) off the window; the pane is 8 of 12 grid columns (12 px
 * gutters); its padding (2 × 8) and border (2), the grid's border (2), a vertical scrollbar (17, Windows'
 * classic one, the widest) and a row's padding (2 × 8) off that. QA measured the grid's inside there: 660 px.
 */
const hubColumnsAt = (window: number) => ((window - 230 - 24 + 12) * 8) / 12 - 12 - 16 - 2 - 2 - 17 - 16;

/** The template before the grid learned to shrink: what a monitor window with room to spare still shows. */
const BEFORE = 'minmax(190px, 2fr) 96px repeat(3, minmax(130px, 1fr)) 84px 100px';

describe('the live market grid', () => {
  it('has a column per header, and pins Action, the last, at the right', () => {
    expect(tracksOf(MARKET_GRID.columns)).toHaveLength(MARKET_GRID.headers.length);
    expect(MARKET_GRID.headers.at(-1)).toBe('Action');
    expect(MARKET_GRID.pinLast).toBe(true);
  });

  it("fits the monitors hub's pane in a 1,280 px window, with a scrollbar (QA: 868 px of columns in 660)", () => {
    expect(hubColumnsAt(1280) + 17 + 16).toBeCloseTo(660, 0);
    expect(leastWidth(MARKET_GRID.columns)).toBeLessThanOrEqual(hubColumnsAt(1280));
    // Market gives way there; a wider window gives its names the room first taken back by the figures.
    const market = (window: number) => layOut(MARKET_GRID.columns, hubColumnsAt(window))[column('Market')] ?? 0;
    expect(market(1280)).toBe(minOf('Market'));
    expect(market(1400)).toBeGreaterThan(75);
  });

  it('never cuts a figure: each column at its least holds the widest it shows', () => {
    // A selection: its best back just under its best lay, anywhere on the ladder ("990.00" "1000.00" the widest).
    const widestPair = Math.max(...ladder.slice(1).map((lay) => pair(formatOdds(moveTicks(lay, -1)), formatOdds(lay))));
    expect(widestPair).toBeCloseTo(115.3, 0);
    for (const name of ['Selection 1', 'Selection 2', 'Selection 3']) expect(minOf(name)).toBeGreaterThanOrEqual(widestPair);
    // A fancy line's "No … @… Yes … @…" spans the three selections.
    expect(3 * minOf('Selection 1')).toBeGreaterThan(pair('No 999 @100', 'Yes 999 @100'));
    // Matched: sizes up to ₹1,000 crore, grouped either way, to two decimals ("999.99Cr", "999.99M").
    const sizes = [9_999, ...Array.from({ length: 7 }, (_, i) => 9.9994 * 10 ** (i + 4))];
    for (const grouping of ['indian', 'international'] as const) {
      setFormatSettings({ grouping });
      for (const size of sizes) expect(minOf('Matched'), formatSize(size)).toBeGreaterThanOrEqual(figure(formatSize(size)));
    }
    expect(minOf('Action')).toBeGreaterThanOrEqual(SUSPEND_BUTTON);
    expect(minOf('Status')).toBeGreaterThanOrEqual(SUSPENDED_BADGE);
  });

  it('keeps the columns it always had where they fitted: a monitor window of its own', () => {
    // 1,151: the default 1,200 px monitor window, less its padding, borders, scrollbar and a row's padding.
    for (const width of [930, 1_151, 1_400, 1_900]) {
      const now = layOut(MARKET_GRID.columns, width);
      layOut(BEFORE, width).forEach((before, i) => expect(now[i]).toBeCloseTo(before, 6));
    }
  });
});
