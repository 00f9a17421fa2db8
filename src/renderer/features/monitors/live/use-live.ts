import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LiveFilter, LiveTopic } from '@shared/contract/live';
import { exchange } from '@renderer/app/exchange';
import type { EventStore } from './event-store';
import type { FeedStatus, KeyedStore, StatusCell } from './keyed-store';
import { filterKey, SwitchingFeed } from './switching-feed';

export interface Applies {
  apply(delivery: Parameters<KeyedStore<{ marketId: string }>['apply']>[0]): void;
  clear(): void;
  readonly status: StatusCell;
}


/**
 * Feeds `store` from one live subscription while `enabled` (a logged-in session). Changing the filter
 * swaps the subscription; unmounting (or a logout) ends it and empties the store, so a locked monitor
 * shows nothing of the previous session.
 */
export function useLiveFeed(topic: LiveTopic, filter: LiveFilter, store: Applies, enabled: boolean): void {
  const key = filterKey(filter);
  useEffect(() => {
    if (!enabled) return undefined;
    const parsed = JSON.parse(key) as LiveFilter;
    store.status.reset();
    const stop = exchange().live.subscribe(topic, parsed, (delivery) => store.apply(delivery));
    return () => {
      stop();
      store.clear();
    };
  }, [topic, key, store, enabled]);
}

/**
 * Feeds `store` from a subscription to `scope` narrowed to the markets `ids` (the rows on screen and a
 * margin). A change of `ids` switches the subscription without emptying the store (SwitchingFeed); a new
 * scope, a logout or unmounting ends it and empties the store, as useLiveFeed does.
 */
export function useViewportFeed(topic: LiveTopic, scope: LiveFilter, ids: readonly string[], store: Applies, enabled: boolean): void {
  const [feed] = useState(() => new SwitchingFeed((filter, listener) => exchange().live.subscribe(topic, filter, listener), store));
  const scopeKey = filterKey(scope);
  const idsKey = ids.join('\n');
  useEffect(() => {
    if (!enabled) return undefined;
    store.status.reset();
    return () => {
      feed.close();
      store.clear();
    };
  }, [enabled, scopeKey, feed, store]);
  useEffect(() => {
    if (enabled) feed.show({ ...(JSON.parse(scopeKey) as LiveFilter), marketIds: idsKey === '' ? [] : idsKey.split('\n') });
  }, [enabled, scopeKey, idsKey, feed]);
}

export const useStoreKeys = (store: KeyedStore<{ marketId: string }>): readonly string[] =>
  useSyncExternalStore(store.subscribeKeys, store.getKeys);

/** One market's value: the component re-renders when this market changes, and only then. */
export function useStoreValue<V extends { marketId: string }>(store: KeyedStore<V>, key: string): V | undefined {
  return useSyncExternalStore(
    (listener) => store.subscribeKey(key, listener),
    () => store.get(key),
  );
}

export const useFeedStatus = (cell: StatusCell): FeedStatus => useSyncExternalStore(cell.subscribe, cell.get);

export const useEvents = <E extends { seq: number }>(store: EventStore<E>): readonly E[] => useSyncExternalStore(store.subscribe, store.getSnapshot);

/** Moves when markets come or go or a market's facet changes (see KeyedStore): for lists derived from all values. */
export const useStoreFacet = (store: Pick<KeyedStore<{ marketId: string }>, 'subscribeFacet' | 'getFacetVersion'>): number => useSyncExternalStore(store.subscribeFacet, store.getFacetVersion);
