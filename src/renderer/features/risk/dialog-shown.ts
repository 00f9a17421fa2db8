import { useRef, useState } from 'react';

/** The control that has the keyboard now, if any (not the page). */
const focusedControl = (): HTMLElement | null => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
};

/**
 * What a dialog drawn only while open shows (`closed` while it is closed), opened from a control of a drawer
 * (the statement from a query's Account statement). `open` remembers the control that had the keyboard, and
 * `close` gives the keyboard back to it in the same update that takes the dialog away, before its nodes
 * leave. useReturnFocus alone gives it back a frame after they left: for that frame the keyboard was on the
 * page (<body>), and whatever looked then (a screen reader, a Tab pressed at once, a test) found it there.
 */
export function useDialogShown<T>(closed: T) {
  const [shown, setShown] = useState<T>(closed);
  const opener = useRef<HTMLElement | null>(null);
  return {
    shown,
    open: (value: T) => {
      opener.current = focusedControl();
      setShown(value);
    },
    close: () => {
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
      setShown(closed);
    },
  };
}
