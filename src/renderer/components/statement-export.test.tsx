// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { MAX_TABLE_PAGE_LENGTH } from '@shared/contract/data-table';
import { createQueryClient } from '@renderer/app/query-client';
import { stubMatchMedia } from '@renderer/testing/match-media';
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
afterEach(() => (cleanup(), vi.restoreAllMocks()));

describe('StatementExport', () => {
  it('writes every line once, newest first, in rupees, though lines are posted while it reads', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:test'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
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
    await waitFor(() => expect(blobs).toHaveLength(1));
    // After the first page, only lines older than its newest (150) are asked for: 151 came in meanwhile.
    expect(accountStatement.mock.calls.map(([input]) => [input.start, input.beforeSeq])).toEqual([
      [0, undefined],
      [MAX_TABLE_PAGE_LENGTH, 151],
    ]);
    const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('No.,When,What,Amount (₹),Balance (₹)');
    expect(lines[1]).toBe('150,2026-11-27T10:00:00.000Z,Line 150,1.00,150.00');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(Array.from({ length: 150 }, (_, i) => 150 - i));
  });
});
