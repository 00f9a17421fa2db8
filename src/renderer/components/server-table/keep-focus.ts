import { useEffect, useRef, type FocusEvent } from 'react';

/** When to look again after an answer that came while a dialog held the keyboard (Mantine gives it back after its close). */
const DIALOG_RETURN_CHECKS_MS = [100, 400] as const;

/** What the keyboard was on in the table: a pager button, a row (its record's id and its place on the page), or something else. */
type Spot = { readonly kind: 'pager' } | { readonly kind: 'row'; readonly id: string | undefined; readonly index: number } | { readonly kind: 'other' };

const spotOf = (target: HTMLElement): Spot => {
  if (target.closest('.mantine-Pagination-root')) return { kind: 'pager' };
  const row = target.closest('tbody tr');
  return row instanceof HTMLTableRowElement ? { kind: 'row', id: row.dataset.rowId, index: row.sectionRowIndex } : { kind: 'other' };
};

/** The row of the record the keyboard was on, wherever it now stands; else the row now in its place. */
const rowOf = (rows: readonly HTMLElement[], spot: { readonly id: string | undefined; readonly index: number }): HTMLElement | undefined =>
  (spot.id === undefined ? undefined : rows.find((row) => row.dataset.rowId === spot.id)) ?? rows[Math.min(spot.index, rows.length - 1)];

/**
 * Keeps the keyboard in the table when what it was on goes: "Last" turns disabled on the last page, a row's
 * button leaves with its deleted row, a refresh re-sorts the rows (each is drawn anew). Then the focus would
 * fall to the page and the next Tab start from the top; it goes to the current page's number, or to the same
 * record's row wherever it now stands, else to the row now in that place (the table when none is left): never
 * silently to another record while this one is still on the page. Checked after each answer is drawn.
 */
export function useKeepFocus(answer: unknown) {
  const root = useRef<HTMLDivElement>(null);
  const last = useRef<{ element: HTMLElement; spot: Spot } | null>(null);
  const onFocusCapture = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLElement) last.current = { element: event.target, spot: spotOf(event.target) };
  };
  // The user took the keyboard elsewhere (a click outside, Tab away) while the control was still there and
  // usable: nothing to keep, so a later answer never pulls the focus back into the table. A dialog the
  // control opened (Delete's question) is not elsewhere: the keyboard comes back from it.
  const onBlurCapture = (event: FocusEvent<HTMLDivElement>) => {
    const left = event.target;
    const to = event.relatedTarget instanceof Element ? event.relatedTarget : null;
    const stays = to !== null && (event.currentTarget.contains(to) || to.closest('[role="dialog"]') !== null);
    if (!stays && left instanceof HTMLElement && left.isConnected && !left.matches(':disabled') && last.current?.element === left) last.current = null;
  };
  useEffect(() => {
    const restore = (): boolean => {
      const here = root.current;
      const was = last.current;
      const active = document.activeElement;
      // Lost: on nothing, or still on a control that can no longer be used (browsers differ on dropping it).
      const lost = active === null || active === document.body || (active === was?.element && active.matches(':disabled'));
      if (!here || !was || !lost) return false;
      if (was.element.isConnected && !was.element.matches(':disabled')) return false;
      const rows = [...here.querySelectorAll<HTMLElement>('tbody tr[tabindex]')];
      const target =
        was.spot.kind === 'pager'
          ? here.querySelector<HTMLElement>('.mantine-Pagination-root [aria-current="page"]')
          : was.spot.kind === 'row'
            ? (rowOf(rows, was.spot) ?? here.querySelector<HTMLElement>('table'))
            : null;
      target?.focus();
      return true;
    };
    if (restore()) return undefined;
    // The answer came while a dialog still held the keyboard (the row's Delete question closing): look again
    // once it has given the keyboard back, to a control that may be gone with its row.
    if (!document.activeElement?.closest('[role="dialog"]') || last.current === null) return undefined;
    const timers = DIALOG_RETURN_CHECKS_MS.map((ms) => setTimeout(restore, ms));
    return () => timers.forEach(clearTimeout);
  }, [answer]);
  return { rootRef: root, onFocusCapture, onBlurCapture };
}
