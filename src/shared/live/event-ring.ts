/**
 * The most recent events of a topic, by sequence number, without duplicates: what a new subscriber gets
 * as history, and what a reconnecting one merges with what it already holds.
 */
export class EventRing<E extends { seq: number }> {
  private items: E[] = [];

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.items.length;
  }

  get lastSeq(): number | undefined {
    return this.items.at(-1)?.seq;
  }

  get firstSeq(): number | undefined {
    return this.items[0]?.seq;
  }

  /** Adds events (in any order); ones already held are ignored. Returns the ones that were new, in order. */
  add(events: readonly E[]): E[] {
    const added: E[] = [];
    const last = this.lastSeq;
    const sorted = [...events].sort((a, b) => a.seq - b.seq);
    // The usual case, in order after the last one, appends; anything older is merged by sequence.
    if (last === undefined || (sorted[0] !== undefined && sorted[0].seq > last)) {
      let previous = last;
      for (const event of sorted) {
        if (previous !== undefined && event.seq <= previous) continue;
        this.items.push(event);
        added.push(event);
        previous = event.seq;
      }
    } else {
      const known = new Set(this.items.map((e) => e.seq));
      for (const event of sorted) {
        if (known.has(event.seq)) continue;
        known.add(event.seq);
        added.push(event);
      }
      this.items = [...this.items, ...added].sort((a, b) => a.seq - b.seq);
    }
    if (this.items.length > this.capacity) this.items.splice(0, this.items.length - this.capacity);
    return added;
  }

  /** Events after `seq`, oldest first; undefined when some of them are no longer held. */
  since(seq: number): E[] | undefined {
    const first = this.firstSeq;
    if (first === undefined) return [];
    if (seq + 1 < first) return undefined;
    return this.items.filter((e) => e.seq > seq);
  }

  all(): readonly E[] {
    return this.items;
  }

  clear(): void {
    this.items = [];
  }
}
