import classes from './monitors.module.css';

/** How long a changed value stays lit. */
export const HIGHLIGHT_MS = 600;
/** Lights that go out together: one style change for several values rather than one each. */
const SWEEP_SLACK_MS = 80;

const UP = classes.up ?? 'up';
const DOWN = classes.down ?? 'down';

/** Lit elements by when they go out; re-lighting moves one to the end, so the map stays in expiry order. */
const lit = new Map<Element, number>();
let timer: ReturnType<typeof setTimeout> | undefined;

function sweep(): void {
  timer = undefined;
  const now = performance.now();
  for (const [el, until] of lit) {
    if (until > now) break;
    el.classList.remove(UP, DOWN);
    lit.delete(el);
  }
  schedule();
}

function schedule(): void {
  if (timer !== undefined) return;
  const next = lit.values().next();
  if (next.done) return;
  timer = setTimeout(sweep, Math.max(0, next.value - performance.now()) + SWEEP_SLACK_MS);
}

/**
 * Lights a changed value (green up, red down) for a moment. A plain class switched on and off, no
 * animation: an animated fade repaints every lit value on every frame (tens of values at 60 frames a
 * second in a busy monitor), a switch repaints each twice.
 */
export function highlight(el: Element, up: boolean): void {
  el.classList.toggle(UP, up);
  el.classList.toggle(DOWN, !up);
  lit.delete(el);
  lit.set(el, performance.now() + HIGHLIGHT_MS);
  schedule();
}
