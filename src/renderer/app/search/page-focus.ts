/** The id of the dashboard's page area (the shell's main element). */
export const PAGE_CONTENT_ID = 'page-content';

/** How long the palette's dialog may take to hand focus back after it closes (Mantine returns it on a timer). */
const AFTER_CLOSE_MS = 50;

/**
 * After the palette opened a screen: the keyboard goes to the page, rather than staying on nothing (the
 * element focused before the palette opened is usually gone with the old screen). Focus that landed
 * somewhere meanwhile stays there.
 */
export const focusPageSoon = (): void => {
  setTimeout(() => {
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    document.getElementById(PAGE_CONTENT_ID)?.focus();
  }, AFTER_CLOSE_MS);
};
