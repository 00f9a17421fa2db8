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

/**
 * Picks a row up by the keyboard (focus its handle, Space) and waits until the arrows will move it. @dnd-kit's
 * keyboard sensor starts listening for the arrows in a timer after the pick-up, which on a busy machine can
 * come after the pick-up's announcement is on screen: an arrow pressed in between is lost. Timers of the same
 * delay run in the order they were set, so once a timer set now has run, the sensor's has too.
 */
export async function pickUpByKeyboard(page: Page, handleName: string, announcement: string): Promise<void> {
  await page.getByRole('button', { name: handleName }).focus();
  await page.keyboard.press('Space');
  await page.getByText(announcement).waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise<void>((resolve) => (globalThis as unknown as { setTimeout(run: () => void, ms: number): unknown }).setTimeout(resolve, 0)));
}

interface ProbeGlobals {
  document: { body: EventTarget };
  MouseEvent: new (type: string, init: { bubbles: boolean }) => Event;
}
