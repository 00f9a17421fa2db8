// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { MAX_TABLE_PAGE_LENGTH } from '@shared/contract/data-table';
import { createQueryClient } from '@renderer/app/query-client';
import { formatSettings, setFormatSettings, shownToday } from '@renderer/lib/format';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { catchSavedFiles, csvLinesOf } from './server-table/saved-files.testing';
import { StatementExport } from './statement-export';


/** 150 lines numbered 1–150; a new line (151, 152) is posted after each page is read, as a busy account gets them. */
let seqs: number[];
const accountStatement = vi.fn(async ({ start, length, beforeSeq }: { start: number; length: number; beforeSeq?: number }) => {
  const newestFirst = seqs.filter((seq) => beforeSeq === undefined || seq < beforeSeq).reverse();
  const data = newestFirst.slice(start, start + length).map((seq) => ({ seq, at: '2026-11-27T10:00:00.000Z', kind: 'deposit', amount: 1_00, balance: seq * 1_00, description: `Line ${seq}` }));
  seqs.push(Math.max(...seqs) + 1);
  return ok({ account: {}, data, recordsTotal: newestFirst.length, recordsFiltered: newestFirst.length, start });
});

beforeEach(() => {
  seqs = Array.from({ length: 150 }, (_, i) => i + 1);
  (window as unknown as { exchange: unknown }).exchange = { risk: { accountStatement } };
  stubMatchMedia();
});
const before = formatSettings();
afterEach(() => (cleanup(), vi.restoreAllMocks(), setFormatSettings(before)));

describe('StatementExport', () => {
  it('writes every line once, newest first, in rupees and the zone times are shown in, though lines are posted while it reads', async () => {
    setFormatSettings({ timeZone: 'Asia/Kolkata' });
    const saved = catchSavedFiles();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient(vi.fn())}>
        <MantineProvider>
          <StatementExport userName="punter0001" />
        </MantineProvider>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Export rows' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (all pages)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // After the first page, only lines older than its newest (150) are asked for: 151 came in meanwhile.
    expect(accountStatement.mock.calls.map(([input]) => [input.start, input.beforeSeq])).toEqual([
      [0, undefined],
      [MAX_TABLE_PAGE_LENGTH, 151],
    ]);
    const lines = await csvLinesOf(saved[0]);
    expect(saved.map((file) => file.name)).toEqual([`Statement punter0001 ${shownToday()}.csv`]);
    expect(lines[0]).toBe('No.,When (Asia/Kolkata),What,Amount (₹),Balance (₹)');
    // 10:00 UTC is 15:30 in Kolkata.
    expect(lines[1]).toBe('150,2026-11-27 15:30:00,Line 150,1.00,150.00');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(Array.from({ length: 150 }, (_, i) => 150 - i));
  });
});
