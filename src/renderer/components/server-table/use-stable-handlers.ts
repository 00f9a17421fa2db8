import { useLayoutEffect, useRef, useState } from 'react';

type Handlers = Record<string, (...args: never[]) => unknown>;

/* eslint-disable react-hooks/refs -- the "latest closure" pattern: the ref is read when a handler runs (an
   event), never while rendering, and brought up to date after each commit. */
/**
 * Callbacks whose identity never changes but which always run the latest closure: a memoised component
 * given them does not re-render because its parent did.
 */
export function useStableHandlers<H extends Handlers>(handlers: H): H {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const [stable] = useState(() => Object.fromEntries(Object.keys(handlers).map((name) => [name, (...args: never[]) => latest.current[name]?.(...args)])) as H);
  return stable;
}
/* eslint-enable react-hooks/refs */
