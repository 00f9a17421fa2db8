import type { SortDirection } from './data-table';

/**
 * How a server-side list may be ordered, declared once on its operation: the screen makes its column
 * headers sortable from it, the exchange (and the demo) reads `order[0]` by it, and the API document tells an
 * operator what each `order[].column` index means.
 */
export interface ListOrder<C extends string = string, S extends C = C> {
  /** Column ids by their `order[].column` index (DataTables numbers a table's columns; some are display-only). */
  readonly columns: readonly C[];
  /** The columns the exchange sorts by; a request on another column gets `initial`. */
  readonly sortable: readonly S[];
  /** The order when none, or one on a column that does not sort, is asked for. */
  readonly initial: { readonly column: S; readonly dir: SortDirection };
}

/**
 * A list's order. `columns` defaults to `sortable` (every column the request numbers sorts); give it where the
 * table numbers display columns too (spec §2's trader table).
 */
export const listOrder = <const S extends string, const C extends string = S>(order: {
  sortable: readonly S[];
  initial: { column: NoInfer<S>; dir: SortDirection };
  columns?: readonly (C | S)[];
}): ListOrder<C | S, S> => ({ columns: order.columns ?? order.sortable, sortable: order.sortable, initial: order.initial });

/** The first `order` entry of a request on a column the list sorts by; the list's initial order otherwise. */
export const requestedOrder = <S extends string>(
  order: ListOrder<string, S>,
  requested: ReadonlyArray<{ readonly column: number; readonly dir: SortDirection }> | undefined,
): { column: S; dir: SortDirection } => {
  const first = requested?.[0];
  const column = first === undefined ? undefined : order.columns[first.column];
  const sortable = order.sortable.find((id) => id === column);
  return first && sortable !== undefined ? { column: sortable, dir: first.dir } : { ...order.initial };
};
