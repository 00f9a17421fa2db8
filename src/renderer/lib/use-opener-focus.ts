import { useMemo, useRef } from 'react';

/**
 * For a dialog that is mounted only while open (Mantine gives focus back only when `opened` turns false):
 * `remember` the control that opened it, and `restore` the keyboard to it once the dialog is gone, if that
 * control is still on the page.
 */
export function useOpenerFocus(): { remember(): void; restore(): void } {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      remember: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      },
      restore: () => {
        const target = opener.current;
        opener.current = null;
        requestAnimationFrame(() => {
          if (target?.isConnected) target.focus();
        });
      },
    }),
    [],
  );
}
