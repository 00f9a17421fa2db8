import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Short enough to feel immediate, long enough to skip most requests of a word being typed. */
export const SEARCH_DEBOUNCE_MS = 150;

/** A search box and a page for a server-side list; a new search starts at page 1. */
export function usePagedSearch(pageSize: number) {
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState({ search: '', index: 0 });
  const pageIndex = page.search === search ? page.index : 0;
  return {
    searchInput,
    setSearchInput,
    search,
    pageIndex,
    setPageIndex: (index: number) => setPage({ search, index }),
    paging: { start: pageIndex * pageSize, length: pageSize, search: { value: search } },
  };
}
