// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { createQueryClient } from '@renderer/app/query-client';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { AccountStatement, accountInWords, STATEMENT_PAGE } from './account-statement-modal';

/**
 * A punter's ledger lines numbered from 1001, answered as the exchange pages them (newest first): `beforeSeq`
 * keeps only older lines (counted in recordsFiltered, recordsTotal counts them all), `atSeq` answers its page.
 */
let seqs: number[];
const post = (count: number) => seqs.push(...Array.from({ length: count }, (_, i) => (seqs.at(-1) ?? 1000) + i + 1));
type Asked = { userName: string; start: number; length: number; atSeq?: number; beforeSeq?: number };
const accountStatement = vi.fn(async ({ start, length, atSeq, beforeSeq }: Asked) => {
  const lines = seqs.filter((seq) => beforeSeq === undefined || seq < beforeSeq).reverse();
  const from = atSeq === undefined ? start : Math.floor(lines.indexOf(atSeq) / length) * length;
  const data = lines.slice(from, from + length).map((seq, i) => ({ seq, at: '2026-11-27T10:00:00.000Z', kind: 'deposit', amount: 100, balance: 100 * (lines.length - from - i), description: `Line ${seq}` }));
  return ok({ account: { accountId: 'a1', userName: 'punter0001', name: 'Punter 1', level: 'punter', status: 'active', parent: 'ag001', balance: 12_000, exposure: 0, available: 12_000 }, data, recordsTotal: seqs.length, recordsFiltered: lines.length, start: from });
});

beforeEach(() => {
  seqs = [];
  post(120);
  accountStatement.mockClear();
  (window as unknown as { exchange: unknown }).exchange = { risk: { accountStatement } };
  stubMatchMedia();
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
});
afterEach(() => (cleanup(), vi.restoreAllMocks()));

const renderStatement = (atSeq?: number, client = createQueryClient(vi.fn())) =>
  render(
    <QueryClientProvider client={client}>
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
    expect(accountStatement).toHaveBeenCalledWith(expect.objectContaining({ atSeq: 1030, beforeSeq: 1121, length: STATEMENT_PAGE }), expect.anything());
    expect(shownNumbers()[0]).toBe('1070');
    const marked = screen.getByText('Line 1030').closest('tr');
    expect(marked?.getAttribute('aria-current')).toBe('true');
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toEqual([marked]);
    expect(screen.getByText('51–100 of 120')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Statement: page 3' }));
    await waitFor(() => expect(shownNumbers()).toEqual(Array.from({ length: 20 }, (_, i) => String(1020 - i))));
    expect(accountStatement).toHaveBeenLastCalledWith(expect.not.objectContaining({ atSeq: expect.anything() }), expect.anything());
  });

  it('says whose account it is with the role once, the name already saying it (Punter 1, not Punter Punter 1)', async () => {
    renderStatement();
    const money = await screen.findByLabelText('Account money');
    expect(within(money).getByText('Punter 1 (punter0001) under ag001')).toBeTruthy();
  });

  it('without a line, opens at the newest page and marks nothing', async () => {
    renderStatement();
    await screen.findByText('Line 1120');
    expect(screen.queryByRole('row', { current: true })).toBeNull();
    expect(screen.getByText('1–50 of 120')).toBeTruthy();
  });

  it('reads every page as of the moment it was opened while lines are posted, and shows the newer ones on demand', async () => {
    const client = createQueryClient(vi.fn());
    renderStatement(undefined, client);
    await screen.findByText('Line 1120');
    // The house gets lines all the time: 30 more before the next page is asked for.
    post(30);
    await userEvent.click(screen.getByRole('button', { name: 'Statement: page 2' }));
    // Page 2 goes on where page 1 stopped (1070 after 1071), not 30 lines further down; the total stays.
    await waitFor(() => expect(shownNumbers()).toEqual(Array.from({ length: 50 }, (_, i) => String(1070 - i))));
    expect(screen.getByText('51–100 of 120')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Statement: page 3' }));
    await waitFor(() => expect(shownNumbers()).toEqual(Array.from({ length: 20 }, (_, i) => String(1020 - i))));
    // Once the statement is read again (its poll, or money written in this console), the new lines are counted.
    await act(() => client.invalidateQueries());
    const newer = await screen.findByRole('group', { name: 'Newer lines' });
    expect(newer.textContent).toContain('30 newer lines since this statement was read.');
    // What is announced never changes with the count (it would be read out again at every poll).
    expect(within(newer).getByRole('status').textContent).toBe('Newer lines have been posted since this statement was read.');
    await userEvent.click(within(newer).getByRole('button', { name: 'Show latest' }));
    await waitFor(() => expect(shownNumbers()[0]).toBe('1150'));
    expect(screen.getByText('1–50 of 150')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Newer lines' })).toBeNull();
  });

  it('opened again, starts from the lines posted since it was last open, not from what it read then', async () => {
    const client = createQueryClient(vi.fn());
    renderStatement(undefined, client);
    await screen.findByText('Line 1120');
    cleanup();
    post(2);
    renderStatement(undefined, client);
    await waitFor(() => expect(shownNumbers()[0]).toBe('1122'));
    expect(screen.getByText('1–50 of 122')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Newer lines' })).toBeNull();
  });
});

describe('accountInWords', () => {
  it('says the role before a name that does not say it, and the user name after a name that is not it', () => {
    expect(accountInWords({ level: 'agent', name: 'Agent 7', userName: 'ag007' })).toBe('Agent 7 (ag007)');
    expect(accountInWords({ level: 'agent', name: 'Acme Ltd', userName: 'acme' })).toBe('Agent Acme Ltd (acme)');
    expect(accountInWords({ level: 'superAgent', name: 'Super agent North', userName: 'sa01' })).toBe('Super agent North (sa01)');
    expect(accountInWords({ level: 'punter', name: 'punter3543', userName: 'punter3543' })).toBe('Punter punter3543');
  });
});
