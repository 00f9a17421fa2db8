/** How many target durations a live playlist may stay still before its stream is called stalled. */
export const STALL_TARGET_DURATIONS = 3;
/** The target duration taken when a playlist names none and lists no segment length (HLS's usual six seconds). */
const DEFAULT_TARGET_SECONDS = 6;
/** A stream nobody has checked for this long is forgotten (deleted, or no window shows it any more). */
const FORGET_AFTER_MS = 10 * 60_000;

interface Seen {
  readonly sequence: number;
  /** When this sequence was first seen: the last time the playlist was seen to move. */
  readonly changedAt: number;
  readonly seenAt: number;
}

export interface StallVerdict {
  readonly stalled: boolean;
  /** Whole seconds since the playlist was last seen to move. */
  readonly stillSeconds: number;
}

/**
 * Whether live playlists have stopped moving, whoever checks them: each stream keeps the media sequence last
 * seen and when it last changed. A stream is stalled once its sequence has not moved for longer than
 * STALL_TARGET_DURATIONS target durations, however many windows check it and however often (comparing with
 * "the last check" instead would make two Stream Health windows, checking moments apart, see each other's
 * checks and call a moving stream stalled).
 */
export class StallWatch {
  private readonly seen = new Map<string, Seen>();

  /** Records one check of `key` (a stream and its URL) at `at` (ms) and says whether it is stalled. */
  observe(key: string, sequence: number, targetSeconds: number | null | undefined, at: number): StallVerdict {
    for (const [other, seen] of this.seen) if (at - seen.seenAt > FORGET_AFTER_MS) this.seen.delete(other);
    const last = this.seen.get(key);
    const changedAt = last?.sequence === sequence ? Math.min(last.changedAt, at) : at;
    this.seen.set(key, { sequence, changedAt, seenAt: Math.max(at, last?.seenAt ?? at) });
    const still = Math.max(0, at - changedAt);
    const limit = STALL_TARGET_DURATIONS * (targetSeconds && targetSeconds > 0 ? targetSeconds : DEFAULT_TARGET_SECONDS) * 1000;
    return { stalled: still > limit, stillSeconds: Math.round(still / 1000) };
  }
}
