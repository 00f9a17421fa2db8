import type { DataTableRequest } from '@shared/contract/data-table';
import type { ListOrder } from '@shared/contract/list-order';
import type { Operation } from '@shared/contract/operation';

/** One column's sort, as mantine-react-table names it. */
export interface SortState {
  readonly id: string;
  readonly desc: boolean;
}

/**
 * What a server-side table asks for, in DataTables' vocabulary (spec §7/§9). No `draw` counter: the query
 * key already tells one answer from another, and a counter in the key would split the cache.
 */
export type TableRequest = Required<Pick<DataTableRequest, 'start' | 'length' | 'search' | 'order'>>;

/**
 * The DataTables request of a table state: page → start, sort column id → its index among the table's
 * orderable columns (the contract fixes what each index means), search text trimmed.
 */
export const toTableRequest = (
  orderColumns: readonly string[],
  state: { pageIndex: number; pageSize: number; sorting: readonly SortState[]; search: string },
): TableRequest => {
  const sort = state.sorting[0];
  const column = sort ? orderColumns.indexOf(sort.id) : -1;
  return {
    start: state.pageIndex * state.pageSize,
    length: state.pageSize,
    search: { value: state.search.trim() },
    order: column >= 0 && sort ? [{ column, dir: sort.desc ? 'desc' : 'asc' }] : [],
  };
};

/** A list operation's declared order (a local operation has none). */
export const orderOf = (operation: Operation): ListOrder | undefined => (operation.kind === 'http' ? operation.order : undefined);

/** The sort a table starts with: its list's initial order, shown on its column (none for a list of one fixed order). */
export const initialSort = (order: ListOrder | undefined): SortState | undefined =>
  order ? { id: order.initial.column, desc: order.initial.dir === 'desc' } : undefined;

/** The table state a request answers: the page it starts and the sort it asked for. */
export const stateOfRequest = (orderColumns: readonly string[], request: TableRequest): { pageIndex: number; sorting: SortState[] } => {
  const order = request.order[0];
  const id = order ? orderColumns[order.column] : undefined;
  return { pageIndex: Math.floor(request.start / Math.max(1, request.length)), sorting: id && order ? [{ id, desc: order.dir === 'desc' }] : [] };
};

/** A filter value that means "any": left out of the input. */
const isEmptyFilter = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The request with a screen's filter values added, each empty one (undefined, null or '') left out. */
export const withFilters = <F extends object>(request: TableRequest, filters: F): TableRequest & Partial<F> => ({
  ...request,
  ...(Object.fromEntries(Object.entries(filters).filter(([, value]) => !isEmptyFilter(value))) as Partial<F>),
});
