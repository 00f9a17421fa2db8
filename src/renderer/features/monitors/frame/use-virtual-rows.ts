import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Fixed-height row virtualisation: only the rows in view (and a few around them) are in the DOM, so two
 * thousand live markets cost what thirty do.
 */
export function useVirtualRows(count: number, rowHeight: number, overscan = 8) {
  const ref = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState({ start: 0, end: 40 });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const start = Math.max(0, Math.floor(el.scrollTop / rowHeight) - overscan);
    const end = Math.ceil((el.scrollTop + el.clientHeight) / rowHeight) + overscan;
    setRange((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, [rowHeight, overscan]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure]);

  /** Scrolls just enough to show row `index`. */
  const reveal = useCallback(
    (index: number) => {
      const el = ref.current;
      if (!el) return;
      const top = index * rowHeight;
      if (top < el.scrollTop) el.scrollTop = top;
      else if (top + rowHeight > el.scrollTop + el.clientHeight) el.scrollTop = top + rowHeight - el.clientHeight;
    },
    [rowHeight],
  );

  return { ref, start: Math.min(range.start, count), end: Math.min(range.end, count), height: count * rowHeight, reveal };
}
