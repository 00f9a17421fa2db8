// @vitest-environment happy-dom
// eslint-disable-next-line no-restricted-imports -- the test runs in Node, and reads the stylesheet that vitest does not load
import { readFileSync } from 'node:fs';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveBet } from '@shared/contract/live';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { BET_GRID } from './bet-grid';
import { BetRow } from './bet-row';
import refusedClass from './bet-status.module.css';

/** The refusal's stylesheet, as text: vitest empties every CSS import, and its lines are the point here. */
const refusedCss = readFileSync(`${import.meta.dirname}/bet-status.module.css`, 'utf8');

const BET = {
  seq: 7,
  ts: 1_764_000_000_000,
  placedAt: 1_764_000_000_000,
  delaySeconds: 0,
  betId: '5f00000000000000000000b1',
  marketId: '5f00000000000000000000a1',
  marketName: '6 Over Runs',
  eventId: '5f00000000000000000000e1',
  eventName: 'India v Australia',
  selectionId: '5f00000000000000000000a1',
  selectionName: '6 Over Runs',
  user: 'punter0042',
  stake: 500,
  status: 'matched',
  reason: null,
} as unknown as LiveBet;

afterEach(cleanup);

/** The row of one bet, and its cell under `header`. */
const showRow = (bet: Partial<LiveBet>) => {
  renderWithProviders(<BetRow bet={{ ...BET, ...bet }} precise={false} index={0} gridId="bets" active={false} onSelect={() => {}} />);
  return (header: string) => within(screen.getByRole('row')).getAllByRole('gridcell')[BET_GRID.headers.indexOf(header)] as HTMLElement;
};

describe('a bet ticker row', () => {
  it('shows a fancy NO at rate 110 at odds 1.91 and a YES at 90 at 1.90, as the fancy desk does', () => {
    // The feed sends a fancy bet's rate as 1 + rate / 100: NO 54 at 110 arrives as a lay at 2.10.
    const no = showRow({ side: 'lay', odds: 2.1, line: 54 });
    expect(no('Side').textContent).toBe('No');
    expect(no('Odds').textContent).toBe('1.91');
    cleanup();
    const yes = showRow({ side: 'back', odds: 1.9, line: 56 });
    expect(yes('Side').textContent).toBe('Yes');
    expect(yes('Odds').textContent).toBe('1.90');
  });

  it('keeps a runner lay at its own odds', () => {
    expect(showRow({ side: 'lay', odds: 2.1, line: null })('Odds').textContent).toBe('2.10');
  });

  it('shows a refusal’s whole reason, wrapped within the row, and holds it whole in its title', () => {
    const status = showRow({ status: 'refused', reason: 'priceChanged' })('Status');
    expect(status.textContent).toBe('Refused: Price changed during the bet delay');
    expect(status.title).toBe('Refused: Price changed during the bet delay');
    expect(status.firstElementChild?.className).toBe(refusedClass.refused);
  });

  it('wraps a refusal to two lines at most, which fit the compact row (24 px, its border within)', () => {
    const rule = /\.refused \{([^}]*)\}/.exec(refusedCss)?.[1] ?? '';
    expect(rule).toMatch(/white-space: normal;/);
    expect(rule).toMatch(/-webkit-line-clamp: 2;/);
    const lineHeight = Number(/line-height: (\d+)px;/.exec(rule)?.[1]);
    expect(2 * lineHeight).toBeLessThanOrEqual((BET_GRID.compactRowHeight ?? BET_GRID.rowHeight) - 1);
  });

  it('shows a matched bet as Matched, with no title', () => {
    const status = showRow({})('Status');
    expect(status.textContent).toBe('Matched');
    expect(status.hasAttribute('title')).toBe(false);
  });
});
