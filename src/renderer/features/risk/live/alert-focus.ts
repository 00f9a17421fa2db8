import { useEffect, useRef, type FocusEvent } from 'react';

/** The attribute naming the alert a row of the list is (its id). */
const ALERT_ID = 'data-alert-id';

/** What can take the keyboard in an alert's row now: its first control not turned off (its Open). */
const firstControlOf = (list: HTMLElement, id: string | undefined): HTMLElement | null =>
  id === undefined ? null : list.querySelector<HTMLElement>(`[${ALERT_ID}="${CSS.escape(id)}"] button:not(:disabled)`);

/** The control can hold the keyboard no more: gone from the page (its alert dismissed or pushed out), or turned off. */
const isGone = (control: Element): boolean => !control.isConnected || control.matches(':disabled');

/** Nothing else has the keyboard: the page has it, or the control itself still does (turned off, it may keep it). */
const nothingElseHas = (control: Element): boolean => {
  const active = document.activeElement;
  return active === null || active === document.body || active === control;
};

/**
 * The keyboard in the alerts list follows the alerts: when the control that had it goes (Suspend market turns
 * off once the exchange has suspended the market, or the alert is dismissed or pushed out of the list), the
 * next alert's Open takes it, else the one before's, else `elsewhere` (the Live risk list's current row),
 * never the page. Once the user has moved on (another control, or a click on plain text), or while the control
 * is still there, the keyboard stays where it is. Spread the returned props on the element holding the list; give each alert's row
 * `data-alert-id`, its id.
 */
export function useAlertFocus(alerts: readonly { readonly id: string }[], elsewhere: () => void) {
  const list = useRef<HTMLDivElement>(null);
  /** The control that had the keyboard last, the alert whose row holds it, and where that alert stood then. */
  const had = useRef<{ readonly control: Element; readonly id: string; readonly index: number } | null>(null);
  // After every drawing, not only when the alerts change: Suspend market also goes when the right to suspend does.
  useEffect(() => {
    const from = had.current;
    const here = list.current;
    if (!from || !here) return;
    const at = alerts.findIndex((a) => a.id === from.id);
    if (!isGone(from.control)) {
      // Newer alerts come on top: where it stands now, for the one to take its place once it goes.
      if (at >= 0) had.current = { ...from, index: at };
      return;
    }
    had.current = null;
    if (!nothingElseHas(from.control)) return;
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
      had.current = { control: event.target, id, index: Math.max(0, alerts.findIndex((a) => a.id === id)) };
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // The user moved on (another control, plain text, another window) unless the control is going: judged once
      // the page has settled, as a browser may blur a control while taking it away. Within the list, onFocus has
      // already put the new control in its place.
      const left = event.target;
      queueMicrotask(() => {
        if (had.current?.control === left && !isGone(left)) had.current = null;
      });
    },
  };
}
