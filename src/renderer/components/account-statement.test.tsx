// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { createQueryClient } from '@renderer/app/query-client';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { AccountStatement, STATEMENT_PAGE } from './account-statement-modal';

/** A punter with 120 ledger lines numbered 1001–1120, newest first, answered as the exchange pages them. */
const LINES = 120;
const seqAt = (position: number) => 1000 + LINES - position;
type Asked = { userName: string; start: number; length: number; atSeq?: number };
const accountStatement = vi.fn(async ({ start, length, atSeq }: Asked) => {
  const from = atSeq === undefined ? start : Math.floor((1000 + LINES - atSeq) / length) * length;
  const data = Array.from({ length: Math.max(0, Math.min(length, LINES - from)) }, (_, i) => ({ seq: seqAt(from + i), at: '2026-11-27T10:00:00.000Z', kind: 'deposit', amount: 100, balance: 100 * (LINES - from - i), description: `Line ${seqAt(from + i)}` }));
  return ok({ account: { accountId: 'a1', userName: 'punter0001', name: 'Punter 1', level: 'punter', status: 'active', parent: 'ag001', balance: 12_000, exposure: 0, available: 12_000 }, data, recordsTotal: LINES, recordsFiltered: LINES, start: from });
});

beforeEach(() => {
  accountStatement.mockClear();
  (window as unknown as { exchange: unknown }).exchange = { risk: { accountStatement } };
  stubMatchMedia();
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
});
afterEach(() => (cleanup(), vi.restoreAllMocks()));

const renderStatement = (atSeq?: number) =>
  render(
    <QueryClientProvider client={createQueryClient(vi.fn())}>
      <MantineProvider>
        <AccountStatement userName="punter0001" atSeq={atSeq} />
      </MantineProvider>
    </QueryClientProvider>,
  );

const shownNumbers = () => within(screen.getByRole('table', { name: 'Statement lines' })).getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.textContent);

describe('AccountStatement', () => {
  it('opens at the page of a given line, marks it and scrolls it into view, then pages by the pager', async () => {
    renderStatement(1030);
    await screen.findByText('Line 1030');
    expect(accountStatement).toHaveBeenCalledWith(expect.objectContaining({ atSeq: 1030, length: STATEMENT_PAGE }), expect.anything());
    expect(shownNumbers()[0]).toBe('1070');
    const marked = screen.getByText('Line 1030').closest('tr');
    expect(marked?.getAttribute('aria-current')).toBe('true');
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toEqual([marked]);
    expect(screen.getByText('51–100 of 120')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Statement: page 3' }));
    await waitFor(() => expect(shownNumbers()).toEqual(Array.from({ length: 20 }, (_, i) => String(1020 - i))));
    expect(accountStatement).toHaveBeenLastCalledWith(expect.not.objectContaining({ atSeq: expect.anything() }), expect.anything());
  });

  it('without a line, opens at the newest page and marks nothing', async () => {
    renderStatement();
    await screen.findByText('Line 1120');
    expect(screen.queryByRole('row', { current: true })).toBeNull();
    expect(screen.getByText('1–50 of 120')).toBeTruthy();
  });
});
