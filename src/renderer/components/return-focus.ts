import { useEffect, useMemo, useRef, useState } from 'react';

/** The control that opened a dialog (or another screen), and where to find it again if its table drew it anew meanwhile. */
export interface Opener {
  readonly element: HTMLElement;
  /** The accessible name of the table it sits in, and its row there: by id (`data-row-id`) or by place. */
  readonly table: string | null;
  readonly rowId: string | null;
  readonly rowIndex: number;
  /** The control's own name inside its row ("Open punter0428"), when it is not the row itself. */
  readonly name: string | null;
  /** The drawer or dialog it sits in, whose first control takes the keyboard when the opener cannot. */
  readonly dialog: HTMLElement | null;
}

export const openerOf = (active: Element | null): Opener | null => {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const row = active.closest('tbody tr');
  const table = row?.closest('table')?.getAttribute('aria-label') ?? null;
  return {
    element: active,
    table,
    rowId: row instanceof HTMLTableRowElement ? (row.dataset.rowId ?? null) : null,
    rowIndex: row instanceof HTMLTableRowElement ? row.sectionRowIndex : -1,
    name: active === row ? null : active.getAttribute('aria-label'),
    dialog: active.closest<HTMLElement>('[role="dialog"]'),
  };
};

/** The opener itself, or, if its row was drawn anew, the same row (by id, else by place) and the same control in it. */
export const findAgain = (opener: Opener): HTMLElement | null => {
  if (opener.element.isConnected) return opener.element;
  if (opener.table === null) return null;
  const table = document.querySelector(`table[aria-label="${CSS.escape(opener.table)}"]`);
  const rows = [...(table?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? [])];
  const row = (opener.rowId === null ? undefined : rows.find((r) => r.dataset.rowId === opener.rowId)) ?? rows[Math.min(opener.rowIndex, rows.length - 1)];
  if (!row) return null;
  const control = opener.name === null ? null : row.querySelector<HTMLElement>(`[aria-label="${CSS.escape(opener.name)}"]`);
  return control ?? (row.tabIndex >= 0 ? row : null);
};

/** What may take the keyboard in a drawer or dialog, in the order Tab visits them when none sets its own. */
const CONTROLS = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Gives the keyboard back to the opener (or its row drawn anew: findAgain); when that is gone or cannot take
 * it now (a button disabled meanwhile), to its row, else to the first control of the drawer or dialog it sat
 * in, rather than to the page. Returns what took it, if anything.
 */
export function giveBack(opener: Opener): HTMLElement | null {
  const found = findAgain(opener);
  const controls = opener.dialog?.isConnected ? opener.dialog.querySelectorAll<HTMLElement>(CONTROLS) : [];
  for (const place of [found, found?.closest<HTMLElement>('tbody tr[tabindex]'), ...controls]) {
    place?.focus();
    if (place && document.activeElement === place) return place;
  }
  return null;
}

/**
 * For a drawer or dialog drawn only while open (`{open && <Drawer opened …/>}`): Mantine gives the keyboard
 * back only when `opened` turns false, so on Escape the focus fell to the page and the next Tab started from
 * the top. Call it in the dialog: it remembers what had the keyboard when the dialog was first drawn (the row
 * or button that opened it) and gives the keyboard back to it once the dialog is gone, or to the same row if
 * the table has drawn it anew (giveBack: else to the first control of the drawer it was opened from), unless
 * the keyboard has already gone somewhere else.
 */
export function useReturnFocus(): void {
  const [opener] = useState(() => openerOf(document.activeElement));
  const drawn = useRef(false);
  useEffect(() => {
    drawn.current = true;
    return () => {
      drawn.current = false;
      // A frame later: the dialog's nodes have left and its focus trap let go. Not when it was only drawn again
      // (React's development check mounts twice), nor when the keyboard is already somewhere.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (drawn.current || !opener || (active !== null && active !== document.body)) return;
        giveBack(opener);
      });
    };
  }, [opener]);
}

/** Whether `element` sits in the opener's row (by its id). */
const inRowOf = (opener: Opener, element: Element | null): boolean => opener.rowId !== null && element?.closest<HTMLElement>('tbody tr')?.dataset.rowId === opener.rowId;

/**
 * The keyboard on the opener's row now, and again each time its table draws the rows anew, until the user
 * presses a key or clicks: a table that keys its rows by place (mantine-react-table) draws every row anew when
 * an answer re-sorts them, and the keyboard would fall to the page, or to the row now standing where it was,
 * i.e. another market, and the next Enter act on it. Once the row has left the table (filtered out), the row
 * now in its place, as findAgain does, and no more following. Returns what stops it.
 */
export function followRow(opener: Opener): () => void {
  const give = () => {
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    const elsewhereInTable = !lost && opener.table !== null && active.closest('table')?.getAttribute('aria-label') === opener.table && !inRowOf(opener, active);
    if (!lost && !elsewhereInTable) return;
    const target = giveBack(opener);
    if (!inRowOf(opener, target)) stop();
  };
  const drawing = new MutationObserver(give);
  const stop = () => {
    drawing.disconnect();
    document.removeEventListener('focusin', give, true);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  drawing.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', give, true);
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  give();
  return stop;
}

/**
 * For a screen whose rows open dialogs drawn only while open: `remember` what had the keyboard (the row or its
 * button) as one opens, and `restore` as it closes: a frame later the keyboard goes back to that row, and
 * stays on it (followRow) when the answer after the dialog's change re-sorts the list.
 */
export function useRowReturn(): { remember(): void; restore(): void } {
  const opener = useRef<Opener | null>(null);
  const stop = useRef(() => {});
  useEffect(() => () => stop.current(), []);
  return useMemo(
    () => ({
      remember: () => {
        stop.current();
        opener.current = openerOf(document.activeElement);
      },
      restore: () => {
        const from = opener.current;
        opener.current = null;
        if (!from) return;
        const frame = requestAnimationFrame(() => (stop.current = followRow(from)));
        stop.current = () => cancelAnimationFrame(frame);
      },
    }),
    [],
  );
}
