import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTimedValue } from './timed-value';

describe('createTimedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a value and clears it after exactly the given time', () => {
    const seen: Array<string | undefined> = [];
    const timed = createTimedValue<string>((value) => seen.push(value));
    timed.show('Invalid password', 2000);
    vi.advanceTimersByTime(1999);
    expect(seen).toEqual(['Invalid password']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['Invalid password', undefined]);
  });

  it('restarts the clock when a new value is shown', () => {
    const seen: Array<string | undefined> = [];
    const timed = createTimedValue<string>((value) => seen.push(value));
    timed.show('first', 2000);
    vi.advanceTimersByTime(1500);
    timed.show('second', 2000);
    vi.advanceTimersByTime(1500);
    expect(seen).toEqual(['first', 'second']);
    vi.advanceTimersByTime(500);
    expect(seen).toEqual(['first', 'second', undefined]);
  });

  it('clears at once on demand and never fires after being disposed', () => {
    const seen: Array<string | undefined> = [];
    const timed = createTimedValue<string>((value) => seen.push(value));
    timed.show('a', 1000);
    timed.clear();
    expect(seen).toEqual(['a', undefined]);
    timed.show('b', 1000);
    timed.dispose();
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual(['a', undefined, 'b']);
  });
});
