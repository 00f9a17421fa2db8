import { useEffect } from 'react';

/** A field where `?` is text: a text box, not a price (a number input never takes a `?`, so there it opens the help). */
export const takesQuestionMark = (target: EventTarget | null): boolean =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && target.inputMode !== 'decimal' && target.inputMode !== 'numeric') ||
  (target instanceof HTMLElement && target.isContentEditable);

/** Whether a key opens (or closes) a help of keys: `?` outside a field where it is text. */
export const isHelpKey = (event: { key: string; target: EventTarget | null }): boolean => event.key === '?' && !takesQuestionMark(event.target);

/** How many screens drawn now have a `?` help of their own (a pricing desk's keys). */
let ownHelps = 0;

/**
 * For a screen with its own `?` help (a pricing desk): while it is drawn, `?` is its help's alone and the
 * console's keyboard help stands aside, so one `?` never opens two dialogs.
 */
export function useOwnKeyHelp(): void {
  useEffect(() => {
    ownHelps += 1;
    return () => {
      ownHelps -= 1;
    };
  }, []);
}

/** Whether a screen drawn now answers `?` with its own help. */
export const screenHasOwnKeyHelp = (): boolean => ownHelps > 0;
