import { atom, useAtom } from 'jotai';

/** Whether this window's search palette is open (the header's button and Ctrl+K share it). */
export const paletteOpenAtom = atom(false);
export const usePaletteOpen = () => useAtom(paletteOpenAtom);
