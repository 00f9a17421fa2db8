import type { PointerEvent } from 'react';

/** The CSS variable a grid's header and rows lay their columns out by: a resize sets it once on the grid, no row renders. */
export const COLUMNS_VAR = '--monitor-columns';
/** And the least width of those columns: the header and rows are never narrower (monitors.module.css). */
export const LEAST_WIDTH_VAR = '--monitor-least-width';
const MIN_WIDTH = 40;

/** The header cells' widths now, as a grid template of pixels: where a resize starts from. */
const measured = (header: HTMLElement): number[] => [...header.children].map((cell) => (cell as HTMLElement).getBoundingClientRect().width);

/** The dragged widths as the grid's columns; their sum is its least width, so a widened grid scrolls sideways whole. */
const apply = (grid: HTMLElement, widths: readonly number[]) => {
  const rounded = widths.map(Math.round);
  grid.style.setProperty(COLUMNS_VAR, rounded.map((w) => `${w}px`).join(' '));
  grid.style.setProperty(LEAST_WIDTH_VAR, `${rounded.reduce((sum, w) => sum + w, 0)}px`);
};

const gridOf = (handle: HTMLElement) => ({ header: handle.closest<HTMLElement>('[data-grid-header]'), grid: handle.closest<HTMLElement>('[role="grid"]') });

/** Drags column `index` wider or narrower (full selection names: the user makes room for them). */
export const startColumnDrag = (index: number) => (event: PointerEvent<HTMLElement>) => {
  const handle = event.currentTarget;
  const { header, grid } = gridOf(handle);
  if (!header || !grid) return;
  event.preventDefault();
  event.stopPropagation();
  const widths = measured(header);
  const start = event.clientX;
  const from = widths[index] ?? MIN_WIDTH;
  handle.setPointerCapture(event.pointerId);
  const move = (e: globalThis.PointerEvent) => {
    widths[index] = Math.max(MIN_WIDTH, from + e.clientX - start);
    apply(grid, widths);
  };
  const end = () => {
    handle.removeEventListener('pointermove', move);
    handle.removeEventListener('pointerup', end);
    handle.removeEventListener('pointercancel', end);
  };
  handle.addEventListener('pointermove', move);
  handle.addEventListener('pointerup', end);
  handle.addEventListener('pointercancel', end);
};
