// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimedValue } from './use-timed-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useTimedValue', () => {
  it('shows a value and clears it exactly the given time after it was rendered', () => {
    const { result } = renderHook(() => useTimedValue<string>());
    act(() => result.current[1].show('Invalid password', 2000));
    expect(result.current[0]).toBe('Invalid password');
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current[0]).toBe('Invalid password');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeUndefined();
  });

  it('restarts the clock when a value is shown again, even the same one', () => {
    const { result } = renderHook(() => useTimedValue<string>());
    act(() => result.current[1].show('first', 2000));
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current[1].show('first', 2000));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current[0]).toBe('first');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current[0]).toBeUndefined();
  });

  it('clears at once on demand, and leaves no timer behind when the component goes', () => {
    const { result, unmount } = renderHook(() => useTimedValue<string>());
    act(() => result.current[1].show('a', 1000));
    act(() => result.current[1].clear());
    expect(result.current[0]).toBeUndefined();
    act(() => result.current[1].show('b', 1000));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the same controls across renders, so they can sit in callbacks', () => {
    const { result, rerender } = renderHook(() => useTimedValue<string>());
    const first = result.current[1];
    act(() => first.show('x', 1000));
    rerender();
    expect(result.current[1]).toBe(first);
  });
});
