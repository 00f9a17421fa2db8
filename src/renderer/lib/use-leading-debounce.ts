import { useCallback, useEffect, useRef } from 'react';

/**
 * A debounce that acts on the leading edge: a call after a quiet `ms` runs at once, and calls that come
 * within `ms` of the last run are gathered into one more run, with the latest value, when the window ends.
 * A key typed by hand (60 ms or more after the last) is searched for at once; a paste, key repeat or a
 * barcode scanner still makes one request per window, never one per character.
 */
export function useLeadingDebounce<A>(run: (value: A) => void, ms: number): (value: A) => void {
  const latestRun = useRef(run);
  latestRun.current = run;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const waiting = useRef<{ value: A } | null>(null);

  const openWindow = useCallback(() => {
    timer.current = setTimeout(() => {
      const next = waiting.current;
      waiting.current = null;
      timer.current = null;
      if (next) {
        latestRun.current(next.value);
        openWindow();
      }
    }, ms);
  }, [ms]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      waiting.current = null;
    },
    [],
  );

  return useCallback(
    (value: A) => {
      if (timer.current !== null) {
        waiting.current = { value };
        return;
      }
      latestRun.current(value);
      openWindow();
    },
    [openWindow],
  );
}
