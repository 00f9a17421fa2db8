import { atom, useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/** The help's title, and its line in the search palette. */
export const KEY_HELP_TITLE = 'Keyboard shortcuts';

/** Whether this window's keyboard help is open (`?`, the palette's entry and the user menu share it). */
export const keyHelpOpenAtom = atom(false);
export const useKeyHelpOpen = () => useAtom(keyHelpOpenAtom);

/**
 * How long a dialog that just closed (the search palette) may take to hand the keyboard back: Mantine does it
 * on a 10 ms timer. The help opened from it opens after that, so it gives the keyboard back to the same place.
 */
export const AFTER_DIALOG_CLOSES_MS = 50;

/** Opens the keyboard help once the dialog closing now (the palette) has given the keyboard back. */
export function useOpenKeyHelpAfterClose(): () => void {
  const setOpen = useSetAtom(keyHelpOpenAtom);
  return useCallback(() => {
    setTimeout(() => setOpen(true), AFTER_DIALOG_CLOSES_MS);
  }, [setOpen]);
}
