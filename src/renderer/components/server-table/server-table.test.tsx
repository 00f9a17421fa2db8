// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, EMPTY_TABLE_LAYOUT, fail, ok, type CronLog, type DataTableRequest, type StaffRole, type TraderRow } from '@shared/contract';
import { FAILED_READ_RETRY_MS } from '@renderer/app/data/failed-read';
import { createQueryClient } from '@renderer/app/query-client';
import { shownToday } from '@renderer/lib/format';
import type { ServerColumn } from './export-columns';
import { ServerTable, SLOW_LOAD_MS } from './server-table';
import { catchSavedFiles } from './saved-files.testing';

const trader = (i: number): TraderRow => ({ _id: `t${i}`, name: `Trader ${i}`, userName: `user${i}`, domain: '', status: 'active', role: 'TRADER' });
const ALL = Array.from({ length: 235 }, (_, i) => trader(i + 1));

/** What the fake exchange answers: the DataTables page of ALL matching the search. */
const answer = (input: DataTableRequest) => {
  const needle = input.search?.value ?? '';
  const matching = ALL.filter((t) => t.name.includes(needle));
  return ok({ original: { data: matching.slice(input.start, input.start + input.length), recordsTotal: ALL.length, recordsFiltered: matching.length } });
};

type ListCall = { input: DataTableRequest; signal?: AbortSignal; resolve(): void; cellsDrawnBefore: number };
/** How many Edit cells were drawn so far: the table's body renders. */
let cellsDrawn = 0;
let calls: ListCall[];
/** When true, each list call waits until the test resolves it (to answer out of order). */
let held: boolean;

const COLUMNS: ServerColumn<TraderRow>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'userName', accessorKey: 'userName', header: 'User Name' },
  {
    id: 'edit',
    header: 'Edit',
    enableSorting: false,
    Cell: () => {
      cellsDrawn += 1;
      return <button type="button">Edit</button>;
    },
  },
];

function renderTable(props: { onOpenRow?: (row: TraderRow) => void; bulk?: boolean; noRecords?: string } = {}) {
  const client = createQueryClient(() => {});
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ServerTable
          tableId="test"
          label="Market traders"
          operation={contract.traders.list}
          toInput={(request) => request}
          toPage={(output) => output.original}
          columns={COLUMNS}
          searchPlaceholder="Name"
          {...(props.onOpenRow ? { onOpenRow: props.onOpenRow } : {})}
          {...(props.noRecords ? { noRecords: props.noRecords } : {})}
          {...(props.bulk ? { bulkActions: (rows: TraderRow[]) => <span>{rows.map((r) => r.userName).join(',')}</span> } : {})}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, client };
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Market traders' }))
    .getAllByRole('row')
    .slice(1)
    // The first cell with text: a selection checkbox cell has none.
    .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent ?? '').find(Boolean) ?? '');

/** The first page painted (not the loading skeleton's empty rows). */
const loaded = () => waitFor(() => expect(rowNames()[0]).toBe('Trader 1'));

beforeEach(() => {
  calls = [];
  held = false;
  const list = (input: DataTableRequest, options?: { signal?: AbortSignal }) =>
    new Promise((resolve) => {
      const call: ListCall = { input, ...(options?.signal ? { signal: options.signal } : {}), resolve: () => resolve(answer(input)), cellsDrawnBefore: cellsDrawn };
      calls.push(call);
      if (!held) call.resolve();
    });
  const layouts = { tableLayout: async () => ok(EMPTY_TABLE_LAYOUT), saveTableLayout: async (input: { layout: unknown }) => ok(input.layout) };
  Object.assign(window, { exchange: { traders: { list }, staff: { list }, preferences: layouts } });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the server table', () => {
  it('asks for the first page in the default order, 10 rows long unless told, and pages with start and length', async () => {
    renderTable();
    await loaded();
    expect(calls[0]?.input).toMatchObject({ start: 0, length: 10, search: { value: '' }, order: [{ column: 0, dir: 'desc' }] });
    expect(screen.getByTestId('table-info').textContent).toBe('Showing 1 to 10 of 235 entries');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Trader 21'));
    expect(calls.at(-1)?.input).toMatchObject({ start: 20, length: 10 });
    expect(screen.getByTestId('table-info').textContent).toBe('Showing 21 to 30 of 235 entries');
  });

  it('sorts on the server by the column index, back on the first page', async () => {
    renderTable();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.at(-1)?.input.start).toBe(10));

    await userEvent.click(within(screen.getByRole('columnheader', { name: /^User Name/ })).getAllByRole('button')[0]!);
    await waitFor(() => expect(calls.at(-1)?.input.order).toEqual([{ column: 1, dir: expect.any(String) }]));
    expect(calls.at(-1)?.input.start).toBe(0);
  });

  it('starts on page one again when a search is cleared, not on the page the user left before typing it', async () => {
    renderTable();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Trader 21'));
    const search = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(search, 'Trader 2');
    await waitFor(() => expect(calls.at(-1)?.input).toMatchObject({ start: 0, search: { value: 'Trader 2' } }));
    await userEvent.clear(search);
    // The unsearched first page may come from the cache: what counts is the page shown.
    await waitFor(() => expect(screen.getByTestId('table-info').textContent).toBe('Showing 1 to 10 of 235 entries'));
    expect(rowNames()[0]).toBe('Trader 1');
  });

  it('never paints an older search answer that arrives after a newer one, and cancels the older call', async () => {
    renderTable();
    await loaded();
    held = true;
    const search = screen.getByRole('textbox', { name: 'Search' });

    await userEvent.type(search, 'Trader 1');
    await waitFor(() => expect(calls.at(-1)?.input.search?.value).toBe('Trader 1'));
    const older = calls.at(-1)!;
    await userEvent.type(search, '0');
    await waitFor(() => expect(calls.at(-1)?.input.search?.value).toBe('Trader 10'));
    const newer = calls.at(-1)!;

    // The older call was dropped: its signal aborted, so the bridge cancels its HTTP request.
    expect(older.signal?.aborted).toBe(true);
    // While the newer search loads, the previous page stays on screen.
    expect(rowNames()).toHaveLength(10);

    act(() => newer.resolve());
    await waitFor(() => expect(rowNames()).toEqual(['Trader 10', 'Trader 100', 'Trader 101', 'Trader 102', 'Trader 103', 'Trader 104', 'Trader 105', 'Trader 106', 'Trader 107', 'Trader 108']));
    act(() => older.resolve());
    await new Promise((r) => setTimeout(r, 50));
    expect(rowNames()[0]).toBe('Trader 10');
    expect(screen.getByTestId('table-info').textContent).toContain('of 11 entries');
  });

  it('draws the table for a search once, when its answer is there, not when the request starts', async () => {
    renderTable();
    await loaded();
    held = true;
    const before = cellsDrawn;
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), '7');
    await waitFor(() => expect(calls.at(-1)?.input.search?.value).toBe('7'));
    const call = calls.at(-1)!;
    expect(call.cellsDrawnBefore, 'the table was drawn again for the new request').toBe(before);
    act(() => call.resolve());
    await waitFor(() => expect(rowNames()[0]).toBe('Trader 7'));
    expect(cellsDrawn).toBeGreaterThan(before);
  });

  it('says "No data available in table" when nothing matches', async () => {
    renderTable();
    await loaded();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'nobody');
    await screen.findByText('No data available in table');
  });

  it('says nothing matches, not the screen’s own "none yet", when a search hides every row of a list that has some', async () => {
    renderTable({ noRecords: 'No market traders yet.' });
    await loaded();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'nobody');
    await screen.findByText('Nothing matches the search.');
    expect(screen.queryByText('No market traders yet.')).toBeNull();
  });

  it('says the list could not be loaded when the exchange fails, and tries again on request', async () => {
    const failing = vi.fn(async () => fail({ kind: 'exchange', status: 500, message: 'down' }));
    Object.assign((window as unknown as { exchange: { traders: object } }).exchange.traders, { list: failing });
    renderTable();
    await screen.findByText(/The list could not be loaded/);
    const before = failing.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failing.mock.calls.length).toBeGreaterThan(before));
  });

  it('reads a list that failed in an outage again every 10 s, still saying it failed meanwhile, until the exchange is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const traders = (window as unknown as { exchange: { traders: { list: unknown } } }).exchange.traders;
      const working = traders.list as (input: DataTableRequest) => Promise<unknown>;
      let down = true;
      let gate: Promise<void> | undefined;
      const list = vi.fn(async (input: DataTableRequest) => {
        await gate;
        return down ? fail({ kind: 'exchange', status: 503, message: 'Service temporarily unavailable.' }) : working(input);
      });
      traders.list = list;
      renderTable();
      await screen.findByText(/The list could not be loaded/);
      expect(list).toHaveBeenCalledTimes(1);
      let open = () => {};
      gate = new Promise((resolve) => (open = resolve));
      await act(() => vi.advanceTimersByTimeAsync(FAILED_READ_RETRY_MS));
      expect(list).toHaveBeenCalledTimes(2);
      // On its way, then failed again: still said so, never an empty or loading table in between.
      expect(screen.getByText(/The list could not be loaded/)).toBeTruthy();
      // A try that takes longer than a moment shows the progress bar.
      await act(() => vi.advanceTimersByTimeAsync(SLOW_LOAD_MS + 50));
      expect(screen.getByText(/The list could not be loaded/)).toBeTruthy();
      expect(screen.getByRole('table', { name: 'Market traders' }).getAttribute('aria-busy')).toBe('true');
      gate = undefined;
      open();
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText(/The list could not be loaded/)).toBeTruthy();
      down = false;
      await act(() => vi.advanceTimersByTimeAsync(FAILED_READ_RETRY_MS));
      await loaded();
      expect(screen.queryByText(/The list could not be loaded/)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(FAILED_READ_RETRY_MS * 3));
      expect(list).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no earlier rows as the answer of a search that failed, and stops a search at the length the exchange takes', async () => {
    renderTable();
    await loaded();
    const search = screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
    expect(search.maxLength).toBe(100);
    const list = (window as unknown as { exchange: { traders: { list: unknown } } }).exchange.traders;
    list.list = async () => fail({ kind: 'exchange', status: 500, message: 'down' });
    // One search at once: typed key by key on a loaded machine, each key's failed search could show its
    // error while the next one loads (with the earlier rows, as a load does), and the check would race them.
    fireEvent.change(search, { target: { value: 'Trader 7' } });
    await screen.findByText(/The list could not be loaded/);
    expect(screen.queryByText('Trader 1')).toBeNull();
    expect(screen.getByTestId('table-info').textContent).toBe('');
  });

  /** Exports the table from its menu (`item`): the one file saved, and the names the user is offered. */
  const exportedFile = async (item: 'CSV (all pages)' | 'Excel (all pages)') => {
    const saved = catchSavedFiles();
    renderTable();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Export rows' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: item }));
    await waitFor(() => expect(saved).toHaveLength(1));
    return { blob: saved[0]!.blob, names: saved.map((file) => file.name) };
  };

  it('exports every page of the current query as CSV, with only the data columns, named after the table and the day', async () => {
    const { blob, names } = await exportedFile('CSV (all pages)');
    expect(names).toEqual([`Market traders ${shownToday()}.csv`]);

    const exportCalls = calls.filter((c) => c.input.length === 100);
    expect(exportCalls.map((c) => c.input.start)).toEqual([0, 100, 200]);
    expect(exportCalls.every((c) => c.input.order?.[0]?.column === 0)).toBe(true);
    const lines = (await blob.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Name,User Name');
    expect(lines).toHaveLength(236);
    expect(lines[1]).toBe('Trader 1,user1');
  });

  it('exports to Excel in a file and a sheet named after the table, not its internal id', async () => {
    const { blob, names } = await exportedFile('Excel (all pages)');
    expect(names).toEqual([`Market traders ${shownToday()}.xlsx`]);
    const workbook = strFromU8(unzipSync(new Uint8Array(await blob.arrayBuffer()))['xl/workbook.xml'] ?? new Uint8Array());
    expect(workbook).toContain('<sheet name="Market traders" ');
  });

  it('moves between rows with the arrows, Home and End, and opens one with Enter', async () => {
    const opened: string[] = [];
    renderTable({ onOpenRow: (row) => opened.push(row.userName) });
    await loaded();
    const rows = within(screen.getByRole('table', { name: 'Market traders' })).getAllByRole('row').slice(1);

    act(() => rows[0]!.focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(rows[9]);
    await userEvent.keyboard('{Home}{Enter}');
    expect(opened).toEqual(['user1']);
  });

  it('keeps the keyboard on the pager when the button it was on turns disabled (Last on the last page)', async () => {
    renderTable();
    await loaded();
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(last.hasAttribute('disabled')).toBe(true));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-current')).toBe('page'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Page 24');
  });

  it('gives the keyboard to the row now in its place when the row it was on goes (a delete)', async () => {
    const { client } = renderTable();
    await loaded();
    const rows = () => within(screen.getByRole('table', { name: 'Market traders' })).getAllByRole('row').slice(1);
    const edit = within(rows()[1]!).getByRole('button', { name: 'Edit' });
    act(() => edit.focus());
    const [deleted] = ALL.splice(1, 1);
    try {
      await act(() => client.invalidateQueries());
      await waitFor(() => expect(rowNames()[1]).toBe('Trader 3'));
      expect(edit.isConnected).toBe(false);
      await waitFor(() => expect(document.activeElement).toBe(rows()[1]));
    } finally {
      ALL.splice(1, 0, deleted!);
    }
  });

  it('keeps the keyboard on the same record when a refresh moves its row (never on another record in its old place)', async () => {
    const { client } = renderTable();
    await loaded();
    const rows = () => within(screen.getByRole('table', { name: 'Market traders' })).getAllByRole('row').slice(1);
    act(() => rows()[1]!.focus());
    expect(rows()[1]?.textContent).toContain('Trader 2');
    // Trader 2 moves to the top: the rows are drawn anew in another order.
    const [moved] = ALL.splice(1, 1);
    ALL.unshift(moved!);
    try {
      await act(() => client.invalidateQueries());
      await waitFor(() => expect(rowNames()[0]).toBe('Trader 2'));
      await waitFor(() => expect(document.activeElement).toBe(rows()[0]));
    } finally {
      ALL.splice(0, 1);
      ALL.splice(1, 0, moved!);
    }
  });

  it('does not pull the keyboard back into the table once the user took it elsewhere', async () => {
    renderTable();
    await loaded();
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    last.blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(last);
    await waitFor(() => expect(last.hasAttribute('disabled')).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 24' }).getAttribute('aria-current')).toBe('page'));
    expect(document.activeElement).toBe(document.body);
  });

  it('moves and resizes a column from the keyboard with its named handle', async () => {
    renderTable();
    await loaded();
    const headers = () => within(screen.getByRole('table', { name: 'Market traders' })).getAllByRole('columnheader').map((h) => h.textContent ?? '');
    const handle = screen.getByRole('button', { name: 'Move column User Name (← → move it, Shift+← → resize it)' });
    handle.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(headers().findIndex((h) => h.includes('User Name'))).toBeLessThan(headers().findIndex((h) => h.includes('Name') && !h.includes('User'))));
    // mantine-react-table sizes each column by a CSS variable on the table.
    const width = () => Number.parseFloat(screen.getByRole('table', { name: 'Market traders' }).style.getPropertyValue('--col-userName-size'));
    const before = width();
    expect(before).toBeGreaterThan(0);
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(width()).toBe(before + 20));
  });

  it('keeps a selection across pages for the bulk actions', async () => {
    renderTable({ bulk: true });
    await loaded();
    const firstRow = () => within(screen.getByRole('table', { name: 'Market traders' })).getAllByRole('row')[1]!;
    await userEvent.click(within(firstRow()).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(firstRow()).getAllByRole('cell')[1]?.textContent).toBe('Trader 11'));
    await userEvent.click(within(firstRow()).getByRole('checkbox'));

    const bar = screen.getByRole('group', { name: 'Selected rows' });
    expect(bar.textContent).toContain('2 rows selected');
    expect(bar.textContent).toContain('user1,user11');
  });

  it('sends the filters that are set with every request, leaves out the empty ones, and starts again on page one', async () => {
    const client = createQueryClient(() => {});
    const table = (role: StaffRole | null) => (
      <MantineProvider>
        <QueryClientProvider client={client}>
          <ServerTable tableId="test" label="Market traders" operation={contract.staff.list} filterInput={{ role }} toPage={(output) => output.original} columns={COLUMNS} pageSize={10} />
        </QueryClientProvider>
      </MantineProvider>
    );
    const { rerender } = render(table('TRADER'));
    await loaded();
    expect(calls[0]?.input).toMatchObject({ start: 0, role: 'TRADER' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.at(-1)?.input).toMatchObject({ start: 10, role: 'TRADER' }));

    rerender(table(null));
    await waitFor(() => expect(calls.at(-1)?.input.start).toBe(0));
    expect(calls.at(-1)?.input).not.toHaveProperty('role');
  });

  it('says a search text once as the box\'s label and placeholder, shows its Add button, and reads a DataTables answer\'s page', async () => {
    const add = vi.fn();
    const layoutOf = vi.fn(async (_input: { tableId: string }) => ok(EMPTY_TABLE_LAYOUT));
    Object.assign(window.exchange, { preferences: { tableLayout: layoutOf, saveTableLayout: async (input: { layout: unknown }) => ok(input.layout) } });
    render(
      <MantineProvider>
        <QueryClientProvider client={createQueryClient(() => {})}>
          {/* A local operation: any window may call it, so its Add button shows without a session. */}
          <ServerTable label="Market traders" operation={contract.traders.list} columns={COLUMNS} search="Search traders" add={{ label: 'Add trader', op: contract.about.info, onClick: add }} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await loaded();
    expect(screen.getByLabelText('Search traders').getAttribute('placeholder')).toBe('Search traders');
    await userEvent.click(screen.getByRole('button', { name: 'Add trader' }));
    expect(add).toHaveBeenCalledOnce();
    // Without a tableId of its own, the table keeps its layout under its operation's id.
    expect(layoutOf.mock.calls[0]?.[0]).toEqual({ tableId: 'traders.list' });
  });

  it('searches and pages here a list its operation answers whole, asking it with no input', async () => {
    const logs = Array.from({ length: 12 }, (_, i): CronLog => ({ cronType: i % 2 ? 'settle' : 'close', cronStart: `2026-01-01T00:${String(i).padStart(2, '0')}:00Z`, cronEnd: null, status: 'success', hours: 0, updatedAt: '' }));
    const list = vi.fn(async (_input: unknown) => ok(logs));
    Object.assign(window.exchange, { cronLogs: { list } });
    const columns: ServerColumn<CronLog>[] = [{ id: 'cronStart', accessorKey: 'cronStart', header: 'Start' }];
    render(
      <MantineProvider>
        <QueryClientProvider client={createQueryClient(() => {})}>
          <ServerTable label="Cron logs" operation={contract.cronLogs.list} wholeList={(log) => log.cronType} getRowId={(log) => log.cronStart} columns={columns} search="Search logs" />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('table-info').textContent).toBe('Showing 1 to 10 of 12 entries'));
    expect(list.mock.calls[0]?.[0]).toEqual({});
    fireEvent.change(screen.getByLabelText('Search logs'), { target: { value: 'settle' } });
    await waitFor(() => expect(screen.getByTestId('table-info').textContent).toBe('Showing 1 to 6 of 6 entries (filtered from 12 total entries)'));
  });

  it('takes filters or its own toInput, never both, and a filter the operation needs as a value (types)', () => {
    const page = (output: { original: { data: TraderRow[]; recordsTotal: number; recordsFiltered: number } }) => output.original;
    const tables = [
      <ServerTable key="any" tableId="t" label="t" operation={contract.staff.list} filterInput={{ role: null }} toPage={page} columns={COLUMNS} pageSize={10} />,
      // @ts-expect-error: the filters and a toInput of its own, together
      <ServerTable key="both" tableId="t" label="t" operation={contract.staff.list} filterInput={{ role: 'TRADER' }} toInput={(request) => request} toPage={page} columns={COLUMNS} pageSize={10} />,
      // @ts-expect-error: a filter the operation does not take
      <ServerTable key="unknown" tableId="t" label="t" operation={contract.staff.list} filterInput={{ draw: 1 }} toPage={page} columns={COLUMNS} pageSize={10} />,
      // @ts-expect-error: the site's users need the site: no null, no leaving it out
      <ServerTable key="required" tableId="t" label="t" operation={contract.whiteLabels.users} filterInput={{ whiteLabelId: null }} columns={COLUMNS} pageSize={10} />,
    ];
    expect(tables).toHaveLength(4);
  });
});
