import { useEffect, useRef, type FocusEvent } from 'react';

/** The attribute naming the alert a row of the list is (its id). */
const ALERT_ID = 'data-alert-id';

/** What can take the keyboard in an alert's row now: its first control not turned off (its Open). */
const firstControlOf = (list: HTMLElement, id: string | undefined): HTMLElement | null =>
  id === undefined ? null : list.querySelector<HTMLElement>(`[${ALERT_ID}="${CSS.escape(id)}"] button:not(:disabled)`);

/** No control has the keyboard: on the page, or on one of the list's controls just turned off. */
const lostIn = (list: HTMLElement): boolean => {
  const active = document.activeElement;
  return active === null || active === document.body || (list.contains(active) && active.matches(':disabled'));
};

/**
 * The keyboard in the alerts list follows the alerts: when the control that had it goes (Suspend market turns
 * off once the exchange has suspended the market, or the alert is dismissed or pushed out of the list), the
 * next alert's Open takes it, else the one before's, else `elsewhere` (the Live risk list's current row),
 * never the page. Spread the returned props on the element holding the list; give each alert's row
 * `data-alert-id`, its id.
 */
export function useAlertFocus(alerts: readonly { readonly id: string }[], elsewhere: () => void) {
  const list = useRef<HTMLDivElement>(null);
  /** The alert whose row had the keyboard last, and where it stood then. */
  const had = useRef<{ readonly id: string; readonly index: number } | null>(null);
  useEffect(() => {
    const from = had.current;
    const here = list.current;
    if (!from || !here) return;
    const at = alerts.findIndex((a) => a.id === from.id);
    if (!lostIn(here)) {
      // Newer alerts come on top: where it stands now, for the one to take its place once it goes.
      if (at >= 0) had.current = { id: from.id, index: at };
      return;
    }
    had.current = null;
    // Still listed (its button off): the one after it; gone: the one now in its place.
    const next = at >= 0 ? [alerts[at + 1], alerts[at - 1]] : [alerts[from.index], alerts[from.index - 1]];
    const target = next.map((a) => firstControlOf(here, a?.id)).find((control) => control !== null);
    if (target) target.focus();
    else elsewhere();
  });
  return {
    ref: list,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      // Outside an alert's row (Dismiss all): as if on the first alert, gone.
      const id = event.target.closest(`[${ALERT_ID}]`)?.getAttribute(ALERT_ID) ?? '';
      had.current = { id, index: Math.max(0, alerts.findIndex((a) => a.id === id)) };
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // To somewhere else on the page: no longer the list's to give back (a control turned off or gone says no such place).
      if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) had.current = null;
    },
  };
}
