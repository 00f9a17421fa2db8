import { describe, expect, it, vi } from 'vitest';
import type { LiveDelivery } from '@shared/contract/live';
import { EventStore } from './event-store';
import { KeyedStore, StatusCell } from './keyed-store';

const v = (marketId: string, n: number) => ({ marketId, n });
const delivery = (values: unknown[], extra: Partial<LiveDelivery> = {}): LiveDelivery => ({ values: values as LiveDelivery['values'], ...extra });

describe('the keyed live store', () => {
  it('notifies only the rows whose market changed, and the list only when markets come or go', () => {
    const store = new KeyedStore<{ marketId: string; n: number }>();
    store.apply(delivery([v('a', 1), v('b', 1)], { reset: true, health: 'live' }));
    const a = vi.fn();
    const b = vi.fn();
    const list = vi.fn();
    store.subscribeKey('a', a);
    store.subscribeKey('b', b);
    store.subscribeKeys(list);
    const keysBefore = store.getKeys();
    store.apply(delivery([v('a', 2)]));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
    expect(store.getKeys()).toBe(keysBefore);
    expect(store.get('a')).toEqual(v('a', 2));
    store.apply(delivery([v('c', 1)], { reset: true }));
    expect(store.getKeys()).toEqual(['c']);
    expect(list).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(store.status.get()).toEqual({ health: 'live', gap: false });
  });
});

describe('the keyed live store with a facet', () => {
  it('moves its facet version when markets come or go or a facet changes, and not for other changes', () => {
    const store = new KeyedStore<{ marketId: string; name: string; n: number }>((x) => x.name);
    const facet = vi.fn();
    store.subscribeFacet(facet);
    store.apply(delivery([{ marketId: 'a', name: 'A', n: 1 }], { reset: true }));
    const first = store.getFacetVersion();
    expect(facet).toHaveBeenCalledTimes(1);
    store.apply(delivery([{ marketId: 'a', name: 'A', n: 2 }]));
    expect(store.getFacetVersion()).toBe(first);
    expect(facet).toHaveBeenCalledTimes(1);
    store.apply(delivery([{ marketId: 'a', name: 'A2', n: 2 }]));
    expect(store.getFacetVersion()).toBeGreaterThan(first);
    expect(facet).toHaveBeenCalledTimes(2);
  });
});

describe('the event store', () => {
  const e = (seq: number) => ({ seq });
  it('keeps every event once, in order, when a reset after a reconnect repeats some', () => {
    const store = new EventStore<{ seq: number }>();
    store.apply(delivery([e(1), e(2), e(3)], { reset: true }));
    store.apply(delivery([e(2), e(3), e(4), e(5)], { reset: true }));
    store.apply(delivery([e(6)]));
    expect(store.getSnapshot().map((x) => x.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(store.received).toBe(6);
    expect(store.missing).toBe(0);
    store.apply(delivery([e(9)]));
    expect(store.missing).toBe(2);
  });

  it('keeps the newest up to its capacity and counts them all', () => {
    const store = new EventStore<{ seq: number }>(3);
    store.apply(delivery([e(1), e(2), e(3), e(4)]));
    expect(store.getSnapshot().map((x) => x.seq)).toEqual([2, 3, 4]);
    expect(store.received).toBe(4);
  });
});

describe('the feed status cell', () => {
  it('dates the figures once the feed is no longer live (asOf: the last delivery while live), and forgets it on a reset', () => {
    let now = 1_000;
    const cell = new StatusCell(() => now);
    cell.apply({ health: 'live' });
    expect(cell.get()).toEqual({ health: 'live', gap: false });
    now = 2_000;
    const live = cell.get();
    cell.apply({});
    expect(cell.get(), 'a delivery while live changes no snapshot').toBe(live);
    now = 5_000;
    cell.apply({ health: 'reconnecting', message: 'The exchange feed dropped.' });
    expect(cell.get()).toEqual({ health: 'reconnecting', message: 'The exchange feed dropped.', gap: false, asOf: 2_000 });
    now = 9_000;
    cell.apply({ health: 'stopped' });
    expect(cell.get(), 'still the time of the last live delivery').toEqual({ health: 'stopped', gap: false, asOf: 2_000 });
    cell.apply({ health: 'live' });
    expect(cell.get()).toEqual({ health: 'live', gap: false });
    cell.reset();
    cell.apply({ health: 'reconnecting' });
    expect(cell.get(), 'nothing received since the reset: no time to give').toEqual({ health: 'reconnecting', gap: false });
  });
});
