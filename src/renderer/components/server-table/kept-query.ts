import { atom, useStore, type Store } from 'jotai';
import { useCallback, useState } from 'react';
import type { SessionState } from '@shared/contract';
import { sessionAtom } from '@renderer/app/session/session-atoms';
import type { QueryPlace } from './use-table-query-state';

type KeptQueries = { readonly user: string | null; readonly tables: ReadonlyMap<string, QueryPlace> };
const NOTHING_KEPT: KeptQueries = { user: null, tables: new Map() };
/**
 * Where each table's query stood when it was last drawn, by keptQueryKey, for the window's signed-in user: in
 * the window's memory only (never storage). Another user finds nothing of it (as createUserState).
 */
const keptQueriesAtom = atom<KeptQueries>(NOTHING_KEPT);

const userOf = (session: SessionState | undefined): string | null => (session?.status === 'loggedIn' ? session.user.id : null);

const watchedStores = new WeakSet<Store>();
/**
 * From the first query kept on, for the window's life: the user's own logout forgets them all, as it does
 * the user's drafts and places. A session that ended by itself (expired, ended elsewhere) keeps them for the
 * same user's next login here.
 */
const forgetOnOwnLogout = (store: Store): void => {
  if (watchedStores.has(store)) return;
  watchedStores.add(store);
  store.sub(sessionAtom, () => {
    const session = store.get(sessionAtom);
    if (session?.status === 'loggedOut' && session.reason === 'logout') store.set(keptQueriesAtom, NOTHING_KEPT);
  });
};

/**
 * What a table's query is kept under: its id and, when the screen fixes filters it does not offer (the site
 * whose users these are), those: another site's users start without this site's search.
 */
export const keptQueryKey = (tableId: string, fixedFilters: readonly unknown[]): string =>
  fixedFilters.every((filter) => filter === undefined) ? tableId : `${tableId} ${JSON.stringify(fixedFilters)}`;

/**
 * A table's query kept while the table is gone (another tab, another screen, and back): `kept` is where it
 * stood when this table was drawn (nothing without a signed-in user), `keep` puts where it stands now. Read
 * and written in the store, not subscribed: a keystroke in one table draws no other.
 */
export function useKeptQuery(key: string): { readonly kept: QueryPlace | undefined; keep(place: QueryPlace): void } {
  const store = useStore();
  const [kept] = useState(() => {
    const user = userOf(store.get(sessionAtom));
    const now = store.get(keptQueriesAtom);
    return user !== null && now.user === user ? now.tables.get(key) : undefined;
  });
  const keep = useCallback(
    (place: QueryPlace) => {
      // The user when it is written: a table still drawn as the session ends keeps nothing for the next one.
      const user = userOf(store.get(sessionAtom));
      if (user === null) return;
      forgetOnOwnLogout(store);
      store.set(keptQueriesAtom, (now) => ({ user, tables: new Map(now.user === user ? now.tables : []).set(key, place) }));
    },
    [store, key],
  );
  return { kept, keep };
}
