import type { LiveDelivery, LiveLiability, LiveMarket, LivePrices } from '@shared/contract/live';

const counter = { received: 0 };
window.__baseline = counter;

/**
 * The console's bridge, `window.exchange.live.subscribe(topic, {}, listener)`: every live market and every
 * price, one delivery per flush of the main core. (The console's market monitor asks only for the prices
 * of the rows on screen and a margin; the baselines keep the whole feed, as a grid fed by transactions
 * would. The benchmark report says so.)
 */
export function subscribe<T extends 'markets' | 'prices' | 'liability'>(topic: T, listener: (delivery: LiveDelivery<T>) => void): () => void {
  return window.exchange.live.subscribe(topic, {}, (delivery) => {
    counter.received += delivery.values.length;
    listener(delivery);
  });
}

/** A delivery applied to a map by market: `reset` replaces the whole picture, otherwise the values change it. */
export function merged<V extends LiveMarket | LivePrices | LiveLiability>(previous: ReadonlyMap<string, V>, delivery: LiveDelivery): Map<string, V> {
  const next = delivery.reset ? new Map<string, V>() : new Map(previous);
  for (const value of delivery.values as unknown as V[]) next.set(value.marketId, value);
  return next;
}
