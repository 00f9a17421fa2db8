// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLeadingDebounce } from './use-leading-debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const setUp = (ms = 16) => {
  const runs: string[] = [];
  const hook = renderHook(() => useLeadingDebounce((value: string) => runs.push(value), ms));
  return { runs, call: (value: string) => hook.result.current(value), unmount: hook.unmount };
};

describe('useLeadingDebounce', () => {
  it('runs a call that follows a quiet window at once', () => {
    const { runs, call } = setUp();
    call('a');
    expect(runs).toEqual(['a']);
    vi.advanceTimersByTime(100);
    call('ab');
    expect(runs).toEqual(['a', 'ab']);
  });

  it('gathers the calls inside the window into one run, with the latest value, when it ends', () => {
    const { runs, call } = setUp();
    call('a');
    vi.advanceTimersByTime(5);
    call('ab');
    vi.advanceTimersByTime(5);
    call('abc');
    expect(runs).toEqual(['a']);
    vi.advanceTimersByTime(6);
    expect(runs).toEqual(['a', 'abc']);
  });

  it('keeps gathering while calls keep coming faster than the window, one run per window', () => {
    const { runs, call } = setUp(16);
    for (let i = 1; i <= 10; i += 1) {
      call('x'.repeat(i));
      vi.advanceTimersByTime(5);
    }
    vi.advanceTimersByTime(100);
    // 50 ms of calls: the first at once, then one run at the end of each 16 ms window that gathered some.
    expect(runs).toEqual(['x', 'xxxx', 'xxxxxxx', 'xxxxxxxxxx']);
  });

  it('runs nothing more when a window ends without a call', () => {
    const { runs, call } = setUp();
    call('a');
    vi.advanceTimersByTime(1_000);
    expect(runs).toEqual(['a']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('drops a gathered call and leaves no timer once unmounted', () => {
    const { runs, call, unmount } = setUp();
    call('a');
    call('ab');
    unmount();
    vi.advanceTimersByTime(100);
    expect(runs).toEqual(['a']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
