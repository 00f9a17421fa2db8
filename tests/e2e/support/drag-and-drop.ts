import type { Page } from 'playwright-core';

/**
 * Whether a click would reach the page's handlers now. After a mouse drag, @dnd-kit swallows clicks for
 * about 50 ms (a capture listener on the document, so the drop is not also a click on what lies under the
 * pointer). A person never clicks that fast; a test on a busy machine can, and its click is lost. Poll this
 * before the first click after a drop: it sends a harmless click to <body> and reports whether it arrived.
 */
export const clicksReachThePage = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    // The tests are typed for Node (no DOM lib): the little of the page used here, typed by hand.
    const { document, MouseEvent } = globalThis as unknown as ProbeGlobals;
    let arrived = false;
    const probe = () => {
      arrived = true;
    };
    document.body.addEventListener('click', probe);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.body.removeEventListener('click', probe);
    return arrived;
  });

interface ProbeGlobals {
  document: { body: EventTarget };
  MouseEvent: new (type: string, init: { bubbles: boolean }) => Event;
}
