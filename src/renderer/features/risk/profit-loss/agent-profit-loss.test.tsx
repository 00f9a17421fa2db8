// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@shared/contract';
import type { ReportFilters } from '@shared/contract/risk';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { catchSavedFiles, csvLinesOf } from '@renderer/components/server-table/saved-files.testing';
import { shownToday } from '@renderer/lib/format';
import { AgentProfitLoss } from './agent-profit-loss';

const LINE = { key: 'm1', name: 'Match Odds', markets: 1, profitLoss: -124_100, reconciliation: 0 };

stubBridgeForEachTest(() => ({
  risk: {
    agentProfitLoss: async ({ userName }: { userName: string }) =>
      userName === 'house' ? ok([LINE]) : fail({ kind: 'not-found', message: 'No betting account has that user name.' }),
  },
}));

const show = (filters: Partial<ReportFilters>, onChange: (change: Partial<ReportFilters>) => void = () => undefined) =>
  renderWithProviders(<AgentProfitLoss filters={{ userName: 'house', by: 'market', ...filters } as ReportFilters} onChange={onChange} />);

/** The footer's cells after "Total". */
const totals = () => within(screen.getByRole('table', { name: 'Agent profit and loss' })).getByRole('row', { name: /^Total/ });

describe('the agent P/L total', () => {
  it('adds up the lines the exchange answered', async () => {
    show({});
    await waitFor(() => expect(totals().textContent).toBe('Total1-₹1,241.00'));
  });

  it('shows no figure while To is before From: the field says why, and no ₹0.00 reads as a P/L', async () => {
    show({ from: '2026-11-28', to: '2026-11-27' });
    await screen.findByText('To: on or after From.');
    expect(totals().textContent).toBe('Total——');
  });

  it('shows its days as the console writes a day, and hands a typed one on as YYYY-MM-DD (none once cleared)', () => {
    const onChange = vi.fn();
    show({ from: '2026-11-01', to: '2026-11-27' }, onChange);
    const field = (label: 'From' | 'To') => screen.getByLabelText(label) as HTMLInputElement;
    expect([field('From').value, field('To').value]).toEqual(['Nov 1, 2026', 'Nov 27, 2026']);
    fireEvent.change(field('From'), { target: { value: 'Oct 15, 2026' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-10-15' });
    fireEvent.change(field('To'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ to: undefined });
  });

  it('shows no figure for an agent the exchange does not know', async () => {
    show({ userName: 'nobody99' });
    await screen.findByText('No betting account has that user name.');
    expect(totals().textContent).toBe('Total——');
  });
});

describe('the agent P/L export', () => {
  afterEach(() => vi.restoreAllMocks());

  it('ends with the Total row the screen shows, and is named after the table, the agent, the grouping and the day', async () => {
    const saved = catchSavedFiles();
    show({ userName: ' house ' });
    await waitFor(() => expect(totals().textContent).toBe('Total1-₹1,241.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Export agent P/L as CSV' }));
    expect(saved.map((file) => file.name)).toEqual([`Agent profit and loss house by market ${shownToday()}.csv`]);
    expect(await csvLinesOf(saved[0])).toEqual(['Market,Markets,P/L (₹),"Books: punters + agents + house (₹, 0 = reconciled)"', 'Match Odds,1,-1241.00,0.00', 'Total,1,-1241.00,']);
  });
});
