import { describe, expect, it } from 'vitest';
import { EventSequencer, sequenceBatch } from './event-sequencer';

const events = (...seqs: number[]) => seqs.map((seq) => ({ seq }));

describe('EventSequencer', () => {
  it('takes events in sequence and loses none', () => {
    const sequencer = new EventSequencer(10);
    expect(sequenceBatch(sequencer, events(11, 12, 13))).toEqual({ accepted: events(11, 12, 13), gap: false });
    expect(sequencer.lastSeq).toBe(13);
  });

  it('drops duplicates (a replay overlapping what was already taken)', () => {
    const sequencer = new EventSequencer(10);
    expect(sequenceBatch(sequencer, events(9, 10, 11))).toEqual({ accepted: events(11), gap: false });
  });

  it('detects a gap, stops before it, and names the first missing number', () => {
    const sequencer = new EventSequencer(10);
    expect(sequenceBatch(sequencer, events(11, 13, 14))).toEqual({ accepted: events(11), gap: true });
    expect(sequencer.expected).toBe(12);
    // The replay from 12 then fills the gap and continues.
    expect(sequenceBatch(sequencer, events(12, 13, 14))).toEqual({ accepted: events(12, 13, 14), gap: false });
  });

  it('starts anywhere when no position is known yet, and can be reset to a snapshot', () => {
    const sequencer = new EventSequencer();
    expect(sequencer.accept(500)).toBe('next');
    sequencer.reset(20);
    expect(sequencer.accept(22)).toBe('gap');
    expect(sequencer.accept(21)).toBe('next');
  });
});
