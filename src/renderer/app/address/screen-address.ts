import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, type Location } from 'react-router-dom';

/** The open tab of a tabbed screen (`?tab=markets`). */
export const TAB_PARAM = 'tab';
/** The search of the screen's main list (`?q=arsenal`), as the one search opens a screen with it too. */
export const SEARCH_PARAM = 'q';

/** The navigation that opened a screen where it is: its history key and the address's query then. */
export interface Opening {
  readonly key: string;
  readonly search: string;
}

/** Carried in the history state of the screen's own writes of its address (tab, search). */
const OPENING_STATE = 'openedBy';

const openingIn = (state: unknown): Opening | undefined => {
  if (state === null || typeof state !== 'object' || !(OPENING_STATE in state)) return undefined;
  const opening = (state as Record<typeof OPENING_STATE, unknown>)[OPENING_STATE];
  const { key, search } = (opening ?? {}) as Partial<Opening>;
  return typeof key === 'string' && typeof search === 'string' ? { key, search } : undefined;
};

/**
 * The navigation that opened the screen at this address: a link, the one search, another window's request,
 * a reload, a re-login. The screen's own writes of its tab and search keep it (they carry it in the history
 * state), so what was opened from there is not opened again at each click or keystroke.
 */
export const openingOf = (location: Pick<Location, 'key' | 'search' | 'state'>): Opening =>
  openingIn(location.state) ?? { key: location.key, search: location.search };

/**
 * A change of the address's query by the screen itself (its tab, its list's search): in place of the
 * current history entry (no Back step per click or keystroke), through the router, so the window's place
 * (path and query) is remembered for the next login, and its leave guard is asked as for any navigation.
 * No navigation when the query stays the same.
 */
export function useReplaceQuery(): (change: (params: URLSearchParams) => void) => void {
  const location = useLocation();
  const navigate = useNavigate();
  // The router's own state: its latest address, even one not drawn yet (two writes in one tick).
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback(
    (change) => {
      const latest = router?.state.location ?? location;
      // The window is going to another screen (gone there, or still loading it): this one's late write must not call it back.
      const going = router?.state.navigation.location;
      if (latest.pathname !== location.pathname || (going !== undefined && going.pathname !== location.pathname)) return;
      const params = new URLSearchParams(latest.search);
      change(params);
      const query = params.toString();
      const search = query === '' ? '' : `?${query}`;
      if (search === latest.search) return;
      const state = { ...(latest.state !== null && typeof latest.state === 'object' ? latest.state : {}), [OPENING_STATE]: openingOf(latest) };
      void navigate({ pathname: latest.pathname, search, hash: latest.hash }, { replace: true, state });
    },
    [location, navigate, router],
  );
}

/**
 * Is `next` the screen's own write of its address (its list's search, its tab), and nothing else: the same
 * path, other `q` or `tab`? The leave guard does not ask again: typing a search loses nothing, and a tab
 * is chosen only once the tab's unsaved work may go (useAddressTab asks first).
 */
export const isOwnAddressWrite = (current: Pick<Location, 'pathname' | 'search'>, next: Pick<Location, 'pathname' | 'search' | 'state'>): boolean => {
  if (current.pathname !== next.pathname || openingIn(next.state) === undefined) return false;
  const [before, after] = [new URLSearchParams(current.search), new URLSearchParams(next.search)];
  for (const params of [before, after]) {
    params.delete(SEARCH_PARAM);
    params.delete(TAB_PARAM);
    params.sort();
  }
  return before.toString() === after.toString();
};
