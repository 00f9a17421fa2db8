/**
 * Sequence checking for an event topic (bets, status changes): every event carries the topic's next
 * number. `accept` says whether an event is the next one, one seen already, or proof that some were
 * missed (a gap), so the caller can ask the exchange to replay from `expected`.
 */
export type SequenceVerdict = 'next' | 'duplicate' | 'gap';

export class EventSequencer {
  private last: number | undefined;

  /** Starts from a known point (a snapshot's last sequence number); undefined = accept whatever comes first. */
  constructor(lastSeq?: number) {
    this.last = lastSeq;
  }

  get lastSeq(): number | undefined {
    return this.last;
  }

  /** The number the next event must carry, when known. */
  get expected(): number | undefined {
    return this.last === undefined ? undefined : this.last + 1;
  }

  /** A gap leaves the position unchanged: the events after it are not taken until the missing ones arrive. */
  accept(seq: number): SequenceVerdict {
    if (this.last === undefined || seq === this.last + 1) {
      this.last = seq;
      return 'next';
    }
    return seq <= this.last ? 'duplicate' : 'gap';
  }

  reset(lastSeq?: number): void {
    this.last = lastSeq;
  }
}

/** What a batch of events did to a sequencer: the ones to pass on, in order, and whether a gap was found. */
export const sequenceBatch = <E extends { seq: number }>(sequencer: EventSequencer, events: readonly E[]): { accepted: E[]; gap: boolean } => {
  const accepted: E[] = [];
  for (const event of events) {
    const verdict = sequencer.accept(event.seq);
    if (verdict === 'next') accepted.push(event);
    else if (verdict === 'gap') return { accepted, gap: true };
  }
  return { accepted, gap: false };
};
