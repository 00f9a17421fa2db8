import type { DataTableRequest } from '@shared/contract/data-table';

/** What a server-side table asks for, without the draw counter (which must not split the query cache). */
export interface ServerTableParams {
  readonly start: number;
  readonly length: number;
  readonly search: { readonly value: string };
  readonly order: ReadonlyArray<{ readonly column: number; readonly dir: 'asc' | 'desc' }>;
}

export interface SortState {
  readonly id: string;
  readonly desc: boolean;
}

/**
 * The DataTables request of a table state: page → start, sort column id → its index among the table's
 * columns (the contract fixes what each index means), search text trimmed.
 */
export const toServerTableParams = (
  columns: readonly string[],
  state: { pageIndex: number; pageSize: number; sorting: readonly SortState[]; search: string },
): ServerTableParams => {
  const sort = state.sorting[0];
  const column = sort ? columns.indexOf(sort.id) : -1;
  return {
    start: state.pageIndex * state.pageSize,
    length: state.pageSize,
    search: { value: state.search.trim() },
    order: column >= 0 && sort ? [{ column, dir: sort.desc ? 'desc' : 'asc' }] : [],
  };
};

let draw = 0;
/** DataTables' draw counter: every request gets the next number, as DataTables itself does. */
export const withDraw = (params: ServerTableParams): DataTableRequest => {
  draw += 1;
  return { ...params, draw, search: { ...params.search }, order: params.order.map((o) => ({ ...o })) };
};
