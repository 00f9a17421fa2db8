/**
 * Says when a long write (a settlement in the worker thread) holds the database: the demo's other writers
 * (API writes, the simulated punters' bets) wait for it instead of blocking the event loop on SQLite's
 * lock, so the live feed keeps flowing meanwhile.
 */
export class WriteGate {
  private running = 0;
  private waiters: Array<() => void> = [];

  get busy(): boolean {
    return this.running > 0;
  }

  /** Resolves once no long write runs. */
  async idle(): Promise<void> {
    while (this.running > 0) await new Promise<void>((resume) => this.waiters.push(resume));
  }

  /** Runs `write` with the gate closed. */
  async hold<T>(write: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await write();
    } finally {
      this.running -= 1;
      if (this.running === 0) for (const resume of this.waiters.splice(0)) resume();
    }
  }
}
