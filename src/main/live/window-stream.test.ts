import { describe, expect, it } from 'vitest';
import type { LiveBatch, LivePrices } from '@shared/contract/live';
import { WindowStream } from './window-stream';

const value = (marketId: string, matched: number) => ({ marketId, matched }) as unknown as LivePrices;

describe('a window stream', () => {
  it('sends a first change at once, then at most one batch per frame-sized interval', () => {
    let now = 1_000;
    const timers: Array<{ fn: () => void; at: number }> = [];
    const batches: LiveBatch[] = [];
    const stream = new WindowStream({
      sink: (b) => batches.push(b),
      now: () => now,
      setTimer: (fn, ms) => timers.push({ fn, at: now + ms }),
      clearTimer: () => undefined,
      intervalMs: 16,
    });
    const run = () => timers.splice(0).forEach((t) => ((now = Math.max(now, t.at)), t.fn()));
    stream.push('p', 'state', value('m1', 1));
    expect(timers[0]?.at).toBe(1_000); // idle window: no wait
    run();
    stream.push('p', 'state', value('m1', 2));
    stream.push('p', 'state', value('m1', 3));
    expect(timers).toHaveLength(1);
    expect(timers[0]?.at).toBe(1_016); // busy window: the next frame
    run();
    expect(batches.map((b) => b.subs.map(([, d]) => d.values))).toEqual([[[value('m1', 1)]], [[value('m1', 3)]]]);
    expect(batches.map((b) => b.n)).toEqual([1, 2]);
  });

  it('lets a reset supersede what was queued, and keeps every event in order', () => {
    const batches: LiveBatch[] = [];
    const stream = new WindowStream({ sink: (b) => batches.push(b), setTimer: () => 0, clearTimer: () => undefined });
    stream.push('p', 'state', value('m1', 1));
    stream.reset('p', 'state', [value('m2', 5)], 'live');
    stream.push('b', 'event', value('m1', 1));
    stream.push('b', 'event', value('m1', 1));
    stream.flush();
    expect(batches[0]?.subs).toEqual([
      ['p', { reset: true, health: 'live', values: [value('m2', 5)] }],
      ['b', { values: [value('m1', 1), value('m1', 1)] }],
    ]);
  });
});
