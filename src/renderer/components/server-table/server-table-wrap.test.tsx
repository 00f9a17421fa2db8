// @vitest-environment happy-dom
// eslint-disable-next-line no-restricted-imports -- the test runs in Node, and reads the stylesheet that vitest does not load
import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract, EMPTY_TABLE_LAYOUT, ok, type DataTableRequest, type TableLayout, type TraderRow } from '@shared/contract';
import { moneyCell } from '@shared/files/xlsx';
import { createQueryClient } from '@renderer/app/query-client';
import type { ServerColumn } from './export-columns';
import { ServerTable } from './server-table';

/** The stylesheet itself, as text: vitest empties every CSS import (`?raw` and `?inline` too), and what the cells compute is the point here. */
const TABLE_CSS = readFileSync(`${import.meta.dirname}/server-table.css`, 'utf8');

/** The form allows a 100-character name, and nothing stops it from having no space. */
const LONG_NAME = 'N'.repeat(100);
const ROWS: TraderRow[] = [
  { _id: 't1', name: LONG_NAME, userName: 'long', domain: '', status: 'active', role: 'TRADER' },
  { _id: 't2', name: 'Trader 2', userName: 'user2', domain: '', status: 'active', role: 'TRADER' },
];

const COLUMNS: ServerColumn<TraderRow>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'userName', accessorKey: 'userName', header: 'User Name' },
  // A count: the cell's value is a number.
  { id: 'letters', header: 'Letters', accessorFn: (row) => row.name.length },
  // An amount: its export is money, its cell the formatted figure.
  { id: 'balance', header: 'Balance', exportValue: () => moneyCell(1234567.89), Cell: () => '₹12,34,567.89' },
];

let style: HTMLStyleElement;
/** Each list call's answer: the rows, or never (a first load that is still on its way). */
let answering: boolean;

const renderTable = (columns: ServerColumn<TraderRow>[] = COLUMNS, layout: TableLayout = EMPTY_TABLE_LAYOUT) => {
  const list = (input: DataTableRequest) =>
    answering ? Promise.resolve(ok({ original: { data: ROWS.slice(input.start, input.start + input.length), recordsTotal: ROWS.length, recordsFiltered: ROWS.length } })) : new Promise(() => {});
  Object.assign(window, { exchange: { traders: { list }, preferences: { tableLayout: async () => ok(layout), saveTableLayout: async (input: { layout: unknown }) => ok(input.layout) } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient(() => {})}>
        <ServerTable tableId="wrap" label="Market traders" operation={contract.traders.list} toInput={(request) => request} toPage={(output) => output.original} columns={columns} />
      </QueryClientProvider>
    </MantineProvider>,
  );
};

/** The body cell of a row (by its user name) under a column (by its header). */
const cellOf = (userName: string, header: string): HTMLElement => {
  const table = screen.getByRole('table', { name: 'Market traders' });
  const index = within(table)
    .getAllByRole('columnheader')
    .findIndex((th) => th.textContent?.startsWith(header));
  const row = within(table).getByRole('cell', { name: userName }).closest('tr')!;
  return within(row).getAllByRole('cell')[index]!;
};

beforeAll(() => {
  style = document.createElement('style');
  style.textContent = TABLE_CSS;
  document.head.append(style);
});
afterAll(() => style.remove());

beforeEach(() => {
  answering = true;
});
afterEach(cleanup);

/** The rows painted (not the first load's placeholder rows). */
const loaded = () => waitFor(() => screen.getByRole('cell', { name: LONG_NAME }));

describe('the server table\'s cells', () => {
  it('wrap a long value with no spaces inside its column, where it would otherwise widen the whole table', async () => {
    renderTable();
    await loaded();
    const name = cellOf('long', 'Name');
    expect(name.textContent).toBe(LONG_NAME);
    // `anywhere` (not `break-word`): it also lowers the cell's smallest width, which sizes a semantic table's column.
    expect(getComputedStyle(name).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(cellOf('user2', 'User Name')).overflowWrap).toBe('anywhere');
  });

  it('keep a figure whole on one line: a count, and an amount whose export is money', async () => {
    renderTable();
    await loaded();
    for (const header of ['Letters', 'Balance']) {
      const figure = getComputedStyle(cellOf('long', header));
      expect(figure.whiteSpace, header).toBe('nowrap');
      expect(figure.overflowWrap, header).toBe('normal');
    }
    expect(cellOf('long', 'Letters').textContent).toBe('100');
    expect(getComputedStyle(cellOf('long', 'Name')).whiteSpace).not.toBe('nowrap');
  });

  it('keep the widths the user gave the columns: a cell is as wide as its column\'s remembered size', async () => {
    renderTable(COLUMNS, { ...EMPTY_TABLE_LAYOUT, columnSizing: { name: 320 } });
    await waitFor(() => expect(screen.getByRole('table', { name: 'Market traders' }).style.getPropertyValue('--col-name-size')).toBe('320'));
    const name = cellOf('long', 'Name');
    expect(name.style.width).toBe('calc(var(--col-name-size) * 1px)');
    expect(name.style.minWidth).toContain('var(--col-name-size)');
  });

  it('keep the row actions, header and cells, sticky at the table\'s right edge itself, never a width of other columns away', async () => {
    // Stand-ins for mantine-react-table's rules (its stylesheet is not loaded here): sticky pinned cells, placed by its own pinning state.
    const library = document.createElement('style');
    library.textContent = `[data-column-pinned='right'] { position: sticky; right: calc(var(--mrt-table-cell-right, 240) * 1px); }`;
    document.head.append(library);
    try {
      const actions: ServerColumn<TraderRow> = { id: 'actions', header: 'Actions', Cell: () => <button type="button">Edit</button> };
      renderTable([...COLUMNS, actions]);
      await loaded();
      const header = within(screen.getByRole('table', { name: 'Market traders' })).getByRole('columnheader', { name: /^Actions/ });
      for (const cell of [header, cellOf('long', 'Actions'), cellOf('user2', 'Actions')]) {
        expect(cell.dataset['columnPinned']).toBe('right');
        expect(getComputedStyle(cell).position).toBe('sticky');
        expect(getComputedStyle(cell).right).toBe('0px');
      }
      expect(getComputedStyle(cellOf('long', 'Balance')).position).not.toBe('sticky');
    } finally {
      library.remove();
    }
  });

  it('let a header of two words go onto two lines where its column is narrow, a header being most columns\' smallest width', async () => {
    renderTable();
    await loaded();
    const header = within(screen.getByRole('table', { name: 'Market traders' })).getByRole('columnheader', { name: /^User Name/ });
    const label = header.querySelector('.mrt-table-head-cell-content-wrapper')!;
    expect(label.textContent).toBe('User Name');
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
  });

  it('draw the first load\'s placeholder rows without reading a column\'s export of them (their fields are blank)', async () => {
    answering = false;
    const nested: ServerColumn<TraderRow>[] = [
      ...COLUMNS,
      { id: 'lock', header: 'Lock', exportValue: (row) => (row as unknown as { lock: { reason: string } }).lock.reason, Cell: () => '' },
    ];
    renderTable(nested);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Market traders' })).getAllByRole('row').length).toBeGreaterThan(1));
    expect(document.querySelector('td[data-figure]')).toBeNull();
  });
});
