/**
 * The latest value per key, in the order keys first changed since the last drain. Used for state topics
 * (a price, a liability): a consumer that was busy for a while gets one value per market, the newest, and
 * never a backlog of superseded ones.
 */
export class ConflatingBuffer<V> {
  private readonly values = new Map<string, V>();

  /** Replaces any value held for `key` (a Map keeps the key's first position, so order stays fair). */
  put(key: string, value: V): void {
    this.values.set(key, value);
  }

  delete(key: string): void {
    this.values.delete(key);
  }

  get size(): number {
    return this.values.size;
  }

  /** Everything held, then empty. */
  drain(): V[] {
    const out = [...this.values.values()];
    this.values.clear();
    return out;
  }

  clear(): void {
    this.values.clear();
  }
}
