import { useLayoutEffect, useRef, type ReactNode } from 'react';
import classes from './monitors.module.css';

/**
 * A value that briefly lights up when it changes (green up, red down), without a React render of its
 * own: the class is switched on the element, and two identical animations alternate so that a change
 * during the animation restarts it. `ts` (when the value left the exchange) is kept on the element for
 * update-to-paint measurements.
 */
export function Flash({ value, ts, children, className }: { value: number; ts?: number | undefined; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);
  const flip = useRef(false);

  useLayoutEffect(() => {
    const el = ref.current;
    const before = previous.current;
    previous.current = value;
    if (!el || before === value) return;
    flip.current = !flip.current;
    el.classList.remove(classes.upA ?? '', classes.upB ?? '', classes.downA ?? '', classes.downB ?? '');
    const up = value > before;
    el.classList.add((up ? (flip.current ? classes.upA : classes.upB) : flip.current ? classes.downA : classes.downB) ?? '');
  }, [value]);

  return (
    <span ref={ref} className={`${classes.flash} ${className ?? ''}`} data-ts={ts}>
      {children}
    </span>
  );
}
