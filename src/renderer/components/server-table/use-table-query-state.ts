import { useMemo, useState } from 'react';
import { MAX_TABLE_SEARCH_LENGTH } from '@shared/contract/data-table';
import { toTableRequest, type SortState, type TableRequest } from './request';

/**
 * One frame: keys that arrive within a frame of each other (a paste, key repeat, a scanner) make one
 * request, and a key typed by hand goes at once (people type 60 ms or more apart; the window opens after a
 * key, see useLeadingDebounce). A request still in
 * flight when the next one starts is cancelled, so a short wait costs nothing and a long one only delays.
 */
export const SEARCH_DEBOUNCE_MS = 16;

/** Where a table's query stands: its search, its sort, and its page with the search, sort and filters it is a page of. */
export interface QueryPlace {
  readonly search: string;
  readonly sorting: readonly SortState[];
  readonly page: { readonly signature: string; readonly index: number };
}

export interface TableQueryState {
  readonly request: TableRequest;
  /** Where the query stands now: the same object while it does not move. */
  readonly place: QueryPlace;
  readonly pagination: { pageIndex: number; pageSize: number };
  setPageIndex(pageIndex: number): void;
  readonly sorting: SortState[];
  setSorting(sorting: SortState[]): void;
  /** The search the exchange is asked for (the box debounces what is typed: see TableSearch). */
  setSearch(value: string): void;
}

/**
 * Paging, one-column sorting and the search for a server-side table. The page belongs to one
 * search, sort and filter set: when any of them changes the page is the first again (mantine-react-table's
 * manual mode does not do this, TanStack Table #4797), computed rather than set by an effect, so no
 * request for "page 40 of the new search" is ever made.
 */
export function useTableQueryState(options: {
  orderColumns: readonly string[];
  pageSize: number;
  defaultSort?: SortState;
  /** The screen's own filters: a change goes back to page one. */
  filters?: unknown;
  /** The search the table opens with. */
  initialSearch?: string;
  /** Where the table stood when it was last drawn: it opens in that sort, and on that page if it is still a page of its search, sort and filters. */
  resume?: QueryPlace;
}): TableQueryState {
  const { orderColumns, pageSize, defaultSort, filters, resume } = options;
  // A search from a link is cut to what the exchange takes, as the box cuts what is typed.
  const [search, setSearch] = useState(() => options.initialSearch?.trim().slice(0, MAX_TABLE_SEARCH_LENGTH) ?? '');
  const [sorting, setSortingState] = useState<SortState[]>(() => (resume ? [...resume.sorting] : defaultSort ? [defaultSort] : []));
  const signature = JSON.stringify([search, sorting, filters ?? null]);
  const [page, setPage] = useState(() => (resume?.page.signature === signature ? resume.page : { signature, index: 0 }));
  // Forget the old page as soon as the search, sort or filters change (React's "adjust state during
  // render"): keeping it would bring page 3 back when the user clears the search they typed on page 3.
  if (page.signature !== signature) setPage({ signature, index: 0 });
  const pageIndex = page.signature === signature ? page.index : 0;

  const request = useMemo(
    () => toTableRequest(orderColumns, { pageIndex, pageSize, sorting, search }),
    [orderColumns, pageIndex, pageSize, sorting, search],
  );
  const place = useMemo(() => ({ search, sorting, page: { signature, index: pageIndex } }), [search, sorting, signature, pageIndex]);
  return {
    request,
    place,
    pagination: { pageIndex, pageSize },
    setPageIndex: (index) => setPage({ signature, index }),
    sorting,
    setSorting: (next) => setSortingState(next.length > 0 || !defaultSort ? next : [defaultSort]),
    setSearch: (value) => setSearch(value.trim()),
  };
}
