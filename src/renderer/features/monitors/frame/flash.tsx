import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { highlight } from './highlight';
import classes from './monitors.module.css';

/**
 * A value that briefly lights up when it changes (green up, red down), without a React render of its
 * own: the highlight is switched on the element (see highlight). `ts` (when the value left the exchange)
 * is kept on the element for update-to-paint measurements.
 */
export function Flash({ value, ts, children, className }: { value: number; ts?: number | undefined; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);

  useLayoutEffect(() => {
    const el = ref.current;
    const before = previous.current;
    previous.current = value;
    if (el && before !== value) highlight(el, value > before);
  }, [value]);

  return (
    <span ref={ref} className={`${classes.flash} ${className ?? ''}`} data-ts={ts}>
      {children}
    </span>
  );
}
