import { describe, expect, it } from 'vitest';
import type { ServerColumn } from './export-columns';
import { withPinnedActions } from './pinned-end';

type Row = { _id: string; name: string };
const name: ServerColumn<Row> = { id: 'name', accessorKey: 'name', header: 'Name' };
const code: ServerColumn<Row> = { id: 'code', header: 'Code', mantineTableBodyCellProps: { ff: 'monospace' } };
const actions: ServerColumn<Row> = { id: 'actions', header: '', Cell: () => null };
const pinnedOf = (columns: ServerColumn<Row>[]) =>
  columns.filter((column) => (column.mantineTableBodyCellProps as Record<string, unknown> | undefined)?.['data-column-pinned'] === 'right').map((column) => column.id);

describe('withPinnedActions', () => {
  it('keeps the actions column in view, body and header, when it is the last column shown', () => {
    const columns = withPinnedActions([name, code, actions], {}, []);
    expect(pinnedOf(columns)).toEqual(['actions']);
    expect(columns[2]?.mantineTableHeadCellProps).toEqual({ 'data-column-pinned': 'right', 'data-first-right-pinned': 'true', style: { right: 0 } });
  });

  it('pins nothing when the user moved the actions away from the end, or a table has none', () => {
    expect(pinnedOf(withPinnedActions([name, code, actions], {}, ['actions', 'name', 'code']))).toEqual([]);
    expect(pinnedOf(withPinnedActions([name, code], {}, []))).toEqual([]);
  });

  it('pins them when the columns after them are hidden, and not when they are hidden themselves', () => {
    expect(pinnedOf(withPinnedActions([name, code, actions], { code: false }, ['name', 'actions', 'code']))).toEqual(['actions']);
    expect(pinnedOf(withPinnedActions([name, code, actions], { actions: false }, []))).toEqual([]);
  });

  it("keeps the column's own cell props, as an object or a function of the cell", () => {
    const own: ServerColumn<Row> = { ...actions, mantineTableBodyCellProps: ({ row }) => ({ title: row.original.name }) };
    const [, pinned] = withPinnedActions([name, own], {}, []);
    const props = pinned?.mantineTableBodyCellProps as (args: { row: { original: Row } }) => Record<string, unknown>;
    expect(props({ row: { original: { _id: '1', name: 'Ann' } } })).toEqual({ title: 'Ann', 'data-column-pinned': 'right', 'data-first-right-pinned': 'true', style: { right: 0 } });
    const withCode = withPinnedActions([{ ...code, id: 'actions' }], {}, []);
    expect(withCode[0]?.mantineTableBodyCellProps).toEqual({ ff: 'monospace', 'data-column-pinned': 'right', 'data-first-right-pinned': 'true', style: { right: 0 } });
  });

  it("sits at the table's edge whatever the column's own style, an object or a function of the theme", () => {
    const styled: ServerColumn<Row> = { ...actions, mantineTableBodyCellProps: { style: { whiteSpace: 'nowrap', right: 40 } }, mantineTableHeadCellProps: { style: () => ({ color: 'red' }) } };
    const [pinnedColumn] = withPinnedActions([styled], {}, []);
    expect((pinnedColumn?.mantineTableBodyCellProps as { style: object }).style).toEqual({ whiteSpace: 'nowrap', right: 0 });
    const headStyle = (pinnedColumn?.mantineTableHeadCellProps as { style: (theme: never) => object }).style;
    expect(headStyle(undefined as never)).toEqual({ color: 'red', right: 0 });
  });
});
