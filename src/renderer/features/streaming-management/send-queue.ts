/** What the desk shows of its queue: how many entries wait (the one on its way included), and the last refusal. */
export interface SendQueueState {
  readonly waiting: number;
  readonly refusal: { readonly error: unknown; readonly dropped: number } | null;
}

/**
 * Entries typed faster than the exchange answers: each is sent once the one before it is confirmed, in the
 * order typed, so none is lost. When the exchange refuses one, the entries typed after it are dropped (they
 * were typed against a score that did not happen) and the refusal says how many.
 */
export class SendQueue<Entry> {
  private readonly entries: Entry[] = [];
  private sending = false;
  private refusal: SendQueueState['refusal'] = null;

  constructor(
    private readonly send: (entry: Entry) => Promise<unknown>,
    private readonly onChange: (state: SendQueueState) => void,
  ) {}

  push(entry: Entry): void {
    this.entries.push(entry);
    this.refusal = null;
    this.changed();
    if (!this.sending) void this.drain();
  }

  private async drain(): Promise<void> {
    this.sending = true;
    for (let entry = this.entries[0]; entry !== undefined; entry = this.entries[0]) {
      try {
        await this.send(entry);
        this.entries.shift();
      } catch (error) {
        this.refusal = { error, dropped: this.entries.length - 1 };
        this.entries.length = 0;
      }
      this.changed();
    }
    this.sending = false;
  }

  private changed(): void {
    this.onChange({ waiting: this.entries.length, refusal: this.refusal });
  }
}
