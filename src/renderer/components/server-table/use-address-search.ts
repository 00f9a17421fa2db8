import { useEffect, useId, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useAddressSearchScope } from '@renderer/app/address/address-search';

/** The address follows the search once typing pauses this long: one navigation a search, not one a key. */
export const ADDRESS_SEARCH_DELAY_MS = 300;

const NO_SUBSCRIPTION = () => () => undefined;

/** How a table starts: `key` restarts it (a new page and search state), with `initialSearch`. */
interface TableStart {
  readonly key: number;
  readonly initialSearch: string | undefined;
  /** Only for the main list: puts its search in the address. */
  readonly writeSearch?: (q: string) => void;
}

/**
 * A table's search and the address's (`?q=`): the screen's main list, the first searchable table drawn in
 * its place (SearchClaims), starts with the address's search and writes its own back
 * (useWriteAddressSearch), so a reload or a re-login shows the same search. Any other table starts with
 * `initialSearch`. The main list starts again when its place is opened anew (a link, the one search,
 * another window's request), not at its own writes; another table when `initialSearch` changes.
 */
export function useAddressSearch(searchable: boolean, initialSearch: string | undefined): TableStart {
  const address = useAddressSearchScope();
  const id = useId();
  const claims = searchable ? address?.claims : undefined;
  const owns = useSyncExternalStore(claims?.subscribe ?? NO_SUBSCRIPTION, () => claims?.owns(id) ?? false);
  useLayoutEffect(() => claims?.claim(id), [claims, id]);
  const main = owns ? address : null;
  const search = main ? main.q : initialSearch;
  const opening = main?.opening;
  const [start, setStart] = useState({ main: main !== null, search, opening, key: 0 });
  if (start.main !== (main !== null) || (main ? opening !== start.opening : search !== start.search)) {
    // Becoming the main list as the list that owned the place goes (the tab just left, in the same draw):
    // the address's search is still that list's, so this one goes on with its own and writes it there.
    const takingOver = main !== null && !start.main;
    // Ceasing to be the main list (two lists drawn at once: the first owns) restarts the table only when it
    // would start with another search.
    const restart = !takingOver && (start.main === (main !== null) || search !== start.search);
    setStart({ main: main !== null, search: takingOver ? start.search : search, opening, key: restart ? start.key + 1 : start.key });
  }
  return { key: start.key, initialSearch: start.search, writeSearch: main?.write };
}

/** The main list's search into the address once typing pauses; nothing more once the table is gone. */
export function useWriteAddressSearch(writeSearch: ((q: string) => void) | undefined, search: string): void {
  useEffect(() => {
    if (!writeSearch) return;
    const timer = setTimeout(() => writeSearch(search), ADDRESS_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [writeSearch, search]);
}
