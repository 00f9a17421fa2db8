import type { LiveDelivery, LiveFilter } from '@shared/contract/live';

/** A filter as a stable key, so that an equal filter object does not resubscribe. */
export const filterKey = (filter: LiveFilter): string => JSON.stringify(filter, Object.keys(filter).sort());

export type OpenFeed = (filter: LiveFilter, listener: (delivery: LiveDelivery) => void) => () => void;

/**
 * One live subscription whose filter changes often (the market monitor's prices follow the rows on
 * screen): a new filter opens its subscription before the old one closes, and the store is not emptied,
 * because the new subscription's first delivery is a reset that replaces what the store holds. Values on
 * screen never blink to "–" and the feed's health is not reset for a scroll.
 */
export class SwitchingFeed {
  private stop: (() => void) | undefined;
  private key: string | undefined;

  constructor(
    private readonly open: OpenFeed,
    private readonly store: { apply(delivery: LiveDelivery): void },
  ) {}

  show(filter: LiveFilter): void {
    const key = filterKey(filter);
    if (key === this.key) return;
    const previous = this.stop;
    this.key = key;
    this.stop = this.open(filter, (delivery) => this.store.apply(delivery));
    previous?.();
  }

  close(): void {
    this.stop?.();
    this.stop = undefined;
    this.key = undefined;
  }
}
