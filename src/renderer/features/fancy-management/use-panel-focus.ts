import { useCallback, useRef } from 'react';

/**
 * Keeps the keyboard in a panel whose buttons come and go (Ball in play gives way to Send ball and Dead ball,
 * and back): a button that goes, or turns disabled while its call is sent, would drop the focus to the page
 * and the scorer's next keys would do nothing. `keep()` moves the focus to the panel (call it as an action
 * starts); `replaceable` is the ref of a button that may go, and does the same if it goes while focused.
 */
export function usePanelFocus<T extends HTMLElement>() {
  const panel = useRef<T>(null);
  const keep = useCallback(() => panel.current?.focus(), []);
  const replaceable = useCallback(
    (button: HTMLElement | null) => () => {
      if (button !== null && button === button.ownerDocument.activeElement) panel.current?.focus();
    },
    [],
  );
  return { panel, keep, replaceable };
}
