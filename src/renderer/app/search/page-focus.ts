/** The id of the dashboard's page area (the shell's main element). */
export const PAGE_CONTENT_ID = 'page-content';

/** How long the palette's dialog may take to hand focus back after it closes (Mantine returns it on a timer). */
const AFTER_CLOSE_MS = 50;
/** Long enough for a screen's code to load on a busy machine. */
const SCREEN_LOADED_MS = 500;

/**
 * After the palette opened a screen: the keyboard goes to the page, rather than to nothing or back to
 * whatever had it before the palette opened (the dialog hands focus back on a timer, often to an element
 * of the old screen that is about to go). Focus the new screen itself put inside the page stays there.
 */
export const focusPageSoon = (): void => {
  setTimeout(() => {
    const page = document.getElementById(PAGE_CONTENT_ID);
    if (!page || page.contains(document.activeElement) || inOpenDialog()) return;
    page.focus();
  }, AFTER_CLOSE_MS);
  // A screen still loading may drop the focus it had when it goes: then too the page takes it.
  setTimeout(() => {
    if (document.activeElement === null || document.activeElement === document.body) document.getElementById(PAGE_CONTENT_ID)?.focus();
  }, SCREEN_LOADED_MS);
};

/**
 * A dialog has the keyboard: the page did not change (the screen held unsaved work, and "Discard changes?"
 * asks first), and the question keeps the focus it took.
 */
const inOpenDialog = (): boolean => document.activeElement?.closest('[role="dialog"]') != null;
