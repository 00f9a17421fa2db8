import { useCallback, useEffect, useMemo, useRef, useState, type RefCallback } from 'react';

/** The control that opened a dialog (or another screen), and where to find it again if its table drew it anew meanwhile. */
export interface Opener {
  readonly element: HTMLElement;
  /** The accessible name of the table it sits in, and its row there: by id (`data-row-id`) or by place. */
  readonly table: string | null;
  readonly rowId: string | null;
  readonly rowIndex: number;
  /** The control's own name inside its row ("Open punter0428"), when it is not the row itself. */
  readonly name: string | null;
  /**
   * Where it sits, nearest first: its form or section, out to the drawer or dialog around it (not the page
   * under that). Their first control that can take the keyboard takes it when the opener cannot.
   */
  readonly places: readonly HTMLElement[];
}

/** What holds an opener: a form or a section of the page (a settings card), or a drawer or dialog. */
const PLACES = 'form, section, [role="dialog"]';

const placesAround = (element: HTMLElement): HTMLElement[] => {
  const places: HTMLElement[] = [];
  for (let place = element.parentElement?.closest<HTMLElement>(PLACES); place; place = place.parentElement?.closest<HTMLElement>(PLACES)) {
    places.push(place);
    if (place.getAttribute('role') === 'dialog') break;
  }
  return places;
};

/** The button that opened the menu `element` sits in (Mantine's target names the menu in aria-controls), if it does. */
const menuButtonOf = (element: HTMLElement): HTMLElement | null => {
  const menu = element.closest('[role="menu"]');
  return menu?.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
};

/** What has the keyboard, as an opener; a menu's item stands for the menu's button: the item leaves with the menu. */
export const openerOf = (active: Element | null): Opener | null => {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const element = menuButtonOf(active) ?? active;
  const row = element.closest('tbody tr');
  const table = row?.closest('table')?.getAttribute('aria-label') ?? null;
  return {
    element,
    table,
    rowId: row instanceof HTMLTableRowElement ? (row.dataset.rowId ?? null) : null,
    rowIndex: row instanceof HTMLTableRowElement ? row.sectionRowIndex : -1,
    name: element === row ? null : element.getAttribute('aria-label'),
    places: placesAround(element),
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
 * it now (a button disabled meanwhile), to its row, else to the first control of the form or section it sat
 * in, else of the drawer or dialog around it, rather than to the page. Returns what took it, if anything.
 */
export function giveBack(opener: Opener): HTMLElement | null {
  const found = findAgain(opener);
  const controls = opener.places.filter((place) => place.isConnected).flatMap((place) => [...place.querySelectorAll<HTMLElement>(CONTROLS)]);
  for (const place of [found, found?.closest<HTMLElement>('tbody tr[tabindex]'), ...controls]) {
    place?.focus();
    if (place && document.activeElement === place) return place;
  }
  return null;
}

/** Whether the keyboard is nowhere: on the page, or still in `closing` (a dialog on its way out). */
const keyboardLost = (closing: Element | null = null): boolean => {
  const active = document.activeElement;
  return active === null || active === document.body || (closing?.contains(active) ?? false);
};

/**
 * Runs `gone` a frame after the component leaves for good (its nodes have left and a dialog's focus trap let
 * go), not when React's development check only draws it again.
 */
function useAfterRemoval(gone: () => void): void {
  const latest = useRef(gone);
  const drawn = useRef(false);
  useEffect(() => {
    latest.current = gone;
  });
  useEffect(() => {
    drawn.current = true;
    return () => {
      drawn.current = false;
      requestAnimationFrame(() => drawn.current || latest.current());
    };
  }, []);
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
  useReturnFocusNow();
}

/** useReturnFocus, returning the give-back itself: now, if the keyboard is in a drawer or dialog or on the page. */
function useReturnFocusNow(): () => void {
  const [opener] = useState(() => openerOf(document.activeElement));
  useAfterRemoval(() => opener && keyboardLost() && giveBack(opener));
  return useCallback(() => {
    if (opener && keyboardLost(document.activeElement?.closest('[role="dialog"]'))) giveBack(opener);
  }, [opener]);
}

/**
 * useReturnFocus for a drawer its list draws only while open (the account drawer, a query's), returning the
 * close to use in place of `onClose` (Mantine's, and a save that ends it): it gives the keyboard back to the
 * row that opened it (giveBack) in the same update that takes the drawer away, before its nodes leave
 * (Mantine's focus trap only holds Tab, so it lets the keyboard go). Given back a frame after they left, the
 * keyboard sat on the page for that frame, and a screen reader announced the page. The frame-later return
 * stays for a drawer taken away otherwise.
 */
export function useCloseReturningFocus(onClose: () => void): () => void {
  const returnFocus = useReturnFocusNow();
  return useCallback(() => {
    returnFocus();
    onClose();
  }, [returnFocus, onClose]);
}

/**
 * For a dialog kept drawn and opened by a flag (ConfirmDialog), in place of Mantine's own return (pass
 * `returnFocus={false}`): Mantine gave the keyboard back to what had it as the dialog opened only if that
 * could take it, and a button the confirmed change disabled (Clear key, once no key is set) could not: the
 * keyboard fell to the page. This remembers the opener as the dialog opens (or is drawn open) and, a frame
 * after it closes or leaves, if the keyboard is still in the dialog or on the page, gives it back (giveBack:
 * the opener, its row, else the first control of its form, section or drawer). Where the confirmed action
 * moved the keyboard on itself (to the natural next field), it stays there. Put the returned ref on an
 * element inside the dialog.
 */
export function useReturnFocusOnClose(opened: boolean): RefCallback<HTMLElement> {
  const opener = useRef<Opener | null>(null);
  const dialog = useRef<Element | null>(null);
  const giveBackIfLost = useCallback(() => {
    const from = opener.current;
    opener.current = null;
    if (from && keyboardLost(dialog.current)) giveBack(from);
  }, []);
  useEffect(() => {
    if (opened) {
      opener.current = openerOf(document.activeElement);
      return undefined;
    }
    const frame = requestAnimationFrame(giveBackIfLost);
    return () => cancelAnimationFrame(frame);
  }, [opened, giveBackIfLost]);
  useAfterRemoval(giveBackIfLost);
  return useCallback((node: HTMLElement | null) => {
    if (node) dialog.current = node.closest('[role="dialog"]') ?? node;
  }, []);
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
