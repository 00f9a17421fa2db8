import type { LiveDelivery } from '@shared/contract/live';
import { StatusCell } from './keyed-store';

/**
 * Every event of an event topic this window received, by sequence number, without duplicates (a reset
 * after a reconnect brings recent history again: it is merged, never replacing what is held). Keeps the
 * newest `capacity`; `received` counts all of them.
 */
export class EventStore<E extends { seq: number }> {
  private items: readonly E[] = [];
  private readonly listeners = new Set<() => void>();
  private total = 0;
  private first: number | undefined;
  private last: number | undefined;
  readonly status = new StatusCell();

  constructor(private readonly capacity = 5_000) {}

  /** Oldest first; a new array whenever something changes. */
  getSnapshot = (): readonly E[] => this.items;
  get received(): number {
    return this.total;
  }

  /** Numbers between the first and the last event received that never arrived (0: nothing lost). */
  get missing(): number {
    return this.first === undefined || this.last === undefined ? 0 : this.last - this.first + 1 - this.total;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  apply(delivery: LiveDelivery): void {
    this.status.apply(delivery);
    const incoming = delivery.values as unknown as E[];
    if (incoming.length === 0) return;
    const last = this.items.at(-1)?.seq ?? 0;
    let next: E[];
    if (incoming.every((e, i) => e.seq > (i === 0 ? last : (incoming[i - 1] as E).seq))) {
      next = [...this.items, ...incoming]; // The usual case: new events after the last one.
    } else {
      const bySeq = new Map(this.items.map((e) => [e.seq, e]));
      for (const event of incoming) bySeq.set(event.seq, event);
      next = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
    }
    const added = next.length - this.items.length;
    if (added <= 0) return;
    this.total += added;
    this.first = Math.min(this.first ?? Infinity, next[0]?.seq ?? Infinity);
    this.last = next.at(-1)?.seq;
    this.items = next.length > this.capacity ? next.slice(next.length - this.capacity) : next;
    for (const listener of [...this.listeners]) listener();
  }

  clear(): void {
    this.items = [];
    this.total = 0;
    this.first = undefined;
    this.last = undefined;
    for (const listener of [...this.listeners]) listener();
  }
}
