// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cronTypeLabel, EMPTY_TABLE_LAYOUT, ok, type CronLog } from '@shared/contract';
import { renderWithProviders } from '@renderer/testing/render-with-providers';
import { CronLogsTable } from './cron-logs-table';

const run = (cronType: string, minute: number): CronLog => {
  const at = `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
  return { cronType, cronStart: at, cronEnd: at, status: 'success', hours: 1, updatedAt: at };
};
const LOGS = [run('virtual-results', 3), run('session-cleanup', 2), run('nightly-rollup', 1)];

let list: ReturnType<typeof vi.fn>;
beforeEach(() => {
  list = vi.fn(async (_input: unknown) => ok(LOGS));
  const preferences = { tableLayout: async () => ok(EMPTY_TABLE_LAYOUT), saveTableLayout: async (input: { layout: unknown }) => ok(input.layout) };
  Object.assign(window, { exchange: { cronLogs: { list }, preferences } });
});
afterEach(cleanup);

/** The Cron Type cell of each row, top to bottom. */
const cronTypes = () =>
  within(screen.getByRole('table', { name: 'Cron logs' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

describe('the cron logs table', () => {
  it('names each job in words, shows a job it does not know by the exchange’s key, and asks the list as before', async () => {
    renderWithProviders(<CronLogsTable />);
    await waitFor(() => expect(cronTypes()).toEqual(['Virtual results', 'Session cleanup', 'nightly-rollup']));
    expect(list.mock.calls[0]?.[0]).toEqual({});
  });

  it('finds a job by the name it shows as well as by its key', async () => {
    renderWithProviders(<CronLogsTable />);
    await waitFor(() => expect(cronTypes()).toHaveLength(3));
    const search = screen.getByPlaceholderText('Cron type or status');
    fireEvent.change(search, { target: { value: 'Session cleanup' } });
    await waitFor(() => expect(cronTypes()).toEqual(['Session cleanup']));
    fireEvent.change(search, { target: { value: 'rollup' } });
    await waitFor(() => expect(cronTypes()).toEqual(['nightly-rollup']));
  });

  it('words every job the demo runs, and leaves an unknown key as it came', () => {
    expect(cronTypeLabel('cron-log-retention')).toBe('Cron log retention');
    expect(cronTypeLabel('audit-compaction')).toBe('Audit compaction');
    expect(cronTypeLabel('toString')).toBe('toString');
  });
});
