import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { findAgain, openerOf, type Opener } from '@renderer/components/return-focus';

/** The row a list was left from for another screen, and the list's history entry then (one a window). */
let left: { readonly entry: string; readonly row: Opener } | null = null;

/**
 * For a list whose row opens another screen as a step of its own (Enter on a market opens the catalogue):
 * Back comes the way the user came, to the row left, as a dialog gives the keyboard back (return-focus.ts:
 * the row by its id, else the one in its place), not to the top of the page. Call `leave()` as the row opens
 * the other screen, and put `ref` on what holds the list: once Back has drawn the list again and the table
 * holds its rows, the keyboard goes to that row, unless it is already somewhere.
 */
export function useBackToRow<E extends HTMLElement>() {
  const { key } = useLocation();
  const ref = useRef<E>(null);
  useEffect(() => {
    const row = left?.entry === key ? left.row : null;
    const here = ref.current;
    if (!row || !here) return undefined;
    /** Done: the row has the keyboard, or the user took it elsewhere meanwhile. */
    const given = (): boolean => {
      const active = document.activeElement;
      if (active !== null && active !== document.body) return true;
      // A first load draws placeholder rows (skeletons): the row's place means nothing until the answer.
      const target = here.querySelector('tbody .mantine-Skeleton-root') ? null : findAgain(row);
      target?.focus();
      return target !== null;
    };
    if (given()) {
      left = null;
      return undefined;
    }
    const drawing = new MutationObserver(() => {
      if (!given()) return;
      left = null;
      drawing.disconnect();
    });
    drawing.observe(here, { childList: true, subtree: true });
    return () => drawing.disconnect();
  }, [key]);
  const leave = useCallback(() => {
    const row = openerOf(document.activeElement);
    left = row && { entry: key, row };
  }, [key]);
  return { ref, leave };
}
