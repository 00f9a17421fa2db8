import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { toServerTableParams, type ServerTableParams, type SortState } from './server-table-state';

/** Long enough to skip the requests of a word being typed, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface ServerTable {
  readonly params: ServerTableParams;
  readonly pagination: { pageIndex: number; pageSize: number };
  setPageIndex(pageIndex: number): void;
  readonly sorting: SortState[];
  setSorting(sorting: SortState[]): void;
  readonly searchInput: string;
  setSearchInput(value: string): void;
}

/**
 * Paging, one-column sorting and a debounced search for a server-side table. A new search or order goes
 * back to the first page, like DataTables.
 */
export function useServerTable(options: { columns: readonly string[]; pageSize: number; defaultSort: SortState }): ServerTable {
  const { columns, pageSize, defaultSort } = options;
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [sorting, setSortingState] = useState<SortState[]>([defaultSort]);
  // The page belongs to one search: when the search changes, the page is 0 again without an effect.
  const [page, setPage] = useState({ search: '', index: 0 });
  const pageIndex = page.search === search.trim() ? page.index : 0;

  const params = useMemo(
    () => toServerTableParams(columns, { pageIndex, pageSize, sorting, search }),
    [columns, pageIndex, pageSize, sorting, search],
  );
  return {
    params,
    pagination: { pageIndex, pageSize },
    setPageIndex: (index) => setPage({ search: search.trim(), index }),
    sorting,
    setSorting: (next) => {
      setSortingState(next.length > 0 ? next : [defaultSort]);
      setPage({ search: search.trim(), index: 0 });
    },
    searchInput,
    setSearchInput,
  };
}
