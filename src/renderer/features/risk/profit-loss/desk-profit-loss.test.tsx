// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { DESK_PROFIT_LOSS_MARKETS } from '@shared/contract/risk';
import type { DeskProfitLossRow } from './export-columns';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { catchSavedFiles, csvLinesOf } from '@renderer/components/server-table/saved-files.testing';
import { formatSettings, setFormatSettings, shownToday } from '@renderer/lib/format';
import { DeskProfitLoss } from './desk-profit-loss';

const market = (marketId: string, manager: string | null, houseProfitLoss: number, houseShareProfitLoss: number): DeskProfitLossRow => ({
  marketId,
  marketName: `Runs ${marketId}`,
  eventName: 'India v England',
  manager,
  bets: 3,
  houseProfitLoss,
  houseShareProfitLoss,
  settledAt: '2026-11-26T08:34:00.000Z',
});

const ROWS = [market('1', 'bilal', 150_000, 90_000), market('2', 'asha', -50_000, -30_000), market('3', null, 10_000, 6_000), market('4', 'bilal', -20_000, -12_000)];

let answer = ROWS;
beforeEach(() => {
  answer = ROWS;
});
stubBridgeForEachTest(() => ({ risk: { traderProfitLoss: async () => ok(answer) } }));

/** A row's cells as read, header cells included. */
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

describe('the desk P/L by trader', () => {
  it('shows one line per manager of the same markets, a total equal to the by-market total, and the check', async () => {
    renderWithProviders(<DeskProfitLoss family="fancy" onFamily={() => undefined} />);
    const byMarket = await screen.findByRole('table', { name: 'Desk profit and loss' });
    await within(byMarket).findByText('Runs 4 · India v England');
    expect(cellsOf(within(byMarket).getByRole('row', { name: /^Total/ }))).toEqual(['Total', '₹900.00', '₹540.00']);

    await userEvent.click(screen.getByRole('radio', { name: 'By trader' }));
    const byTrader = screen.getByRole('table', { name: 'Desk profit and loss by trader' });
    const [, ...lines] = within(byTrader).getAllByRole('row');
    expect(lines.map(cellsOf)).toEqual([
      ['asha', '1', '-₹500.00', '-₹300.00'],
      ['bilal', '2', '₹1,300.00', '₹780.00'],
      ['No manager assigned', '1', '₹100.00', '₹60.00'],
      ['Total', '4', '₹900.00', '₹540.00'],
    ]);
    expect(screen.getByLabelText('Trader totals check').textContent).toBe('Trader totals add up to the by-market total: ₹900.00 over 4 markets.');
    expect(screen.getByRole('button', { name: 'Export desk P/L by trader as CSV' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('the desk P/L of a busy desk', () => {
  it('says its tables hold only the latest settled markets when the exchange answers as many as it gives', async () => {
    answer = Array.from({ length: DESK_PROFIT_LOSS_MARKETS }, (_, i) => market(String(i), 'asha', 100, 60));
    renderWithProviders(<DeskProfitLoss family="fancy" onFamily={() => undefined} />);
    await screen.findByText(`The latest ${DESK_PROFIT_LOSS_MARKETS} settled markets of this desk: older ones are not in these tables or their totals.`);
  });
});

describe('the desk P/L exports', () => {
  const before = formatSettings();
  afterEach(() => (vi.restoreAllMocks(), setFormatSettings(before)));

  it('end with the Total row the screen shows, by market and by trader, named after the table, the desk and the day', async () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    const saved = catchSavedFiles();
    renderWithProviders(<DeskProfitLoss family="fancy" onFamily={() => undefined} />);
    await screen.findByText('Runs 4 · India v England');
    await userEvent.click(screen.getByRole('button', { name: 'Export desk P/L as CSV' }));
    await userEvent.click(screen.getByRole('radio', { name: 'By trader' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export desk P/L by trader as Excel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export desk P/L by trader as CSV' }));

    const day = shownToday();
    expect(saved.map((file) => file.name)).toEqual([
      `Desk profit and loss Fancy by market ${day}.csv`,
      `Desk profit and loss Fancy by trader ${day}.xlsx`,
      `Desk profit and loss Fancy by trader ${day}.csv`,
    ]);
    const byMarket = await csvLinesOf(saved[0]);
    // Settled in the zone times are shown in (08:34 UTC is 14:04 in Kolkata), the zone in the header.
    expect(byMarket[0]).toBe('Settled (Asia/Kolkata),Market,Manager,Bets,House P/L (₹),House share (₹)');
    expect(byMarket[1]).toBe('2026-11-26 14:04:00,Runs 1 · India v England,bilal,3,1500.00,900.00');
    expect(byMarket.at(-1)).toBe('Total,,,,900.00,540.00');
    expect(byMarket).toHaveLength(ROWS.length + 2);
    expect((await csvLinesOf(saved[2])).slice(-2)).toEqual(['No manager assigned,1,100.00,60.00', 'Total,4,900.00,540.00']);
  });
});
