import type { KeyboardEvent } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => Math.min(i + 1, n - 1),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Keyboard navigation of a table's body rows (each row focusable): arrows move one row, Home and End go to
 * the first and last, Enter opens the row. Keys pressed inside a cell's own control (a button, a switch)
 * are left to that control.
 */
export const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, open?: () => void): void => {
  if (event.target !== event.currentTarget) return;
  if (event.key === 'Enter' && open) {
    event.preventDefault();
    open();
    return;
  }
  const move = MOVES[event.key];
  const rows = event.currentTarget.parentElement?.querySelectorAll<HTMLTableRowElement>(':scope > tr[tabindex]');
  if (!move || !rows || rows.length === 0) return;
  event.preventDefault();
  const index = Array.prototype.indexOf.call(rows, event.currentTarget) as number;
  rows[move(index, rows.length)]?.focus();
};
