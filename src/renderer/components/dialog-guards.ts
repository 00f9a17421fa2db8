import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type SyntheticEvent } from 'react';

/** The attribute Mantine's modals and drawers read to leave an Escape alone (its menus and comboboxes set it). */
const LEAVE_ESCAPE = 'data-mantine-stop-propagation';

const markLeaveEscape = (event: SyntheticEvent) => {
  if (event.target instanceof Element && !event.target.hasAttribute(LEAVE_ESCAPE)) event.target.setAttribute(LEAVE_ESCAPE, 'true');
};

/**
 * Props for a Modal opened from inside a drawer or another modal, so that Escape closes this dialog only.
 * Mantine's modals and drawers each close on Escape from their own listener on the window, which runs
 * before any handler in the page (stopping the event's propagation there is too late), so one Escape
 * closed the dialog and the drawer behind it. Each listener skips an Escape whose target carries
 * LEAVE_ESCAPE: every element that takes focus in this dialog gets it (again after a key, in case a
 * combobox took its own away), and the dialog closes itself. An open combobox keeps its Escape.
 */
export const escapeClosesOnlyThis = (close: () => void) => ({
  onFocus: (event: FocusEvent) => markLeaveEscape(event),
  onKeyUp: (event: KeyboardEvent) => markLeaveEscape(event),
  onKeyDown: (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    if (event.target instanceof Element && event.target.getAttribute('aria-expanded') === 'true') return;
    event.stopPropagation();
    close();
  },
});

/** What re-arms a confirm button: the dialog opened or closed, the call ended (busy falls back), or it was refused. */
interface ConfirmState {
  readonly opened: boolean;
  readonly busy: boolean;
  readonly error?: unknown;
}

/**
 * The confirm button's handler, run once per action: a second click before the first one's `busy` shows
 * (a zero-delay double click lands before the re-render) is ignored. Armed again when the call ends or is
 * refused (a refusal can be retried), or the dialog opens or closes.
 */
export function useConfirmOnce<Args extends unknown[]>(onConfirm: (...args: Args) => void, { opened, busy, error }: ConfirmState) {
  const pending = useRef(false);
  useEffect(() => {
    if (!busy) pending.current = false;
  }, [opened, busy, error]);
  return (...args: Args) => {
    if (pending.current) return;
    pending.current = true;
    onConfirm(...args);
  };
}
