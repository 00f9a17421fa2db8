import { useEffect, useLayoutEffect, useRef, useState } from 'react';

interface LeadingDebounce<A> {
  call(value: A): void;
  cancel(): void;
}

/** The timing without React: `run` at once after a quiet `ms`, else once with the latest value when the window ends. */
function leadingDebounce<A>(run: (value: A) => void, ms: number): LeadingDebounce<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: { value: A } | null = null;
  const openWindow = (): void => {
    timer = setTimeout(() => {
      timer = null;
      const next = waiting;
      waiting = null;
      if (next) {
        run(next.value);
        openWindow();
      }
    }, ms);
  };
  return {
    call(value) {
      if (timer !== null) {
        waiting = { value };
        return;
      }
      run(value);
      openWindow();
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      waiting = null;
    },
  };
}

/* eslint-disable react-hooks/refs -- the "latest closure" pattern: the ref is read when the debounced call
   runs (an event or a timer), never while rendering, and brought up to date after each commit. */
/**
 * A debounce that acts on the leading edge: a call after a quiet `ms` runs at once, and calls that come
 * within `ms` of the last run are gathered into one more run, with the latest value, when the window ends.
 * A key typed by hand (60 ms or more after the last) is searched for at once; a paste, key repeat or a
 * barcode scanner still makes one request per window, never one per character. Nothing runs after unmount;
 * `ms` is read once, on mount.
 */
export function useLeadingDebounce<A>(run: (value: A) => void, ms: number): (value: A) => void {
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  const [debounce] = useState(() => leadingDebounce<A>((value) => latest.current(value), ms));
  useEffect(() => () => debounce.cancel(), [debounce]);
  return debounce.call;
}
/* eslint-enable react-hooks/refs */
