import { useEffect, useState } from 'react';

/** Shows a value for a while (the spec's 2 s login error, 4 s change-password error). */
export interface TimedValue<T> {
  /** Shows the value; a new value restarts the clock. */
  show(value: T, ms: number): void;
  clear(): void;
}

interface Shown<T> {
  value: T;
  ms: number;
}

/**
 * React state that clears itself a given time after it is on screen. The clock starts in an effect, after
 * the value was committed, not when show() is called: on a busy window the render can come a few hundred
 * milliseconds after the click, and the user must still get the whole time to read it. The timer dies
 * with the component.
 */
export const useTimedValue = <T>(): [T | undefined, TimedValue<T>] => {
  const [shown, setShown] = useState<Shown<T> | undefined>(undefined);
  useEffect(() => {
    if (shown === undefined) return;
    const timer = setTimeout(() => setShown(undefined), shown.ms);
    return () => clearTimeout(timer);
  }, [shown]);
  const [control] = useState<TimedValue<T>>(() => ({
    show: (value, ms) => setShown({ value, ms }),
    clear: () => setShown(undefined),
  }));
  return [shown?.value, control];
};
