// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { LiveRiskTab } from './live-risk-tab';

const MARKETS = Array.from({ length: 15 }, (_, i) => ({
  marketId: `m${i}`,
  marketName: `Market ${i}`,
  eventName: `Event ${i}`,
  sportName: 'Cricket',
  family: 'matchOdds',
  status: 'open',
  exposure: 100_000 - i * 1_000,
  punters: 3,
  openBets: 5,
  stake: 10_000,
}));

const book = ({ marketId }: { marketId: string }) =>
  ok({
    marketId,
    marketName: 'Market',
    eventName: 'Event',
    family: 'matchOdds',
    status: 'open',
    openBets: 5,
    stake: 10_000,
    liability: 5_000,
    outcomes: ['Home', 'Away'].map((name, i) => ({ outcomeId: `${marketId}-o${i}`, name, housePnl: i === 0 ? -5_000 : 2_000, punters: [] })),
    history: [],
  });

beforeEach(() => {
  stubMatchMedia();
  (window as unknown as { exchange: unknown }).exchange = {
    risk: {
      marketList: vi.fn(async () => ok({ data: MARKETS, recordsTotal: MARKETS.length, recordsFiltered: MARKETS.length })),
      marketBook: vi.fn(async (input: { marketId: string }) => book(input)),
      alertState: vi.fn(async () => ok({ thresholds: [], breaches: [] })),
    },
    markets: { suspendAllState: vi.fn(async () => ok({ suspended: false })) },
  };
});
afterEach(cleanup);

const marketsTable = () => screen.getByRole('table', { name: 'Live markets by exposure' });
const marketRows = () => within(marketsTable()).getAllByRole('row').slice(1);
const tabStopsOf = (rows: readonly HTMLElement[]) => rows.filter((row) => row.getAttribute('tabindex') === '0');

describe('Live risk', () => {
  it('is one Tab stop over its 15 markets; ↓ and End move it, Enter drills down and Escape comes back to the market left', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<LiveRiskTab />);
    await waitFor(() => expect(marketRows()).toHaveLength(15));
    expect(tabStopsOf(marketRows())).toEqual([marketRows()[0]]);

    act(() => (marketRows()[0] as HTMLElement).focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(marketRows()[2]);
    expect(tabStopsOf(marketRows())).toEqual([marketRows()[2]]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(marketRows()[14]);
    await user.keyboard('{Home}{ArrowDown}');
    expect(tabStopsOf(marketRows())).toEqual([marketRows()[1]]);

    // Tab leaves the table in one press (to what follows it, not the next row).
    await user.tab();
    expect(marketsTable().contains(document.activeElement)).toBe(false);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(marketRows()[1]);

    await user.keyboard('{Enter}');
    const outcomes = await screen.findByRole('table', { name: 'Outcomes' });
    await waitFor(() => expect(document.activeElement).toBe(within(outcomes).getAllByRole('row')[1]));
    expect(screen.getByLabelText('Drill-down path').textContent).toContain('Market 1 · Event 1');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(marketRows()[1]));
    expect(tabStopsOf(marketRows())).toEqual([marketRows()[1]]);
  });
});
