import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@renderer/components/server-table/use-table-query-state';
import { useLeadingDebounce } from '@renderer/lib/use-leading-debounce';

/**
 * A search box and a page for a server-side list; a new search starts at page 1. The search goes as the
 * tables' does: a key after a quiet moment at once, faster keys (a paste, key repeat) together.
 */
export function usePagedSearch(pageSize: number) {
  const [searchInput, setInput] = useState('');
  const [search, setSearch] = useState('');
  const send = useLeadingDebounce((text: string) => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState({ search: '', index: 0 });
  const pageIndex = page.search === search ? page.index : 0;
  return {
    searchInput,
    setSearchInput: (value: string) => {
      setInput(value);
      send(value);
    },
    search,
    pageIndex,
    setPageIndex: (index: number) => setPage({ search, index }),
    paging: { start: pageIndex * pageSize, length: pageSize, search: { value: search } },
  };
}
