// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@shared/contract';
import { defaultVisibilityOf, exportColumnsOf } from '@renderer/components/server-table/export-columns';
import { toCsv } from '@renderer/components/server-table/export-rows';
import { marketResult } from '@renderer/testing/market-result';
import { stubBridgeForEachTest } from '@renderer/testing/bridge';
import { stubMatchMedia } from '@renderer/testing/match-media';
import { renderAsAdmin } from '@renderer/testing/render-as-admin';
import { resultColumns, ResultsTable } from './results-table';

const DECLARED = marketResult({
  marketId: 'm-toss',
  marketName: 'To Win the Toss',
  family: 'matchOdds',
  status: 'declared',
  label: 'RCB',
  maker: { userName: 'admin', at: '2026-11-29T03:20:52.000Z' },
  checker: { userName: 'rita', at: '2026-11-29T03:21:35.000Z' },
});
const WAITING = marketResult({ marketId: 'm-odds', marketName: 'Match Odds', family: 'matchOdds', openBets: 3 });

describe('the results list in a file', () => {
  it('writes when each result was entered and verified beside who did, as date-times of the shown zone', () => {
    const columns = resultColumns(vi.fn());
    const lines = toCsv(exportColumnsOf(columns, defaultVisibilityOf(columns), []), [DECLARED, WAITING]).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toEqual([
      'Market,Event,Result status,Result,Entered by,Entered at (UTC),Verified by,Verified at (UTC)',
      'To Win the Toss,RCB v KKR,Declared,RCB,admin,2026-11-29 03:20:52,rita,2026-11-29 03:21:35',
      'Match Odds,RCB v KKR,No result,—,,,,',
    ]);
  });

  it('gives Excel the times as dates, and leaves them out with the columns that bring them', () => {
    const columns = resultColumns(vi.fn());
    const enteredAt = exportColumnsOf(columns, {}, []).find((column) => column.header === 'Entered at');
    expect(enteredAt?.zoned).toBe(true);
    expect(enteredAt?.value(DECLARED)).toEqual({ dateTime: '2026-11-29 03:20:52' });
    const withoutWho = exportColumnsOf(columns, { maker: false, checker: false }, []).map((column) => column.header);
    expect(withoutWho.filter((header) => /^(Entered|Verified) /.test(header))).toEqual([]);
  });
});

const asked = vi.fn();
beforeEach(stubMatchMedia);
stubBridgeForEachTest(() => ({
  results: {
    list: async (input: { status?: string }) => (asked(input), ok({ data: input.status === 'none' ? [WAITING] : [DECLARED, WAITING], recordsTotal: 2, recordsFiltered: 2 })),
  },
}));

describe('the Result status filter', () => {
  it('offers "No result": asks for the markets with bets and no result yet', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<ResultsTable scope="all" onAction={vi.fn()} />);
    await screen.findByRole('row', { name: /To Win the Toss/ }, { timeout: 5_000 });
    await user.click(screen.getByRole('textbox', { name: 'Result status' }));
    await user.click(await screen.findByRole('option', { name: 'No result' }));
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'none' })));
    await waitFor(() => expect(screen.queryByRole('row', { name: /To Win the Toss/ })).toBeNull());
  });
});
