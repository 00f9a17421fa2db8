import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { openingOf, SEARCH_PARAM, TAB_PARAM, useReplaceQuery } from './screen-address';

/**
 * Which searchable list of one place (a screen, and its open tab) owns the address's search: the first one
 * drawn there, the screen's main list. A list drawn later beside it or over it (a team's players, the lists
 * of a drawer) keeps its search to itself; when the owner goes, no other list takes its place.
 */
export interface SearchClaims {
  /** The path and tab these claims are for. */
  readonly place: string;
  subscribe(listener: () => void): () => void;
  /** Whether the list `id` owns the search, or would as the first to claim it. */
  owns(id: string): boolean;
  /** The list `id` is drawn here; the returned function says it is gone. */
  claim(id: string): () => void;
}

export const createSearchClaims = (place: string): SearchClaims => {
  let owner: string | null = null;
  const others = new Set<string>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    place,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    owns: (id) => owner === id || (owner === null && !others.has(id)),
    claim: (id) => {
      if (owner === null) owner = id;
      else if (owner !== id) others.add(id);
      changed();
      return () => {
        if (owner === id) owner = null;
        others.delete(id);
        changed();
      };
    },
  };
};

/** The address's search (`?q=`) as the place's main list reads and writes it. */
export interface AddressSearch {
  readonly claims: SearchClaims;
  /** The search in the address now. */
  readonly q: string | undefined;
  /** The navigation that opened this place (openingOf): another one starts its list again. */
  readonly opening: string;
  /** Puts this search in the address (none: `q` goes), replacing the history entry. */
  write(q: string): void;
}

const AddressSearchContext = createContext<AddressSearch | null>(null);

/**
 * Around the pages of a window: each place (path and tab) has its own claims, so the list of a tab just
 * opened owns the search even while the list of the tab left is still going.
 */
export function AddressSearchProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const q = params.get(SEARCH_PARAM) ?? undefined;
  const place = `${location.pathname}?${TAB_PARAM}=${params.get(TAB_PARAM) ?? ''}`;
  const claims = useMemo(() => createSearchClaims(place), [place]);
  const replaceQuery = useReplaceQuery();
  // While the window goes elsewhere (a link just clicked), a search written late must not call it back.
  const going = useNavigation().state !== 'idle';
  const write = useCallback(
    (search: string) => {
      if (going) return;
      replaceQuery((query) => {
        if (search === '') query.delete(SEARCH_PARAM);
        else query.set(SEARCH_PARAM, search);
      });
    },
    [replaceQuery, going],
  );
  const opening = openingOf(location).key;
  const value = useMemo(() => ({ claims, q, opening, write }), [claims, q, opening, write]);
  return <AddressSearchContext.Provider value={value}>{children}</AddressSearchContext.Provider>;
}

/** The window's address search, or null outside a dashboard window (a test, a monitor window). */
export const useAddressSearchScope = (): AddressSearch | null => useContext(AddressSearchContext);
