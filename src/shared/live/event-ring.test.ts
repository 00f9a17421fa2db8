import { describe, expect, it } from 'vitest';
import { EventRing } from './event-ring';

const events = (...seqs: number[]) => seqs.map((seq) => ({ seq }));

describe('EventRing', () => {
  it('keeps the most recent events up to its capacity', () => {
    const ring = new EventRing<{ seq: number }>(3);
    ring.add(events(1, 2, 3, 4));
    expect(ring.all()).toEqual(events(2, 3, 4));
  });

  it('merges older and overlapping events by sequence without duplicates, returning only the new ones', () => {
    const ring = new EventRing<{ seq: number }>(10);
    ring.add(events(1, 2, 5, 6));
    expect(ring.add(events(6, 3, 4))).toEqual(events(3, 4));
    expect(ring.all()).toEqual(events(1, 2, 3, 4, 5, 6));
    expect(ring.add(events(6, 7))).toEqual(events(7));
  });

  it('answers the events after a number, or undefined when some of them were already dropped', () => {
    const ring = new EventRing<{ seq: number }>(3);
    ring.add(events(1, 2, 3, 4, 5));
    expect(ring.since(3)).toEqual(events(4, 5));
    expect(ring.since(2)).toEqual(events(3, 4, 5));
    expect(ring.since(1)).toBeUndefined();
    expect(ring.since(5)).toEqual([]);
  });
});
